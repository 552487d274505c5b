import { escapeHtml as esc } from './html-escape.js'
import { buildHistoryData, cellVerdict, type HistoryData, type HistoryInput, type HistoryLine, type HistoryModel } from './history-data.js'
import { HISTORY_SCRIPT, HISTORY_STYLE } from './history-assets.js'
import type { ReportRow } from './report-data.js'
import { fieldsTable, htmlPage, tile, type PageCounts } from './html-report.js'
import { REPORT_STYLE } from './report-assets.js'
import { formatPercent } from './summary-table.js'
import { truncate } from './pass-rate-chart.js'
import { writeOutputText, type OutputOptions } from '../utils/output-file.js'
import { costRoleLabel, formatBatchSaving, formatRoleCost, shownRoles, type CostSummary, type PriceTable } from '../results/cost.js'
import { tallyVerdicts } from '../results/result-verdict.js'

/** Options of {@link renderHistoryPage}. */
export interface HistoryPageOptions {
  /** Page title. @default 'Karenina run history' */
  title?: string
  /** Clock for the "generated" stamp. @default () => new Date() */
  now?: () => Date
  /** 1 − confidence of the pass-rate intervals. @default 0.05 */
  alpha?: number
  /** Prices over the shipped table, for each run's cost. */
  prices?: PriceTable
}

const VERDICT_LETTER = { pass: '✓', fail: '✗', error: '!', mixed: '~' } as const

function cellTitle(runLabel: string, cell: readonly ReportRow[]): string {
  return cell
    .map((row) => {
      const fields = row.fields.map((f) => `${f.name}: ${f.extracted} vs ${f.expected}`).join('; ')
      return `${runLabel}${row.replicate === null ? '' : ` rep ${row.replicate}`}: ${row.verdict} · judge ${row.parsing}${fields ? ` · ${fields}` : ''}${row.failure ? ` · ${row.failure.category}` : ''}`
    })
    .join('\n')
}

function timelineCell(data: HistoryData, line: HistoryLine, r: number): string {
  const cell = line.cells[r]!
  const verdict = cellVerdict(cell)
  if (verdict === null) return '<td class="cell none" data-verdict="none" title="not in this run">·</td>'
  const run = data.runs[r]!
  const marks = cell.map((row) => `<span class="mark ${row.verdict}">${VERDICT_LETTER[row.verdict]}</span>`).join('')
  return `<td class="cell" data-verdict="${verdict}" title="${esc(cellTitle(`run ${run.index} (${run.label})`, cell))}">${marks}</td>`
}

function lineDetail(data: HistoryData, line: HistoryLine): string {
  const entries = data.runs
    .map((run, r) => {
      const cell = line.cells[r]!
      if (cell.length === 0) return ''
      const results = cell
        .map(
          (row) =>
            `<div class="history-result"><span class="badge ${row.verdict}">${row.verdict}</span> judge <code>${esc(row.parsing)}</code>${row.replicate === null ? '' : ` · replicate ${row.replicate}`}` +
            `${row.failure ? `<div class="failure"><b>${esc(row.failure.category)}</b> at <code>${esc(row.failure.stage)}</code>: ${esc(truncate(row.failure.reason, 300))}</div>` : ''}` +
            `${fieldsTable(row, '<span class="empty-note">no template fields</span>')}</div>`,
        )
        .join('')
      return `<section><h3>run ${run.index} · ${esc(run.label)}${run.startedAt ? ` · ${esc(run.startedAt)} UTC` : ''}</h3>${results}</section>`
    })
    .join('')
  return `<tr class="detail" hidden><td colspan="${data.runs.length + 3}"><div class="detail-grid">${entries}</div></td></tr>`
}

function timelineRow(data: HistoryData, line: HistoryLine): string {
  const search = [line.questionId, line.questionText, line.answering].join('\n').toLowerCase()
  return (
    `<tr class="history-line" tabindex="0" aria-expanded="false" data-flipped="${line.flipped}" data-flaky="${line.flaky}" data-question="${esc(line.questionId)}" data-answering="${esc(line.answering)}" data-search="${esc(search)}">` +
    `<td class="q">${esc(line.questionText)}<div class="qid">${esc(line.questionId)}</div></td><td>${esc(line.answering)}</td>` +
    data.runs.map((_, r) => timelineCell(data, line, r)).join('') +
    `<td>${line.changes}${line.flaky ? ' <span class="tag flaky">flaky</span>' : line.flipped ? ' <span class="tag flipped">flipped</span>' : ''}</td></tr>` +
    lineDetail(data, line)
  )
}

const CHART = { width: 560, height: 190, left: 44, right: 16, top: 14, bottom: 30 }

/** One model's pass rate per run as inline SVG: a line through the rates, a Wilson interval bar per run. */
function modelChart(data: HistoryData, model: HistoryModel): string {
  const { width, height, left, right, top, bottom } = CHART
  const n = data.runs.length
  const x = (i: number) => left + (n === 1 ? (width - left - right) / 2 : (i * (width - left - right)) / (n - 1))
  const y = (rate: number) => top + (1 - rate) * (height - top - bottom)
  const grid = [0, 0.25, 0.5, 0.75, 1]
    .map((f) => `<line class="grid" x1="${left}" x2="${width - right}" y1="${y(f)}" y2="${y(f)}"/><text class="tick" x="${left - 6}" y="${y(f) + 3}" text-anchor="end">${f * 100}%</text>`)
    .join('')
  const ticks = data.runs.map((run, i) => `<text class="tick" x="${x(i).toFixed(1)}" y="${height - 10}" text-anchor="middle">${run.index}</text>`).join('')
  const present = model.points.map((p, i) => ({ p, i })).filter(({ p }) => p.counts.passRate !== null)
  const path = present.map(({ p, i }) => `${x(i).toFixed(1)},${y(p.counts.passRate!).toFixed(1)}`).join(' ')
  const points = present
    .map(({ p, i }) => {
      const run = data.runs[i]!
      const ci = p.ci!
      const label = `run ${run.index} (${run.label}): ${formatPercent(p.counts.passRate)} (${p.counts.passed}/${p.counts.total}), ${Math.round((1 - data.alpha) * 100)}% interval ${formatPercent(ci.lower)}–${formatPercent(ci.upper)}`
      return (
        `<g class="point" data-run="${run.index}" data-rate="${p.counts.passRate!.toFixed(4)}"><title>${esc(label)}</title>` +
        `<line class="interval" x1="${x(i).toFixed(1)}" x2="${x(i).toFixed(1)}" y1="${y(ci.upper).toFixed(1)}" y2="${y(ci.lower).toFixed(1)}"/>` +
        `<circle cx="${x(i).toFixed(1)}" cy="${y(p.counts.passRate!).toFixed(1)}" r="4.5"/></g>`
      )
    })
    .join('')
  const latest = present.at(-1)?.p
  return (
    `<figure class="history-model" data-model="${esc(model.name)}"><figcaption><b title="${esc(model.name)}">${esc(truncate(model.name, 48))}</b>` +
    `<span class="latest">${latest ? `latest ${formatPercent(latest.counts.passRate)} [${formatPercent(latest.ci!.lower)}–${formatPercent(latest.ci!.upper)}]` : ''}</span></figcaption>` +
    `<svg class="chart history-chart" xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" role="img" aria-label="${esc(`Pass rate of ${model.name} per run`)}">` +
    `${grid}${ticks}<polyline class="trend" points="${path}"/>${points}</svg></figure>`
  )
}

function runsTable(data: HistoryData): string {
  const rows = data.runs
    .map((run) => {
      const counts = tallyVerdicts(run.rows.map((row) => row.verdict))
      return `<tr class="run"><td>${run.index}</td><td>${esc(run.label)}</td><td>${run.startedAt ? `${esc(run.startedAt)} UTC` : '—'}</td><td class="qid">${run.sources.map(esc).join('<br>')}</td><td>${counts.total}</td><td>${formatPercent(counts.passRate)}</td>${costCell(run.cost)}</tr>`
    })
    .join('')
  return `<table id="runs-table"><thead><tr><th>#</th><th>run</th><th>started</th><th>files</th><th>results</th><th>pass rate</th><th>cost (USD)</th></tr></thead><tbody>${rows}</tbody></table>`
}

/** A run's total cost, with the cost per role (and any batch saving) below it. */
function costCell(cost: CostSummary): string {
  if (cost.total.tokens === 0) return '<td class="cost">—</td>'
  const roles = shownRoles(cost).map((role) => `${costRoleLabel(role)} ${formatRoleCost(cost.roles[role])}`)
  const batch = formatBatchSaving(cost.total)
  return `<td class="cost"><b>${esc(formatRoleCost(cost.total))}</b><div class="qid">${esc(roles.join(' · '))}${batch === null ? '' : `<br>${esc(batch)}`}</div></td>`
}

/**
 * Many runs of a benchmark as one self-contained HTML page (inline CSS, script and SVG; nothing fetched):
 * the runs in time order, per answering model the pass rate per run with Wilson intervals, and per question ×
 * model a timeline of verdicts whose row opens to each run's judge and extracted fields vs ground truth,
 * filterable to flipped or flaky questions. Everything from the files is escaped.
 * @example
 * await writeFile('history.html', renderHistoryPage(files.map((f) => ({ set: loaded[f], source: f }))))
 */
export function renderHistoryPage(inputs: readonly HistoryInput[], options: HistoryPageOptions = {}): string {
  const data = buildHistoryData(inputs, { alpha: options.alpha ?? 0.05, ...(options.prices ? { prices: options.prices } : {}) })
  const title = options.title ?? 'Karenina run history'
  const flipped = data.lines.filter((l) => l.flipped).length
  const flaky = data.lines.filter((l) => l.flaky).length
  const questions = new Set(data.lines.map((l) => l.questionId)).size
  const counts: PageCounts = [[data.runs.length, 'run'], [questions, 'question'], [data.models.length, 'answering model']]
  const modelOptions = data.models.map((m) => `<option value="${esc(m.name)}">${esc(m.name)}</option>`).join('')
  const runHeads = data.runs.map((run) => `<th class="run-head" title="${esc(`${run.label}${run.startedAt ? ` · ${run.startedAt} UTC` : ''}`)}">${run.index}</th>`).join('')
  const body = `<section class="tiles" id="overview">
${tile('', String(data.runs.length), 'runs')}${tile('', String(data.lines.length), 'question × model')}${tile('fail', String(flipped), 'flipped')}${tile('error', String(flaky), 'flaky')}
</section>
<section class="card" id="runs"><h2>Runs, oldest first</h2>${runsTable(data)}</section>
<section class="card" id="pass-rates"><h2>Pass rate per answering model over the runs (${Math.round((1 - data.alpha) * 100)}% Wilson intervals)</h2><div class="history-charts">${data.models.map((m) => modelChart(data, m)).join('') || '<p class="empty-note">No results.</p>'}</div></section>
<section class="card" id="timeline"><h2>Verdicts per question over the runs</h2>
<div class="filters">
<input id="filter-text" type="search" placeholder="Filter by question or model…" aria-label="Text filter">
<select id="filter-change" aria-label="Change filter"><option value="all">all questions</option><option value="flipped">flipped (verdict changed)</option><option value="flaky">flaky (back and forth, or replicates disagree)</option></select>
<select id="filter-model" aria-label="Model filter"><option value="all">all models</option>${modelOptions}</select>
<span class="count" id="filter-count">${data.lines.length} of ${data.lines.length} rows</span>
</div>
<table id="timeline-table"><thead><tr><th>question</th><th>answering model</th>${runHeads}<th>changes</th></tr></thead>
<tbody>${data.lines.map((line) => timelineRow(data, line)).join('')}</tbody></table>
<p class="empty-note" id="no-match" hidden>No row matches the filters.</p>
</section>`
  const footer =
    'Self-contained history written by karenina: no network access needed. ✓ pass · ✗ fail · ! error (could not be judged) · one mark per result (replicates, judges); hover a cell for the judge and extracted values, click a row for details.'
  return htmlPage({ title, counts, now: options.now, style: REPORT_STYLE + HISTORY_STYLE, body, footer, script: HISTORY_SCRIPT })
}

/** Writes {@link renderHistoryPage} to a file (atomically; a device or FIFO in place; `output.inputs` refused). */
export async function writeHistoryPage(path: string, inputs: readonly HistoryInput[], options: HistoryPageOptions = {}, output: OutputOptions = {}): Promise<void> {
  await writeOutputText(path, renderHistoryPage(inputs, options), output)
}
