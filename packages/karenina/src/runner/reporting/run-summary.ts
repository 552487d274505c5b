import { appendFile } from '../../utils/lazy-node.js'
import { answeringModel } from '../../results/result-metadata.js'
import { traitScoreAverages, tokenUsage } from '../../results/summaries.js'
import type { VerificationResult } from '../../results/verification-result.js'
import { formatCount } from '../../report/format-count.js'
import { costByRole, costRoleLabel, formatBatchSaving, formatCost, formatRoleCost, shownRoles, type CostSummary } from '../../results/cost.js'
import { formatReplicateSummary } from '../../report/replicate-summary.js'

/** A result with the verdict its test gave it. */
export interface JudgedResult {
  result: VerificationResult
  /** Karenina's verdict under the test's criteria (a wrong answer asserted with `.not` is still `false`). */
  pass: boolean
  /** The test's title: names the result in the failing list. @default the question id */
  title?: string
  /** The answering model as the user wrote it. @default the result's `interface:model_name` */
  model?: string
  /** The assertion was negated (`.not`): a failed verdict is what the test expected. */
  negated?: boolean
}

const modelOf = (j: JudgedResult) => j.model ?? answeringModel(j.result.metadata)
const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`

/**
 * The header's tally, worded so it agrees with the test runner's: wrong answers asserted with `.not` are
 * expected failures (their tests passed), right answers asserted with `.not` made their tests fail.
 */
function tally(judged: readonly JudgedResult[]): string {
  const passed = judged.filter((j) => j.pass).length
  const expected = judged.filter((j) => !j.pass && j.negated).length
  const failed = judged.length - passed - expected
  const parts = [`${passed} passed`]
  if (failed > 0 || expected === 0) parts.push(`${failed} failed`)
  if (expected > 0) {
    parts.push(`${plural(expected, 'wrong answer')}, ${expected === 1 ? 'asserted' : expected === 2 ? 'both asserted' : 'all asserted'} with .not`)
  }
  const unexpected = judged.filter((j) => j.pass && j.negated).length
  if (unexpected > 0) parts.push(`${unexpected} passed but asserted with .not (${unexpected === 1 ? 'its test' : 'their tests'} failed)`)
  return parts.join(', ')
}

/** A share as a percentage with one decimal; '—' of nothing. */
export const percent = (n: number, d: number) => (d === 0 ? '—' : `${((100 * n) / d).toFixed(1)}%`)

/** Why a result failed its test, in a few words. */
export function failureNote(result: VerificationResult): string {
  const failure = result.metadata.failure
  if (failure === null) return result.template?.verify_result === false ? 'wrong answer' : 'expectation not met'
  if (failure.category === 'content') return 'wrong answer'
  if (failure.category === 'parsing') return 'judge produced no valid object'
  return `${failure.category} at ${failure.stage}`
}

/** Options of {@link renderRunSummary}. */
export interface RunSummaryOptions {
  /** Where the results were written (shown in the header). */
  resultsFile?: string | null
  /** Failing results listed by name. @default 10 (the step summary: 50) */
  maxFailures?: number
  /** The results' cost per role, when their views keep no usage. @default from each result's `usage_metadata`, at the shipped prices */
  cost?: CostSummary
}

/**
 * The compact run summary a reporter prints: pass rate per answering model, failing questions, trait
 * averages and token totals.
 */
export function renderRunSummary(judged: readonly JudgedResult[], options: RunSummaryOptions = {}): string {
  const total = judged.length
  const passed = judged.filter((j) => j.pass).length
  const where = options.resultsFile ? ` → ${options.resultsFile}` : ''
  const lines = [`Karenina: ${total} result${total === 1 ? '' : 's'}, ${tally(judged)} (${percent(passed, total)})${where}`]
  if (total === 0) return lines.join('\n')

  const byModel = Map.groupBy(judged, modelOf)
  const width = Math.max(...[...byModel.keys()].map((k) => k.length))
  for (const [model, rows] of byModel) {
    const passed = rows.filter((j) => j.pass).length
    lines.push(`  ${model.padEnd(width)}  ${passed}/${rows.length} passed (${percent(passed, rows.length)})`)
  }

  const max = options.maxFailures ?? 10
  const list = (heading: string, mark: string, entries: readonly JudgedResult[]) => {
    if (entries.length === 0) return
    lines.push(`  ${heading}:`)
    for (const j of entries.slice(0, max)) {
      const { result } = j
      // A test title already names the replicate (`q1 #2`); a bare question id does not.
      const rep = j.title === undefined && result.metadata.replicate !== null ? ` #${result.metadata.replicate}` : ''
      const note = j.pass ? 'passed, but the test asserted .not' : failureNote(result)
      lines.push(`    ${mark} ${j.title ?? result.metadata.question_id}${rep} (${modelOf(j)}): ${note}`)
    }
    if (entries.length > max) lines.push(`    … and ${entries.length - max} more`)
  }
  list('Failing', '✗', judged.filter((j) => !j.pass !== (j.negated === true)))
  list('Expected failures (asserted with .not)', '○', judged.filter((j) => !j.pass && j.negated === true))

  const results = judged.map((j) => j.result)
  const traits = traitScoreAverages(results)
  if (traits.length > 0) {
    const shown = traits.map((t) => {
      const name = t.metric_name ? `${t.trait_name}.${t.metric_name}` : t.trait_name
      return `${name} ${t.mean.toFixed(2)} (n=${t.count})`
    })
    lines.push(`  Traits: ${shown.join(', ')}`)
  }
  const tokens = tokenUsage(results).total
  if (tokens.total_tokens > 0) {
    lines.push(`  Tokens: ${formatCount(tokens.input_tokens)} in, ${formatCount(tokens.output_tokens)} out (${formatCount(tokens.total_tokens)} total)`)
  }
  const cost = formatCost(options.cost ?? costByRole(results))
  if (cost !== null) lines.push(`  Cost: ${cost}`)
  // pass@k, pass^k and flaky questions per model as the reporter names it (the results' own verdicts).
  const models = new Map(judged.map((j) => [j.result, modelOf(j)]))
  lines.push(...formatReplicateSummary(results, { modelOf: (result) => models.get(result)!, maxFlaky: 10 }))
  return lines.join('\n')
}

/** Options of {@link renderStepSummary}: those of the text summary. */
export type StepSummaryOptions = RunSummaryOptions

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
