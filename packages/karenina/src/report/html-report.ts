import type { VerificationResult } from '../results/verification-result.js'
import { escapeHtml as esc } from './html-escape.js'
import { renderPassRateChart } from './pass-rate-chart.js'
import { renderScenarioPaths } from './scenario-paths.js'
import { buildReportData, type ReportData, type ReportRow } from './report-data.js'
import { REPORT_SCRIPT, REPORT_STYLE } from './report-assets.js'
import { formatPercent } from './summary-table.js'
import { renderVerdictMatrix } from './verdict-matrix.js'
import { redactResultErrors } from '../results/redact-result.js'
import type { ResultsDiff } from '../results-diff/diff-results.js'
import { renderBaselineSection } from './baseline-section.js'
import { formatCount } from './format-count.js'
import { costByRole, costRoleLabel, DEFAULT_PRICES_DATE, formatBatchSaving, formatRoleCost, shownRoles, withPrices, type PriceTable, type RoleCost } from '../results/cost.js'
import { renderReplicateSection } from './replicate-summary.js'
import { writeOutputText, type OutputOptions } from '../utils/output-file.js'

/** Options of {@link renderHtmlReport}. */
export interface HtmlReportOptions {
  /** Page title. @default 'Karenina verification report' */
  title?: string
  /** A line under the title (e.g. the checkpoint and run name). @default none */
  subtitle?: string
  /** Clock for the "generated" stamp. @default () => new Date() */
  now?: () => Date
  /** A comparison with a baseline run (`diffResults(baseline, these results)`), shown after the headline. */
  baseline?: ResultsDiff
  /** Prices over the shipped table for the cost section (README "Cost per role and budgets"). */
  prices?: PriceTable
}

/** Cost per role (answering, judging, rubric, …): a model without a price makes its role's cost "unknown". */
function costSection(results: readonly VerificationResult[], prices: PriceTable | undefined): string {
  const cost = costByRole(results, { prices: withPrices(prices) })
  if (cost.total.tokens === 0) return ''
  const row = (label: string, role: RoleCost) => `<tr><td>${esc(label)}</td><td>${esc(formatCount(role.tokens))}</td><td>${esc(formatRoleCost(role))}</td></tr>`
  const rows = shownRoles(cost).map((role) => row(costRoleLabel(role), cost.roles[role]))
  const batch = formatBatchSaving(cost.total)
  return `<section class="card" id="cost"><h2>Cost per role</h2><table><thead><tr><th>role</th><th>tokens</th><th>cost (USD)</th></tr></thead><tbody>${rows.join('')}${row('total', cost.total)}</tbody></table><p class="empty-note">List prices${prices ? ' (with your overrides)' : ''}; shipped table of ${esc(DEFAULT_PRICES_DATE)}.${batch === null ? '' : ` Batch price: ${esc(batch)}.`}</p></section>\n`
}

/** One headline number of a page's overview. */
export function tile(kind: string, value: string, label: string): string {
  return `<div class="tile ${kind}"><b>${esc(value)}</b><span>${esc(label)}</span></div>`
}

/** A result's extracted fields against ground truth (`empty`: the markup when it has none). */
export function fieldsTable(row: ReportRow, empty = '<p class="empty-note">No template fields (rubric-only or not parsed).</p>'): string {
  if (row.fields.length === 0) return empty
  const body = row.fields
    .map((f) => {
      const mark = f.ok === null ? '<td>—</td>' : f.ok ? '<td class="ok">✓</td>' : '<td class="bad">✗</td>'
      return `<tr><td><code>${esc(f.name)}</code></td><td><code>${esc(f.extracted)}</code></td><td><code>${esc(f.expected)}</code></td>${mark}</tr>`
    })
    .join('')
  return `<table class="inner fields"><thead><tr><th>field</th><th>extracted</th><th>ground truth</th><th></th></tr></thead><tbody>${body}</tbody></table>`
}

function traitsTable(row: ReportRow): string {
  if (row.traits.length === 0) return '<p class="empty-note">No rubric scores.</p>'
  const body = row.traits.map((t) => `<tr><td>${esc(t.name)}</td><td>${esc(t.kind)}</td><td><code>${esc(t.score)}</code></td></tr>`).join('')
  return `<table class="inner traits"><thead><tr><th>trait</th><th>kind</th><th>score</th></tr></thead><tbody>${body}</tbody></table>`
}

function detail(row: ReportRow): string {
  const failure = row.failure
    ? `<div class="failure"><b>${esc(row.failure.category)}</b> at <code>${esc(row.failure.stage)}</code><br>${esc(row.failure.reason)}</div>`
    : '<p class="empty-note">No failure.</p>'
  const tokens = row.tokens ? `${formatCount(row.tokens.input)} in · ${formatCount(row.tokens.output)} out · ${formatCount(row.tokens.total)} total` : 'not reported'
  const reference = row.referenceAnswer === null ? '' : `<h3>Reference answer</h3><pre class="answer reference">${esc(row.referenceAnswer)}</pre>`
  return (
    `<tr class="detail" hidden><td colspan="7"><div class="detail-grid">` +
    `<section><h3>Question</h3><p>${esc(row.questionText)}</p><h3>Answer</h3><pre class="answer">${esc(row.answer)}</pre>${reference}</section>` +
    `<section><h3>Extracted fields vs ground truth</h3>${fieldsTable(row)}<h3 style="margin-top:14px">Rubric</h3>${traitsTable(row)}</section>` +
    `<section><h3>Failure</h3>${failure}<h3 style="margin-top:14px">Tokens</h3><p>${esc(tokens)}</p>` +
    `<h3>Run</h3><p class="qid">result ${esc(row.resultId)}<br>question ${esc(row.questionId)}${row.executionSeconds === null ? '' : `<br>${row.executionSeconds.toFixed(2)} s`}</p></section>` +
    `</div></td></tr>`
  )
}

function resultRow(row: ReportRow): string {
  const search = [row.questionId, row.questionText, row.answer, row.answering, row.parsing, row.failure?.reason ?? '', row.failure?.category ?? '']
    .join('\n')
    .toLowerCase()
  return (
    `<tr class="result" tabindex="0" aria-expanded="false" data-verdict="${row.verdict}" data-question="${esc(row.questionId)}" data-answering="${esc(row.answering)}" data-parsing="${esc(row.parsing)}" data-search="${esc(search)}">` +
    `<td><span class="badge ${row.verdict}">${row.verdict}</span></td>` +
    `<td class="q">${esc(row.questionText)}<div class="qid">${esc(row.questionId)}</div></td>` +
    `<td>${esc(row.answering)}</td><td>${esc(row.parsing)}</td>` +
    `<td>${row.replicate ?? ''}</td>` +
    `<td>${row.granularScore === null ? '' : row.granularScore.toFixed(2)}</td>` +
    `<td>${row.tokens ? formatCount(row.tokens.total) : ''}</td></tr>` +
    detail(row)
  )
}

function modelOptions(data: ReportData): string {
  const options = (names: string[]) => names.map((n) => `<option value="${esc(n)}">${esc(n)}</option>`).join('')
  return (
    `<option value="all">all models</option>` +
    `<optgroup label="answering models">${options(data.byAnsweringModel.map((g) => g.name))}</optgroup>` +
    `<optgroup label="judges">${options(data.byParsingModel.map((g) => g.name))}</optgroup>`
  )
}

/**
 * Karenina results as one self-contained HTML page (inline CSS, script and SVG charts; nothing fetched):
 * headline numbers, pass rate per answering model (and per judge when there are several), a heat map of
 * verdicts per question × model, and a filterable table of results whose rows open to the answer, the
 * extracted fields against ground truth, rubric scores, the failure reason and token usage.
 * @example
 * await writeFile('report.html', renderHtmlReport(results.results, { title: 'Oncology benchmark' }))
 */
export function renderHtmlReport(input: readonly VerificationResult[], options: HtmlReportOptions = {}): string {
  // Last line of defence: no credential an error message echoed reaches the page.
  const results = input.map(redactResultErrors)
  const data = buildReportData(results)
  const title = options.title ?? 'Karenina verification report'
  const o = data.overall
  const charts = [
    `<div>${renderPassRateChart(data.byAnsweringModel, 'Pass rate per answering model')}</div>`,
    data.byParsingModel.length > 1 ? `<div>${renderPassRateChart(data.byParsingModel, 'Pass rate per judge')}</div>` : '',
  ].join('')
  const counts: PageCounts = [[o.total, 'result'], [data.byQuestion.length, 'question'], [data.byAnsweringModel.length, 'answering model'], [data.byParsingModel.length, 'judge']]
  const body = `<section class="tiles" id="overview">
${tile('rate', formatPercent(o.passRate), 'pass rate')}${tile('pass', String(o.passed), 'passed')}${tile('fail', String(o.failed), 'failed')}${tile('error', String(o.errors), 'errors')}${tile('', formatCount(data.tokens.total), 'tokens')}
</section>
${costSection(results, options.prices)}${options.baseline ? `${renderBaselineSection(options.baseline)}\n` : ''}<section class="card" id="pass-rates"><h2>Pass rate per model</h2><div class="charts">${charts}</div></section>
${renderReplicateSection(results)}<section class="card" id="matrix"><h2>Verdicts per question and model</h2>${results.length > 0 ? renderVerdictMatrix(data) : '<p class="empty-note">No results.</p>'}</section>
${renderScenarioPaths(results)}<section class="card" id="results"><h2>Results</h2>
<div class="filters">
<input id="filter-text" type="search" placeholder="Filter by question, answer, model or failure…" aria-label="Text filter">
<select id="filter-verdict" aria-label="Verdict filter"><option value="all">all verdicts</option><option value="pass">pass</option><option value="fail">fail</option><option value="error">error</option></select>
<select id="filter-model" aria-label="Model filter">${modelOptions(data)}</select>
<button id="expand-all" type="button">expand / collapse</button>
<span class="count" id="filter-count">${o.total} of ${o.total} results</span>
</div>
<table id="results-table"><thead><tr><th>verdict</th><th>question</th><th>answering model</th><th>judge</th><th>rep</th><th>score</th><th>tokens</th></tr></thead>
<tbody>${data.rows.map(resultRow).join('')}</tbody></table>
<p class="empty-note" id="no-match" hidden>No result matches the filters.</p>
</section>`
  const footer = 'Self-contained report written by karenina: no network access needed. Verdicts: pass = no failure and the template did not fail; fail = judged wrong (content, abstention, auto-fail); error = could not be judged.'
  return htmlPage({ title, ...(options.subtitle ? { subtitle: options.subtitle } : {}), counts, now: options.now, style: REPORT_STYLE, body, footer, script: REPORT_SCRIPT })
}

/** The counts under a page's title, as `[count, noun]` (the noun takes an s unless the count is 1). */
export type PageCounts = readonly (readonly [number, string])[]

/** What {@link htmlPage} puts in the shared frame (trusted markup: `body`, `footer`, `style`, `script`). */
export interface PageParts {
  title: string
  subtitle?: string
  counts: PageCounts
  now: (() => Date) | undefined
  style: string
  body: string
  footer: string
  script: string
}

/** The frame of karenina's self-contained pages (the report and the history): head, title line, footer and script. */
export function htmlPage(page: PageParts): string {
  const generated = (page.now ?? (() => new Date()))().toISOString().replace('T', ' ').slice(0, 19)
  const counts = page.counts.map(([n, word]) => `${n} ${word}${n === 1 ? '' : 's'}`).join(' · ')
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'; script-src 'unsafe-inline'; img-src data:">
<title>${esc(page.title)}</title>
<style>${page.style}</style>
</head>
<body>
<header><h1>${esc(page.title)}</h1><div class="sub">${page.subtitle ? `${esc(page.subtitle)} · ` : ''}${esc(counts)} · generated ${esc(generated)} UTC</div></header>
<main>
${page.body}
</main>
<footer>${page.footer}</footer>
<script>${page.script}</script>
</body>
</html>
`
}

/** Writes {@link renderHtmlReport} to a file (atomically; a device or FIFO in place; `output.inputs` refused). */
export async function writeHtmlReport(path: string, results: readonly VerificationResult[], options: HtmlReportOptions = {}, output: OutputOptions = {}): Promise<void> {
  await writeOutputText(path, renderHtmlReport(results, options), output)
}
