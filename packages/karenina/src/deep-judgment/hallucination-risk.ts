/** Hallucination risk levels, lowest first. */
export const RISK_LEVELS = ['none', 'low', 'medium', 'high'] as const
export type RiskLevel = (typeof RISK_LEVELS)[number]

/** A known level as given, else `unknown` (Karenina maps unknown levels to `high` for templates, `medium` for rubrics). */
export function riskLevel(value: unknown, unknown: RiskLevel): RiskLevel {
  return typeof value === 'string' && (RISK_LEVELS as readonly string[]).includes(value) ? (value as RiskLevel) : unknown
}

/**
 * The highest of some risks (order none < low < medium < high); unknown values, and no risks at all, count as
 * `unknown`.
 * @example maxRisk(['low', 'medium'], 'high') // 'medium'
 */
export function maxRisk(risks: readonly unknown[], unknown: RiskLevel): RiskLevel {
  if (risks.length === 0) return unknown
  return RISK_LEVELS[Math.max(...risks.map((risk) => RISK_LEVELS.indexOf(riskLevel(risk, unknown))))]!
}
