// en-US digit grouping (1,234,567) for token counts in the summary table, the HTML report and the runners' run
// summary. Whole numbers are grouped here: building an Intl.NumberFormat loads ICU's locale data (~7 MiB, ~12 ms
// of CPU), which `import 'karenina'` should not pay, nor a vitest run printing its summary (issue 18). Anything
// else (fractions, -0, huge values) goes to the formatter, built on first use.
let numbers: Intl.NumberFormat | undefined

/** `n` with en-US thousands separators, as `Intl.NumberFormat('en-US')` writes it. */
export function formatCount(n: number): string {
  if (Number.isSafeInteger(n) && !Object.is(n, -0)) return String(n).replace(/\B(?=(\d{3})+$)/g, ',')
  return (numbers ??= new Intl.NumberFormat('en-US')).format(n)
}
