import { escapeHtml } from './html-escape.js'
import { truncate } from './pass-rate-chart.js'
import type { ReportData } from './report-data.js'

const CELL_W = 64
const CELL_H = 30
const CHAR = 7

/** Fill of a cell: red → green with the pass share; amber when every result of the cell errored. */
function cellFill(passed: number, errors: number, total: number): string {
  if (total === 0) return 'var(--empty)'
  if (errors === total) return 'var(--error)'
  const share = passed / total
  return `hsl(${Math.round(share * 130)} 58% ${share === 1 ? 40 : 50}%)`
}

/**
 * A heat map of verdicts, questions down and answering model × judge across, as inline SVG: each cell is
 * coloured by the share of passing results (replicates pooled) and labelled `passed/total`; hovering shows
 * the question and the models. Clicking a cell (with the page script) filters the table to it.
 * @example
 * renderVerdictMatrix(buildReportData(results))
 */
export function renderVerdictMatrix(data: ReportData): string {
  // Columns in first-appearance order, each with its rows per question (replicates pooled).
  const columns = [...Map.groupBy(data.rows, (row) => JSON.stringify([row.answering, row.parsing])).values()].map((rows) => ({
    answering: rows[0]!.answering,
    parsing: rows[0]!.parsing,
    byQuestion: Map.groupBy(rows, (row) => row.questionId),
  }))
  const judgeCount = new Set(columns.map((c) => c.parsing)).size
  const columnLabel = (c: { answering: string; parsing: string }) => (judgeCount > 1 ? `${c.answering} ⟶ ${c.parsing}` : c.answering)
  const questions = data.byQuestion
  const labelWidth = Math.min(40, Math.max(10, ...questions.map((q) => [...q.text].length))) * CHAR + 12
  const headerHeight = Math.min(30, Math.max(8, ...columns.map((c) => [...columnLabel(c)].length))) * 4 + 16
  const width = labelWidth + columns.length * CELL_W + 20 + headerHeight * 0.8
  const height = headerHeight + questions.length * CELL_H + 10
  const headers = columns
    .map((c, i) => {
      const x = labelWidth + i * CELL_W + CELL_W / 2
      const label = columnLabel(c)
      return `<text class="col-label" transform="translate(${x} ${headerHeight - 8}) rotate(-35)"><title>${escapeHtml(label)}</title>${escapeHtml(truncate(label, 30))}</text>`
    })
    .join('')
  const body = questions
    .map((q, r) => {
      const y = headerHeight + r * CELL_H
      const label = `<text class="row-label" x="${labelWidth - 8}" y="${y + CELL_H / 2 + 4}" text-anchor="end"><title>${escapeHtml(q.name)}: ${escapeHtml(q.text)}</title>${escapeHtml(truncate(q.text, 40))}</text>`
      const row = columns
        .map((c, i) => {
          const rows = c.byQuestion.get(q.name)
          const x = labelWidth + i * CELL_W
          if (!rows) return `<rect class="cell empty" x="${x + 2}" y="${y + 2}" width="${CELL_W - 4}" height="${CELL_H - 4}" rx="4"/>`
          const count = (verdict: string) => rows.filter((row) => row.verdict === verdict).length
          const cell = { passed: count('pass'), errors: count('error'), total: rows.length }
          const tip = `${q.text}\n${c.answering} judged by ${c.parsing}: ${cell.passed} of ${cell.total} passed${cell.errors ? `, ${cell.errors} errors` : ''}`
          return (
            `<g class="cell" data-question="${escapeHtml(q.name)}" data-answering="${escapeHtml(c.answering)}" data-parsing="${escapeHtml(c.parsing)}">` +
            `<rect x="${x + 2}" y="${y + 2}" width="${CELL_W - 4}" height="${CELL_H - 4}" rx="4" style="fill:${cellFill(cell.passed, cell.errors, cell.total)}"><title>${escapeHtml(tip)}</title></rect>` +
            `<text x="${x + CELL_W / 2}" y="${y + CELL_H / 2 + 4}" text-anchor="middle">${cell.passed}/${cell.total}</text></g>`
          )
        })
        .join('')
      return label + row
    })
    .join('')
  return (
    `<svg class="chart verdict-matrix" xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${Math.ceil(width)} ${height}" width="${Math.ceil(width)}" role="img" aria-label="Verdicts per question and model">` +
    `<title>Verdicts per question and model</title>${headers}${body}</svg>`
  )
}
