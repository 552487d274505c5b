// One run's results folded into cells: question × model, replicates aggregated. Pairing two runs is then a
// join on the cell key.
import { resultVerdict, type ResultVerdict } from '../results/result-verdict.js'
import { answeringGroupKey, comboKey } from '../results/model-keys.js'
import { questionKey } from '../results/replicate-stats.js'
import { getAllTraitScores } from '../results/result-rubric.js'
import { numberOrNull } from '../results/stats.js'
import type { VerificationResult } from '../results/verification-result.js'

/**
 * What a "model" is when pairing runs: `combo` (default) = answering model | judge (+ MCP servers), the
 * `get_summary` combo key, so a changed judge is a different model; `answering` = the answering model (+ MCP
 * servers) only, to compare runs whose judge changed.
 */
export type PairBy = 'combo' | 'answering'

/** The replicates of one question × model in one run. */
export interface CellOutcome {
  /**
   * `pass` when more than half the replicates passed; otherwise `error` when every replicate is an error,
   * else `fail`. With one replicate, that result's verdict.
   */
  verdict: ResultVerdict
  passed: number
  errors: number
  total: number
}

/** A cell with its trait scores (mean over the replicates that have a numeric score). */
export interface ResultCell {
  questionId: string
  questionText: string
  model: string
  outcome: CellOutcome
  traits: Map<string, number>
}

/** A trait score as a number: booleans 0/1, numbers as is; metric traits give one score per metric (`trait.f1`). */
function numericScores(result: VerificationResult): [string, number][] {
  if (!result.rubric) return []
  const out: [string, number][] = []
  for (const [trait, value] of Object.entries(getAllTraitScores(result.rubric))) {
    if (typeof value === 'boolean') out.push([trait, value ? 1 : 0])
    else if (typeof value === 'object' && value !== null && result.rubric.metric_trait_scores?.[trait] === value) {
      for (const [metric, score] of Object.entries(value)) {
        const n = numberOrNull(score)
        if (n !== null) out.push([`${trait}.${metric}`, n])
      }
    } else {
      const n = numberOrNull(value)
      if (n !== null) out.push([trait, n])
    }
  }
  return out
}

/** Folds a run's results into cells by question × model (see {@link PairBy}). */
export function resultCells(results: readonly VerificationResult[], pairBy: PairBy): Map<string, ResultCell> {
  const modelOf = pairBy === 'answering' ? answeringGroupKey : comboKey
  const cells = new Map<string, ResultCell>()
  for (const [key, group] of Map.groupBy(results, (r) => JSON.stringify([questionKey(r), modelOf(r)]))) {
    const first = group[0]!
    const verdicts = group.map(resultVerdict)
    const passed = verdicts.filter((v) => v === 'pass').length
    const errors = verdicts.filter((v) => v === 'error').length
    const total = verdicts.length
    const verdict: ResultVerdict = passed * 2 > total ? 'pass' : errors === total ? 'error' : 'fail'
    const scores = Map.groupBy(group.flatMap(numericScores), ([trait]) => trait)
    const mean = (list: [string, number][]) => list.reduce((sum, [, score]) => sum + score, 0) / list.length
    const traits = new Map([...scores].map(([trait, list]) => [trait, mean(list)]))
    const outcome = { verdict, passed, errors, total }
    cells.set(key, { questionId: questionKey(first), questionText: first.metadata.question_text, model: modelOf(first), outcome, traits })
  }
  return cells
}

/** Per trait, the (base, head) mean scores of the paired cells that both have it, in pair order. */
export function pairedTraitScores(pairs: readonly (readonly [ResultCell, ResultCell])[]): Map<string, { base: number; head: number }[]> {
  const scores = new Map<string, { base: number; head: number }[]>()
  for (const [b, h] of pairs) {
    for (const [trait, base] of b.traits) {
      const head = h.traits.get(trait)
      if (head !== undefined) (scores.get(trait) ?? scores.set(trait, []).get(trait)!).push({ base, head })
    }
  }
  return scores
}
