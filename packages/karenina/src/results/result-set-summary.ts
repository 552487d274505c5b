import { compareCodePoints } from '../compat/compare-code-points.js'
import { pyTruthy } from '../compat/py-truthy.js'
import { comboKey } from './model-keys.js'
import { answeringModel, parsingModel } from './result-metadata.js'
import { SCORE_FIELDS, type TraitScoreKind } from './result-rubric.js'
import { median, mean, numberOrNull, populationStd, sampleStd } from './stats.js'
import type { VerificationResult } from './verification-result.js'

type KindCounts = Record<TraitScoreKind, { count: number }>

/** Token statistics of `get_summary()` (`*_std` are population standard deviations). */
export type SummaryTokens = ReturnType<typeof tokenStats>['tokens']

/** Pass counts of one model combination (or overall). `pass_pct` is 0–100. */
export type PassStats = NonNullable<ResultSetSummary['template_pass_overall']>

/** Karenina's `VerificationResultSet.get_summary()` (spec 04 §6.4), keys as in Karenina. */
export type ResultSetSummary = ReturnType<typeof summarizeResultSet>

const sum = (values: readonly number[]) => values.reduce((a, b) => a + b, 0)
const pct = (part: number, total: number) => (total > 0 ? (part / total) * 100 : 0)

function stageTokens(usage: Record<string, Record<string, unknown>>, stage: string): [number | null, number | null] {
  const entry = usage[stage]
  if (!entry) return [null, null]
  // Karenina: `.get("input_tokens", 0)`, counted when a valid number; truncated like `int()`.
  const get = (key: string) => (Object.hasOwn(entry, key) ? numberOrNull(entry[key]) : 0)
  const inp = get('input_tokens')
  const out = get('output_tokens')
  return [inp === null ? null : Math.trunc(inp), out === null ? null : Math.trunc(out)]
}

function tokenStats(results: readonly VerificationResult[], numWithJudgment: number) {
  const totalIn: number[] = []
  const totalOut: number[] = []
  const templateIn: number[] = []
  const templateOut: number[] = []
  const rubricIn: number[] = []
  const rubricOut: number[] = []
  const byCombo = new Map<string, { input: number; output: number }>()
  for (const r of results) {
    const usage = r.template?.usage_metadata
    if (!usage || Object.keys(usage).length === 0) continue
    if (Object.hasOwn(usage, 'total')) {
      const [inp, out] = stageTokens(usage, 'total')
      const key = comboKey(r)
      const combo = () => byCombo.get(key) ?? byCombo.set(key, { input: 0, output: 0 }).get(key)!
      if (inp !== null) {
        totalIn.push(inp)
        combo().input += inp
      }
      if (out !== null) {
        totalOut.push(out)
        combo().output += out
      }
    }
    let tIn = 0
    let tOut = 0
    for (const stage of ['answer_generation', 'parsing']) {
      const [inp, out] = stageTokens(usage, stage)
      tIn += inp ?? 0
      tOut += out ?? 0
    }
    if (tIn > 0 || tOut > 0) {
      templateIn.push(tIn)
      templateOut.push(tOut)
    }
    const [rIn, rOut] = stageTokens(usage, 'rubric_evaluation')
    if (rIn !== null && rIn > 0) rubricIn.push(rIn)
    if (rOut !== null && rOut > 0) rubricOut.push(rOut)
  }
  const std = (v: number[]) => populationStd(v) ?? 0
  const med = (v: number[]) => median(v) ?? 0
  // Always 0 when judgment results exist (Karenina reads a field that does not exist), else null.
  const dj: number | null = numWithJudgment > 0 ? 0 : null
  const tokens = {
    total_input: sum(totalIn),
    total_input_std: std(totalIn),
    total_output: sum(totalOut),
    total_output_std: std(totalOut),
    template_input: sum(templateIn),
    template_input_std: std(templateIn),
    template_output: sum(templateOut),
    template_output_std: std(templateOut),
    rubric_input: sum(rubricIn),
    rubric_input_std: std(rubricIn),
    rubric_output: sum(rubricOut),
    rubric_output_std: std(rubricOut),
    deep_judgment_input: dj,
    deep_judgment_input_std: dj,
    deep_judgment_output: dj,
    deep_judgment_output_std: dj,
    median_per_question_input: med(totalIn),
    median_per_question_input_std: std(totalIn),
    median_per_question_output: med(totalOut),
    median_per_question_output_std: std(totalOut),
  }
  const tokensByCombo = Object.fromEntries([...byCombo].map(([k, s]) => [k, { input: s.input, output: s.output, total: s.input + s.output }]))
  return { tokens, tokensByCombo }
}

function rubricTraits(results: readonly VerificationResult[], numQuestions: number) {
  const evaluated = results.filter((r) => r.rubric?.rubric_evaluation_performed)
  if (evaluated.length === 0) return null
  const traitQuestions = new Map<string, Set<string>>()
  for (const r of evaluated) {
    for (const [, field] of SCORE_FIELDS) {
      for (const name of Object.keys(r.rubric![field] ?? {})) {
        const qs = traitQuestions.get(name) ?? traitQuestions.set(name, new Set()).get(name)!
        qs.add(r.metadata.question_id)
      }
    }
  }
  const isGlobal = (name: string) => traitQuestions.get(name)!.size === numQuestions
  const zero = (): KindCounts => ({ llm: { count: 0 }, regex: { count: 0 }, callable: { count: 0 }, metric: { count: 0 }, agentic: { count: 0 } })
  const global = zero()
  const specific = zero()
  for (const r of evaluated) {
    for (const [kind, field] of SCORE_FIELDS) {
      for (const name of Object.keys(r.rubric![field] ?? {})) (isGlobal(name) ? global : specific)[kind].count++
    }
  }
  return { global_traits: global, question_specific_traits: specific }
}

/** Verified results per group: how many, and how many passed (`verify_result` truthy, as Python's `if`). */
function passCounts<K>(verified: readonly VerificationResult[], key: (r: VerificationResult) => K) {
  const counts = [...Map.groupBy(verified, key)].map(([k, list]) => {
    const passed = list.filter((r) => pyTruthy(r.template!.verify_result)).length
    return [k, { total: list.length, passed }] as const
  })
  return new Map(counts)
}

function templatePass(results: readonly VerificationResult[]) {
  const verified = results.filter((r) => r.template?.template_verification_performed)
  if (verified.length === 0) return { byCombo: null, overall: null }
  const combos = passCounts(verified, comboKey)
  const byCombo = Object.fromEntries([...combos].map(([k, s]) => [k, { ...s, pass_pct: pct(s.passed, s.total) }]))
  const passed = sum([...combos.values()].map((s) => s.passed))
  return { byCombo, overall: { total: verified.length, passed, pass_pct: pct(passed, verified.length) } }
}

function replicateStats(results: readonly VerificationResult[], replicates: Set<number>) {
  if (replicates.size <= 1) return null
  const verified = results.filter((r) => r.template?.template_verification_performed && r.metadata.replicate !== null)
  const reps = passCounts(verified, (r) => r.metadata.replicate!)
  if (reps.size === 0) return null
  const rates = [...reps.values()].map((s) => (s.total > 0 ? s.passed / s.total : 0))
  return {
    replicate_pass_rates: Object.fromEntries(
      [...reps].map(([rep, s]) => [String(rep), { ...s, pass_pct: pct(s.passed, s.total), pass_rate: s.total > 0 ? s.passed / s.total : 0 }]),
    ),
    replicate_summary: { mean: mean(rates)!, std: sampleStd(rates) ?? 0 },
  }
}

function toolUsage(results: readonly VerificationResult[]) {
  const totals = new Map<string, number>()
  const traces = new Map<string, number>()
  let withTools = 0
  for (const r of results) {
    const counts = r.template?.agent_metrics?.tool_call_counts
    if (typeof counts !== 'object' || counts === null || Object.keys(counts).length === 0) continue
    withTools++
    for (const [tool, n] of Object.entries(counts)) {
      totals.set(tool, (totals.get(tool) ?? 0) + (numberOrNull(n) ?? 0))
      traces.set(tool, (traces.get(tool) ?? 0) + 1)
    }
  }
  if (withTools === 0) return null
  const names = [...totals.keys()].sort(compareCodePoints)
  return {
    // Karenina divides by every trace with tools, not by the traces using this tool.
    tools: Object.fromEntries(names.map((n) => [n, { total_calls: totals.get(n)!, traces_using: traces.get(n)!, avg_calls_per_trace: totals.get(n)! / withTools }])),
    total_traces_with_tools: withTools,
    total_tool_calls: sum([...totals.values()]),
  }
}

function traceLengths(results: readonly VerificationResult[]) {
  const iterations = results.map((r) => numberOrNull(r.template?.agent_metrics?.iterations)).filter((n): n is number => n !== null)
  if (iterations.length === 0) return null
  return {
    median_iterations: median(iterations)!,
    mean_iterations: mean(iterations)!,
    std_iterations: populationStd(iterations)!,
    min_iterations: Math.min(...iterations),
    max_iterations: Math.max(...iterations),
    num_traces: iterations.length,
  }
}

/** Karenina's `get_summary()` over results (spec 04 §6.4), read once into a list (one pass per figure). */
export function summarizeResultSet(input: Iterable<VerificationResult>) {
  const results = [...input]
  const questions = new Set(results.map((r) => r.metadata.question_id))
  const replicates = new Set(results.map((r) => r.metadata.replicate).filter((n): n is number => n !== null))
  const numWithTemplate = results.filter((r) => r.template?.template_verification_performed).length
  const numWithJudgment = results.filter((r) => r.deep_judgment?.deep_judgment_performed).length
  const { tokens, tokensByCombo } = tokenStats(results, numWithJudgment)
  const completion = [...Map.groupBy(results, comboKey)].map(([k, list]) => {
    const completed = list.filter((r) => r.metadata.failure === null).length
    return [k, { total: list.length, completed, completion_pct: pct(completed, list.length) }] as const
  })
  const pass = templatePass(results)
  return {
    num_results: results.length,
    num_completed: results.filter((r) => r.metadata.failure === null).length,
    num_with_template: numWithTemplate,
    num_with_rubric: results.filter((r) => r.rubric?.rubric_evaluation_performed).length,
    num_with_judgment: numWithJudgment,
    num_questions: questions.size,
    num_models: new Set(results.map((r) => answeringModel(r.metadata))).size,
    num_parsing_models: new Set(results.map((r) => parsingModel(r.metadata))).size,
    num_replicates: replicates.size,
    total_execution_time: sum(results.map((r) => r.metadata.execution_time)),
    tokens,
    tokens_by_combo: tokensByCombo,
    completion_by_combo: Object.fromEntries(completion),
    rubric_traits: rubricTraits(results, questions.size),
    template_pass_by_combo: pass.byCombo,
    template_pass_overall: pass.overall,
    replicate_stats: numWithTemplate === 0 ? null : replicateStats(results, replicates),
    tool_usage_stats: toolUsage(results),
    trace_length_stats: traceLengths(results),
  }
}
