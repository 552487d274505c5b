import { compareCodePoints } from '../compat/compare-code-points.js'
import { pyTruthy } from '../compat/py-truthy.js'
import { comboKey } from './model-keys.js'
import { answeringModel, parsingModel } from './result-metadata.js'
import { median, mean, numberOrNull, populationStd, sampleStd } from './stats.js'
import type { VerificationResult } from './verification-result.js'

type TraitKind = 'llm' | 'regex' | 'callable' | 'metric' | 'agentic'
type KindCounts = Record<TraitKind, { count: number }>

/** Token statistics of `get_summary()` (`*_std` are population standard deviations). */
export interface SummaryTokens {
  total_input: number
  total_input_std: number
  total_output: number
  total_output_std: number
  template_input: number
  template_input_std: number
  template_output: number
  template_output_std: number
  rubric_input: number
  rubric_input_std: number
  rubric_output: number
  rubric_output_std: number
  /** Always 0 when judgment results exist (Karenina reads a field that does not exist), else null. */
  deep_judgment_input: number | null
  deep_judgment_input_std: number | null
  deep_judgment_output: number | null
  deep_judgment_output_std: number | null
  median_per_question_input: number
  median_per_question_input_std: number
  median_per_question_output: number
  median_per_question_output_std: number
}

/** Pass counts of one model combination (or overall). `pass_pct` is 0–100. */
export interface PassStats {
  total: number
  passed: number
  pass_pct: number
}

/** Karenina's `VerificationResultSet.get_summary()` (spec 04 §6.4), keys as in Karenina. */
export interface ResultSetSummary {
  num_results: number
  num_completed: number
  num_with_template: number
  num_with_rubric: number
  num_with_judgment: number
  num_questions: number
  num_models: number
  num_parsing_models: number
  num_replicates: number
  total_execution_time: number
  tokens: SummaryTokens
  tokens_by_combo: Record<string, { input: number; output: number; total: number }>
  completion_by_combo: Record<string, { total: number; completed: number; completion_pct: number }>
  rubric_traits: { global_traits: KindCounts; question_specific_traits: KindCounts } | null
  template_pass_by_combo: Record<string, PassStats> | null
  template_pass_overall: PassStats | null
  replicate_stats: {
    replicate_pass_rates: Record<string, PassStats & { pass_rate: number }>
    replicate_summary: { mean: number; std: number }
  } | null
  tool_usage_stats: {
    tools: Record<string, { total_calls: number; traces_using: number; avg_calls_per_trace: number }>
    total_traces_with_tools: number
    total_tool_calls: number
  } | null
  trace_length_stats: {
    median_iterations: number
    mean_iterations: number
    std_iterations: number
    min_iterations: number
    max_iterations: number
    num_traces: number
  } | null
}

const TRAIT_FIELDS = [
  ['llm', 'llm_trait_scores'],
  ['regex', 'regex_trait_scores'],
  ['callable', 'callable_trait_scores'],
  ['metric', 'metric_trait_scores'],
  ['agentic', 'agentic_trait_scores'],
] as const

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

/** Token counts of one result's usage, added to the run's lists in result order (tokenStats below). */
class TokenLists {
  readonly totalIn: number[] = []
  readonly totalOut: number[] = []
  readonly templateIn: number[] = []
  readonly templateOut: number[] = []
  readonly rubricIn: number[] = []
  readonly rubricOut: number[] = []
  readonly byCombo = new Map<string, { input: number; output: number }>()

  add(r: VerificationResult): void {
    const usage = r.template?.usage_metadata
    if (!usage || Object.keys(usage).length === 0) return
    if (Object.hasOwn(usage, 'total')) {
      const [inp, out] = stageTokens(usage, 'total')
      const key = comboKey(r)
      const combo = () => this.byCombo.get(key) ?? this.byCombo.set(key, { input: 0, output: 0 }).get(key)!
      if (inp !== null) {
        this.totalIn.push(inp)
        combo().input += inp
      }
      if (out !== null) {
        this.totalOut.push(out)
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
      this.templateIn.push(tIn)
      this.templateOut.push(tOut)
    }
    const [rIn, rOut] = stageTokens(usage, 'rubric_evaluation')
    if (rIn !== null && rIn > 0) this.rubricIn.push(rIn)
    if (rOut !== null && rOut > 0) this.rubricOut.push(rOut)
  }
}

function tokenStats(lists: TokenLists, numWithJudgment: number) {
  const { totalIn, totalOut, templateIn, templateOut, rubricIn, rubricOut } = lists
  const std = (v: number[]) => populationStd(v) ?? 0
  const med = (v: number[]) => median(v) ?? 0
  const dj = numWithJudgment > 0 ? 0 : null
  const tokens: SummaryTokens = {
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
  const tokensByCombo = Object.fromEntries([...lists.byCombo].map(([k, s]) => [k, { input: s.input, output: s.output, total: s.input + s.output }]))
  return { tokens, tokensByCombo }
}

const zeroKinds = (): KindCounts => ({ llm: { count: 0 }, regex: { count: 0 }, callable: { count: 0 }, metric: { count: 0 }, agentic: { count: 0 } })

/**
 * Rubric trait counts: each trait occurrence of a rubric-evaluated result counts for its kind, as global when
 * the trait name appears for every question of the set (known once all results are seen), else as specific.
 */
class RubricTraitCounts {
  #evaluated = 0
  readonly #questionsByTrait = new Map<string, Set<string>>()
  /** Occurrences per trait name and kind (TRAIT_FIELDS order). */
  readonly #occurrences = new Map<string, number[]>()

  add(r: VerificationResult): void {
    if (!r.rubric?.rubric_evaluation_performed) return
    this.#evaluated++
    TRAIT_FIELDS.forEach(([, field], k) => {
      for (const name of Object.keys(r.rubric![field] ?? {})) {
        const qs = this.#questionsByTrait.get(name) ?? this.#questionsByTrait.set(name, new Set()).get(name)!
        qs.add(r.metadata.question_id)
        const counts = this.#occurrences.get(name) ?? this.#occurrences.set(name, [0, 0, 0, 0, 0]).get(name)!
        counts[k]!++
      }
    })
  }

  result(numQuestions: number): ResultSetSummary['rubric_traits'] {
    if (this.#evaluated === 0) return null
    const global = zeroKinds()
    const specific = zeroKinds()
    for (const [name, counts] of this.#occurrences) {
      const into = this.#questionsByTrait.get(name)!.size === numQuestions ? global : specific
      TRAIT_FIELDS.forEach(([kind], k) => (into[kind].count += counts[k]!))
    }
    return { global_traits: global, question_specific_traits: specific }
  }
}

/** Passes and totals by key, in the order keys were first seen. */
type PassCounts<K> = Map<K, { total: number; passed: number }>

function countPass<K>(counts: PassCounts<K>, key: K, passed: boolean): void {
  const s = counts.get(key) ?? counts.set(key, { total: 0, passed: 0 }).get(key)!
  s.total++
  if (passed) s.passed++
}

function templatePass(combos: PassCounts<string>, verified: number) {
  if (verified === 0) return { byCombo: null, overall: null }
  const byCombo = Object.fromEntries([...combos].map(([k, s]) => [k, { ...s, pass_pct: pct(s.passed, s.total) }]))
  const passed = sum([...combos.values()].map((s) => s.passed))
  return { byCombo, overall: { total: verified, passed, pass_pct: pct(passed, verified) } }
}

function replicateStats(reps: PassCounts<number>, replicates: Set<number>): ResultSetSummary['replicate_stats'] {
  if (replicates.size <= 1) return null
  if (reps.size === 0) return null
  const rates = [...reps.values()].map((s) => (s.total > 0 ? s.passed / s.total : 0))
  return {
    replicate_pass_rates: Object.fromEntries(
      [...reps].map(([rep, s]) => [String(rep), { ...s, pass_pct: pct(s.passed, s.total), pass_rate: s.total > 0 ? s.passed / s.total : 0 }]),
    ),
    replicate_summary: { mean: mean(rates)!, std: sampleStd(rates) ?? 0 },
  }
}

/** Tool calls by tool over the traces that used any. */
class ToolUsage {
  readonly #totals = new Map<string, number>()
  readonly #traces = new Map<string, number>()
  #withTools = 0

  add(r: VerificationResult): void {
    const counts = r.template?.agent_metrics?.tool_call_counts
    if (typeof counts !== 'object' || counts === null || Object.keys(counts).length === 0) return
    this.#withTools++
    for (const [tool, n] of Object.entries(counts)) {
      this.#totals.set(tool, (this.#totals.get(tool) ?? 0) + (numberOrNull(n) ?? 0))
      this.#traces.set(tool, (this.#traces.get(tool) ?? 0) + 1)
    }
  }

  result(): ResultSetSummary['tool_usage_stats'] {
    const withTools = this.#withTools
    if (withTools === 0) return null
    const totals = this.#totals
    const names = [...totals.keys()].sort(compareCodePoints)
    return {
      // Karenina divides by every trace with tools, not by the traces using this tool.
      tools: Object.fromEntries(names.map((n) => [n, { total_calls: totals.get(n)!, traces_using: this.#traces.get(n)!, avg_calls_per_trace: totals.get(n)! / withTools }])),
      total_traces_with_tools: withTools,
      total_tool_calls: sum([...totals.values()]),
    }
  }
}

function traceLengths(iterations: readonly number[]): ResultSetSummary['trace_length_stats'] {
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

/**
 * Karenina's `get_summary()` over results (spec 04 §6.4), in one pass: each result is read once and can be let
 * go at once (a stored set rebuilds its summary views one at a time), while every figure is what a pass per
 * figure over the list gives (values kept in result order for sums, means, medians and deviations).
 */
export function summarizeResultSet(results: Iterable<VerificationResult>): ResultSetSummary {
  let count = 0
  let numCompleted = 0
  let numWithTemplate = 0
  let numWithRubric = 0
  let numWithJudgment = 0
  // Summed in result order, as `sum` over the list does.
  let executionTime = 0
  const questions = new Set<string>()
  const replicates = new Set<number>()
  const answering = new Set<string>()
  const parsing = new Set<string>()
  const tokens = new TokenLists()
  const completion = new Map<string, { total: number; completed: number }>()
  const traits = new RubricTraitCounts()
  const passByCombo: PassCounts<string> = new Map()
  const passByReplicate: PassCounts<number> = new Map()
  const tools = new ToolUsage()
  const iterations: number[] = []
  for (const r of results) {
    count++
    const m = r.metadata
    questions.add(m.question_id)
    if (m.replicate !== null) replicates.add(m.replicate)
    const verified = r.template?.template_verification_performed
    if (verified) numWithTemplate++
    if (r.deep_judgment?.deep_judgment_performed) numWithJudgment++
    tokens.add(r)
    const key = comboKey(r)
    const s = completion.get(key) ?? completion.set(key, { total: 0, completed: 0 }).get(key)!
    s.total++
    if (m.failure === null) s.completed++
    if (verified) countPass(passByCombo, key, pyTruthy(r.template!.verify_result))
    if (m.failure === null) numCompleted++
    if (r.rubric?.rubric_evaluation_performed) numWithRubric++
    answering.add(answeringModel(m))
    parsing.add(parsingModel(m))
    executionTime = executionTime + m.execution_time
    traits.add(r)
    if (verified && m.replicate !== null) countPass(passByReplicate, m.replicate, pyTruthy(r.template!.verify_result))
    tools.add(r)
    const n = numberOrNull(r.template?.agent_metrics?.iterations)
    if (n !== null) iterations.push(n)
  }
  const { tokens: tokenFigures, tokensByCombo } = tokenStats(tokens, numWithJudgment)
  const pass = templatePass(passByCombo, numWithTemplate)
  return {
    num_results: count,
    num_completed: numCompleted,
    num_with_template: numWithTemplate,
    num_with_rubric: numWithRubric,
    num_with_judgment: numWithJudgment,
    num_questions: questions.size,
    num_models: answering.size,
    num_parsing_models: parsing.size,
    num_replicates: replicates.size,
    total_execution_time: executionTime,
    tokens: tokenFigures,
    tokens_by_combo: tokensByCombo,
    completion_by_combo: Object.fromEntries([...completion].map(([k, s]) => [k, { ...s, completion_pct: pct(s.completed, s.total) }])),
    rubric_traits: traits.result(questions.size),
    template_pass_by_combo: pass.byCombo,
    template_pass_overall: pass.overall,
    replicate_stats: numWithTemplate === 0 ? null : replicateStats(passByReplicate, replicates),
    tool_usage_stats: tools.result(),
    trace_length_stats: traceLengths(iterations),
  }
}
