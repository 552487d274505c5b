/** Column alignment of {@link formatTextTable}. */
export type Align = 'left' | 'right'

/** Display width of plain text: code points (wide characters are rare in model names and ids). */
const width = (text: string): number => [...text].length

/**
 * A plain-text table: a header row, a rule, the rows, optionally a rule and a footer row. Cells are padded
 * to the widest value of their column; numbers read best right-aligned.
 * @example
 * formatTextTable(['model', 'pass'], [['gpt', '3']], { align: ['left', 'right'] })
 */
export function formatTextTable(
  headers: readonly string[],
  rows: readonly (readonly string[])[],
  options: { align?: readonly Align[]; footer?: readonly string[]; indent?: string } = {},
): string {
  const all = [headers, ...rows, ...(options.footer ? [options.footer] : [])]
  const widths = headers.map((_, col) => Math.max(...all.map((row) => width(row[col] ?? ''))))
  const line = (row: readonly string[]) =>
    (options.indent ?? '') +
    row
      .map((cell, col) => {
        const pad = ' '.repeat(widths[col]! - width(cell))
        return options.align?.[col] === 'right' ? pad + cell : cell + pad
      })
      .join('  ')
      .trimEnd()
  const rule = (options.indent ?? '') + widths.map((w) => '─'.repeat(w)).join('  ')
  const out = [line(headers), rule, ...rows.map(line)]
  if (options.footer) out.push(rule, line(options.footer))
  return out.join('\n')
}
