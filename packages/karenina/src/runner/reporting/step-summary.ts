import { appendFile } from '../../utils/lazy-node.js'
import { answeringModel } from '../../results/result-metadata.js'
import { failureNote, percent, type JudgedResult } from './run-summary.js'
import { costByRole, costRoleLabel, formatBatchSaving, formatRoleCost, shownRoles, type CostSummary } from '../../results/cost.js'

/** Options of {@link renderStepSummary}. */
export interface StepSummaryOptions {
  /** Where the results were written (shown under the heading). */
  resultsFile?: string | null
  /** Failing results listed. @default 50 */
  maxFailures?: number
  /** The results' cost per role (a collector's `cost`). @default from each result's `usage_metadata`, at the shipped prices */
  cost?: CostSummary
}

// A table cell: pipes and line breaks would end the cell or the row.
const cell = (text: string) => text.replace(/\\/g, '\\\\').replace(/\|/g, '\\|').replace(/\r?\n/g, ' ')

/**
 * The run summary as GitHub-flavoured Markdown, for `$GITHUB_STEP_SUMMARY`: pass rate per answering model
 * and the failing questions.
 */
export function renderStepSummary(judged: readonly JudgedResult[], options: StepSummaryOptions = {}): string {
  const total = judged.length
  const passed = judged.filter((j) => j.pass).length
  const lines = [`### Karenina: ${passed}/${total} passed (${percent(passed, total)})`, '']
  if (options.resultsFile) lines.push(`Results: \`${options.resultsFile}\``, '')
  if (total === 0) return lines.join('\n')

  lines.push('| Answering model | Passed | Total | Pass rate |', '| --- | ---: | ---: | ---: |')
  for (const [model, rows] of Map.groupBy(judged, (j) => answeringModel(j.result.metadata))) {
    const passed = rows.filter((j) => j.pass).length
    lines.push(`| ${cell(model)} | ${passed} | ${rows.length} | ${percent(passed, rows.length)} |`)
  }

  const cost = options.cost ?? costByRole(judged.map((j) => j.result))
  if (cost.total.tokens > 0) {
    lines.push('', '| Cost | Tokens | USD |', '| --- | ---: | ---: |')
    for (const role of shownRoles(cost)) lines.push(`| ${costRoleLabel(role)} | ${cost.roles[role].tokens} | ${cell(formatRoleCost(cost.roles[role]))} |`)
    lines.push(`| **total** | ${cost.total.tokens} | ${cell(formatRoleCost(cost.total))} |`)
    const batch = formatBatchSaving(cost.total)
    if (batch !== null) lines.push('', `Batch price: ${batch}.`)
  }

  const failing = judged.filter((j) => !j.pass)
  if (failing.length > 0) {
    const max = options.maxFailures ?? 50
    lines.push('', `**Failing (${failing.length})**`, '', '| Question | Answering model | Why |', '| --- | --- | --- |')
    for (const { result } of failing.slice(0, max)) {
      const rep = result.metadata.replicate !== null ? ` #${result.metadata.replicate}` : ''
      lines.push(`| ${cell(result.metadata.question_id + rep)} | ${cell(answeringModel(result.metadata))} | ${cell(failureNote(result))} |`)
    }
    if (failing.length > max) lines.push('', `… and ${failing.length - max} more`)
  }
  return lines.join('\n')
}

/**
 * Under GitHub Actions (env `GITHUB_STEP_SUMMARY` names the job's summary file) appends the run's Markdown
 * summary to it, as vitest's github-actions reporter does with annotations. Returns the file written, or
 * null outside Actions. A file that cannot be written is reported on stderr, not thrown: the results file
 * is what counts.
 */
export async function appendStepSummary(
  judged: readonly JudgedResult[],
  options: StepSummaryOptions & { env?: Readonly<Record<string, string | undefined>> } = {},
): Promise<string | null> {
  const file = (options.env ?? process.env)['GITHUB_STEP_SUMMARY']?.trim()
  if (!file) return null
  try {
    await appendFile(file, `${renderStepSummary(judged, options)}\n\n`)
    return file
  } catch (error) {
    process.stderr.write(`karenina: could not append the run summary to GITHUB_STEP_SUMMARY (${file}): ${(error as Error).message}\n`)
    return null
  }
}
