// Replicate statistics of one run: per question × model the unbiased pass@k and pass^k estimators, and the
// questions whose replicates disagree. References: Chen et al. (2021) "Evaluating Large Language Models Trained
// on Code" (the Codex paper), eq. 1, for pass@k = 1 − C(n−c, k) / C(n, k); Yao et al. (2024) "τ-bench" for
// pass^k, estimated without bias by C(c, k) / C(n, k).
import { compareCodePoints } from '../compat/compare-code-points.js'
import { comboKey } from './model-keys.js'
import { resultVerdict } from './result-verdict.js'
import type { VerificationResult } from './verification-result.js'

function checkCounts(n: number, c: number, k: number): void {
  if (!Number.isInteger(n) || !Number.isInteger(c) || !Number.isInteger(k) || n < 1 || c < 0 || c > n || k < 1 || k > n) {
    throw new RangeError(`pass@k needs integers 1 ≤ k ≤ n and 0 ≤ c ≤ n, received n=${n}, c=${c}, k=${k}`)
  }
}

/**
 * Unbiased estimate of pass@k (at least one of k samples passes) from `c` passes among `n` replicates:
 * 1 − C(n−c, k) / C(n, k), computed as a product so it neither overflows nor loses precision.
 * @example
 * passAtK(5, 2, 2) // 0.7 = 1 − C(3,2)/C(5,2) = 1 − 3/10
 */
export function passAtK(n: number, c: number, k: number): number {
  checkCounts(n, c, k)
  if (n - c < k) return 1
  let allFail = 1 // C(n−c, k) / C(n, k) = Π_{i=n−c+1..n} (1 − k/i)
  for (let i = n - c + 1; i <= n; i++) allFail *= 1 - k / i
  return 1 - allFail
}

/**
 * Unbiased estimate of pass^k (all of k samples pass) from `c` passes among `n` replicates: C(c, k) / C(n, k).
 * @example
 * passHatK(5, 3, 2) // 0.3 = C(3,2)/C(5,2) = 3/10
 */
export function passHatK(n: number, c: number, k: number): number {
  checkCounts(n, c, k)
  if (c < k) return 0
  let all = 1 // Π_{i=0..k−1} (c−i)/(n−i)
  for (let i = 0; i < k; i++) all *= (c - i) / (n - i)
  return all
}

/** {@link replicateStats}' result. */
export type ReplicateStats = ReturnType<typeof replicateStats>
/** One model's replicate statistics: means over its questions of the per-question estimates. */
export type ModelReplicates = ReplicateStats['models'][number]
/** The replicates of one question × model. */
export type QuestionReplicates = ReplicateStats['questions'][number]

/** Options of {@link replicateStats}. */
export interface ReplicateStatsOptions {
  /** What a model is. @default the combo key (answering | judge (+ MCP servers)) */
  modelOf?: (result: VerificationResult) => string
}

/**
 * What a question is when counting replicates or pairing runs: the question id, or for a scenario turn
 * `scenario › node (turn n)`, since one question may be asked at several turns of a scenario.
 */
export function questionKey(result: VerificationResult): string {
  const m = result.metadata
  // `?? null`: a reporter's slim result view keeps no scenario fields.
  if ((m.scenario_id ?? null) === null) return m.question_id
  return `${m.scenario_id} › ${m.scenario_node ?? m.question_id}${m.scenario_turn === null ? '' : ` (turn ${m.scenario_turn})`}`
}

/**
 * Per question × model (answering | judge) the replicates' pass count, pass@k and pass^k at k = the model's
 * fewest replicates per question, and whether the replicates disagree; per model the means over questions.
 * @example
 * const stats = replicateStats(set.results)
 * stats.flaky.map((q) => `${q.question_id}: ${q.passed}/${q.n}`)
 */
export function replicateStats(results: readonly VerificationResult[], options: ReplicateStatsOptions = {}) {
  const modelOf = options.modelOf ?? comboKey
  const groups = Map.groupBy(results, (r) => JSON.stringify([modelOf(r), questionKey(r)]))
  const cells = [...groups.values()].map((list) => {
    const verdicts = list.map(resultVerdict)
    const count = (verdict: string) => verdicts.filter((v) => v === verdict).length
    return {
      question_id: questionKey(list[0]!),
      /** Answering model | judge (the `get_summary` combo key). */
      model: modelOf(list[0]!),
      /** Replicates (results) of this question × model. */
      n: list.length,
      /** Replicates that passed (errors count as not passed). */
      passed: count('pass'),
      errors: count('error'),
    }
  })
  const models = []
  const questions = []
  for (const [model, list] of [...Map.groupBy(cells, (cell) => cell.model)].sort(([a], [b]) => compareCodePoints(a, b))) {
    const k = Math.min(...list.map((c) => c.n))
    const rows = list.sort((a, b) => compareCodePoints(a.question_id, b.question_id)).map((c) => ({
      ...c,
      /** Estimates at the model's k (see {@link ModelReplicates.k}). */
      pass_at_k: passAtK(c.n, c.passed, k),
      pass_hat_k: passHatK(c.n, c.passed, k),
      /** Some replicates passed and some did not. */
      flaky: c.passed > 0 && c.passed < c.n,
    }))
    questions.push(...rows)
    const meanOf = (f: (q: (typeof rows)[number]) => number) => rows.reduce((acc, q) => acc + f(q), 0) / rows.length
    models.push({
      model,
      questions: rows.length,
      /** The fewest replicates of any of its questions: the largest k every question can estimate. */
      k,
      /** Mean pass rate over questions (pass@1). */
      pass_at_1: meanOf((q) => q.passed / q.n),
      pass_at_k: meanOf((q) => q.pass_at_k),
      pass_hat_k: meanOf((q) => q.pass_hat_k),
      flaky: rows.filter((q) => q.flaky).length,
    })
  }
  return {
    /** The most replicates of any question × model (1: no replicates). */
    max_replicates: Math.max(0, ...questions.map((q) => q.n)),
    models,
    questions,
    /** The flaky questions, by model and question id. */
    flaky: questions.filter((q) => q.flaky),
  }
}
