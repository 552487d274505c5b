import { pyEq } from '../compat/py-eq.js'
import { identityColumns, statusColumns } from './status-columns.js'
import type { VerificationResult } from './verification-result.js'

/** One row of Karenina's deep-judgment DataFrame (spec 04 §6.5): one excerpt of one attribute. */
export type JudgmentRow = ReturnType<typeof judgmentRows>[number]

/**
 * Karenina's `JudgmentResults.to_dataframe()` as plain rows, over results whose template deep judgment
 * ran: attributes are the excerpt keys then any reasoning-only ones.
 */
export function judgmentRows(results: readonly VerificationResult[]) {
  return results.flatMap((result) => {
    const dj = result.deep_judgment
    if (!dj?.deep_judgment_performed) return []
    const gt = result.template?.parsed_gt_response ?? {}
    const llm = result.template?.parsed_llm_response ?? {}
    const attributes = [...new Set([...Object.keys(dj.extracted_excerpts ?? {}), ...Object.keys(dj.attribute_reasoning ?? {})])]
    return attributes.flatMap((attribute) => {
      const excerpts = dj.extracted_excerpts?.[attribute] ?? []
      const g: unknown = gt[attribute] ?? null
      const l: unknown = llm[attribute] ?? null
      const base = {
        ...statusColumns(result),
        ...identityColumns(result),
        attribute_name: attribute,
        gt_attribute_value: g,
        llm_attribute_value: l,
        attribute_match: Object.hasOwn(gt, attribute) && Object.hasOwn(llm, attribute) ? pyEq(g, l) : null,
      }
      const tail = {
        attribute_reasoning: dj.attribute_reasoning?.[attribute] ?? null,
        attribute_overall_risk: dj.hallucination_risk_assessment?.[attribute] ?? null,
        attribute_has_excerpts: excerpts.length > 0,
        deep_judgment_model_calls: dj.deep_judgment_model_calls,
        deep_judgment_excerpt_retries: dj.deep_judgment_excerpt_retry_count,
        stages_completed: dj.deep_judgment_stages_completed,
        execution_time: result.metadata.execution_time,
        timestamp: result.metadata.timestamp,
        run_name: result.metadata.run_name,
      }
      const cells = excerpts.length > 0 ? excerpts.map((e, i) => [i, e] as const) : [[null, {} as Record<string, unknown>] as const]
      return cells.map(([index, excerpt]) => ({
        ...base,
        /** Null for an attribute without excerpts (one row per such attribute). */
        excerpt_index: index,
        excerpt_text: excerpt.text ?? null,
        excerpt_confidence: excerpt.confidence ?? null,
        excerpt_similarity_score: excerpt.similarity_score ?? null,
        excerpt_search_results: excerpt.search_results ?? null,
        excerpt_hallucination_risk: excerpt.hallucination_risk ?? null,
        excerpt_hallucination_justification: excerpt.hallucination_justification ?? null,
        ...tail,
      }))
    })
  })
}
