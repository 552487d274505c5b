/** Hallucination risk levels, lowest first. */
export const RISK_LEVELS = ['none', 'low', 'medium', 'high'] as const
export type RiskLevel = (typeof RISK_LEVELS)[number]

/** A known level as given, else `unknown` (Karenina maps unknown levels to `high` for templates, `medium` for rubrics). */
export function riskLevel(value: unknown, unknown: RiskLevel): RiskLevel {
  return typeof value === 'string' && (RISK_LEVELS as readonly string[]).includes(value) ? (value as RiskLevel) : unknown
}

/**
 * The highest of some risks (order none < low < medium < high); unknown values count as `unknown`; no risks
 * at all → `empty`.
 * @example maxRisk(['low', 'medium'], 'high', 'high') // 'medium'
 */
export function maxRisk(risks: readonly unknown[], unknown: RiskLevel, empty: RiskLevel): RiskLevel {
  if (risks.length === 0) return empty
  let best = 0
  for (const risk of risks) best = Math.max(best, RISK_LEVELS.indexOf(riskLevel(risk, unknown)))
  return RISK_LEVELS[best]!
}
