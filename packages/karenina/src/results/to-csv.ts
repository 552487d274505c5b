import { PyFloat } from '../compat/py-float-value.js'
import { pyJsonDumps } from '../compat/py-json.js'
import { pyStr } from '../compat/py-str.js'

/** Options of `toCsv`. */
export interface ToCsvOptions<Row> {
  /** Columns in order. @default the keys of all rows, in first-appearance order */
  columns?: readonly (keyof Row & string)[]
  /** Line terminator. @default '\r\n' (Python's csv module) */
  lineTerminator?: string
}

/** One cell as Karenina's CSV writers render it: `str()` for scalars, JSON for lists and objects, '' for null. */
function cell(value: unknown): string {
  if (value === null || value === undefined) return ''
  if (typeof value === 'string') return value
  if (typeof value === 'number' || typeof value === 'boolean' || value instanceof PyFloat) return pyStr(value)
  return pyJsonDumps(value)
}

/** Python `csv.writer` minimal quoting: quote a field holding the delimiter, a quote or a line break. */
function quote(text: string): string {
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text
}

/** Renders plain row objects (summary or analysis rows) as CSV with a header line. */
export function toCsv<Row extends object>(rows: readonly Row[], options: ToCsvOptions<Row> = {}): string {
  const columns = options.columns ?? [...new Set(rows.flatMap((row) => Object.keys(row)))]
  const eol = options.lineTerminator ?? '\r\n'
  const lines = [columns.map((c) => quote(String(c))).join(',')]
  for (const row of rows) lines.push(columns.map((c) => quote(cell((row as Record<string, unknown>)[c]))).join(','))
  return lines.join(eol) + eol
}
