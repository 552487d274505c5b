import { compareCodePoints } from '../compat/compare-code-points.js'
import { modelCanonicalKey } from '../config/model-identity.js'
import { parsingModel } from './result-metadata.js'
import type { VerificationResult } from './verification-result.js'

/** Agreement of the judges on one field (null = the overall `verify_result`), per question or overall. */
export interface JudgeAgreementRow {
  /** Null on the per-field rows that pool every question. */
  question_id: string | null
  /** Template field name, or null for the overall `verify_result`. */
  field: string | null
  /** Answers (question × answering model × replicate × scenario turn) with verdicts from two or more judges. */
  num_answers: number
  /** Distinct judges (parsing models) among those answers. */
  num_judges: number
  /** Answers on which every judge gave the same verdict. */
  unanimous_answers: number
  /** `unanimous_answers / num_answers` (null when no answer was judged twice). */
  unanimous_rate: number | null
  /** Judge pairs, over all answers, that gave the same verdict. */
  agreeing_pairs: number
  total_pairs: number
  /** `agreeing_pairs / total_pairs` (null when no pair). */
  pairwise_agreement: number | null
}

/** How often two judges gave the same verdict on the answers both judged. */
export interface JudgePairRow {
  judge_a: string
  judge_b: string
  /** Template field name, or null for the overall `verify_result`. */
  field: string | null
  compared: number
  agreed: number
  agreement: number | null
}

/** Result of `judgeAgreement`. */
export type JudgeAgreement = ReturnType<typeof judgeAgreement>

type Verdict = boolean | null

/** One answer's verdicts: field (or '' for the overall verdict) → judge → verdict. */
type AnswerVerdicts = Map<string, Map<string, Verdict>>

const OVERALL = ''

// The same answer is shared by every judge of a question × answering model × replicate × scenario turn.
function answerKey(r: VerificationResult): string {
  const m = r.metadata
  return JSON.stringify([m.question_id, modelCanonicalKey(m.answering), m.replicate, m.scenario_id, m.scenario_node, m.scenario_turn])
}

function verdictsOf(r: VerificationResult): [string, Verdict][] {
  const t = r.template
  if (!t) return []
  const out: [string, Verdict][] = []
  // The overall verdict only counts when verification ran and gave true/false.
  if (t.template_verification_performed && t.verify_result !== null) out.push([OVERALL, t.verify_result])
  // Field results are tri-valued; null (the judge extracted nothing) is a verdict of its own.
  for (const [field, value] of Object.entries(t.field_results ?? {})) out.push([field, value ?? null])
  return out
}

function emptyRow(question: string | null, field: string | null): JudgeAgreementRow {
  return { question_id: question, field, num_answers: 0, num_judges: 0, unanimous_answers: 0, unanimous_rate: null, agreeing_pairs: 0, total_pairs: 0, pairwise_agreement: null }
}

/**
 * Agreement between judges (parsing models) that verified the same answers: per field and question, the
 * share of answers on which all judges agreed and the pairwise agreement, plus agreement per judge pair.
 * A judge's first result for an answer counts; answers seen by one judge only are left out.
 */
export function judgeAgreement(results: readonly VerificationResult[]) {
  const answers = new Map<string, { question: string; verdicts: AnswerVerdicts }>()
  for (const r of results) {
    const key = answerKey(r)
    const answer = answers.get(key) ?? answers.set(key, { question: r.metadata.question_id, verdicts: new Map() }).get(key)!
    const judge = parsingModel(r.metadata)
    for (const [field, verdict] of verdictsOf(r)) {
      const byJudge = answer.verdicts.get(field) ?? answer.verdicts.set(field, new Map()).get(field)!
      if (!byJudge.has(judge)) byJudge.set(judge, verdict)
    }
  }

  const perQuestion = new Map<string, JudgeAgreementRow & { judges: Set<string> }>()
  const perField = new Map<string, JudgeAgreementRow & { judges: Set<string> }>()
  const perPair = new Map<string, JudgePairRow>()
  const rowFor = (map: typeof perQuestion, question: string | null, field: string) => {
    const key = JSON.stringify([question, field])
    return map.get(key) ?? map.set(key, { ...emptyRow(question, field === OVERALL ? null : field), judges: new Set() }).get(key)!
  }

  for (const { question, verdicts } of answers.values()) {
    for (const [field, byJudge] of verdicts) {
      if (byJudge.size < 2) continue
      const judges = [...byJudge.keys()].sort(compareCodePoints)
      let agreeing = 0
      let pairs = 0
      for (let i = 0; i < judges.length; i++) {
        for (let j = i + 1; j < judges.length; j++) {
          const same = byJudge.get(judges[i]!) === byJudge.get(judges[j]!)
          pairs++
          if (same) agreeing++
          const pairKey = JSON.stringify([judges[i], judges[j], field])
          const pair =
            perPair.get(pairKey) ??
            perPair.set(pairKey, { judge_a: judges[i]!, judge_b: judges[j]!, field: field === OVERALL ? null : field, compared: 0, agreed: 0, agreement: null }).get(pairKey)!
          pair.compared++
          if (same) pair.agreed++
        }
      }
      for (const row of [rowFor(perQuestion, question, field), rowFor(perField, null, field)]) {
        row.num_answers++
        if (agreeing === pairs) row.unanimous_answers++
        row.agreeing_pairs += agreeing
        row.total_pairs += pairs
        for (const judge of judges) row.judges.add(judge)
      }
    }
  }

  const finish = (rows: Iterable<JudgeAgreementRow & { judges: Set<string> }>): JudgeAgreementRow[] =>
    [...rows].map(({ judges, ...row }) => ({
      ...row,
      num_judges: judges.size,
      unanimous_rate: row.num_answers > 0 ? row.unanimous_answers / row.num_answers : null,
      pairwise_agreement: row.total_pairs > 0 ? row.agreeing_pairs / row.total_pairs : null,
    }))
  return {
    /** One row per question and field. */
    byQuestion: finish(perQuestion.values()),
    /** One row per field, pooling all questions (`question_id = null`). */
    byField: finish(perField.values()),
    /** One row per judge pair and field. */
    byJudgePair: [...perPair.values()].map((p): JudgePairRow => ({ ...p, agreement: p.compared > 0 ? p.agreed / p.compared : null })),
  }
}
