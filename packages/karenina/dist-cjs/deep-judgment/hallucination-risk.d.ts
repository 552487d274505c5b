/** Hallucination risk levels, lowest first. */
export declare const RISK_LEVELS: readonly ["none", "low", "medium", "high"];
export type RiskLevel = (typeof RISK_LEVELS)[number];
/** A known level as given, else `unknown` (Karenina maps unknown levels to `high` for templates, `medium` for rubrics). */
export declare function riskLevel(value: unknown, unknown: RiskLevel): RiskLevel;
/**
 * The highest of some risks (order none < low < medium < high); unknown values count as `unknown`; no risks
 * at all → `empty`.
 * @example maxRisk(['low', 'medium'], 'high', 'high') // 'medium'
 */
export declare function maxRisk(risks: readonly unknown[], unknown: RiskLevel, empty: RiskLevel): RiskLevel;
