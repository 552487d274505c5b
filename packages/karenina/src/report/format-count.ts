// en-US digit grouping (1,234,567) for token counts in the summary table and the HTML report. The formatter is
// built on the first call: building an Intl.NumberFormat loads ICU's locale data (~7 MiB, ~12 ms), which
// `import 'karenina'` should not pay (issue 18).
let numbers: Intl.NumberFormat | undefined

/** `n` with en-US thousands separators. */
export function formatCount(n: number): string {
  return (numbers ??= new Intl.NumberFormat('en-US')).format(n)
}
