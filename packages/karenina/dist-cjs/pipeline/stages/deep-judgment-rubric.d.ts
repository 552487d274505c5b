import { type TraitDeepJudgmentSettings } from '../../deep-judgment/rubric-trait-settings.js';
import type { CallUsage } from '../../llm/usage.js';
import type { Rubric } from '../../rubric/rubric.js';
import type { TaskContext } from '../task-settings.js';
/** The LLM traits of the task's rubric that get deep judgment, with their resolved settings (spec 03 §4). */
export declare function rubricDeepJudgmentSettings(ctx: TaskContext, rubric: Rubric): Map<string, TraitDeepJudgmentSettings>;
/**
 * The rubric the standard evaluator scores next to deep judgment: the LLM traits without deep judgment, plus
 * regex and callable traits. Compat mode reproduces Karenina, which drops regex and callable traits from
 * the evaluation whenever a trait is deep-judged (metric traits are evaluated separately either way).
 */
export declare function rubricWithoutDeepJudgment(ctx: TaskContext, rubric: Rubric, deepJudged: ReadonlyMap<string, unknown>): Rubric;
/**
 * RubricEvaluation's deep-judgment path (spec 03 §8): deep-judges the selected traits one by one on the
 * rubric evaluation input, records the `deep_judgment_rubric` result fields, and returns the merged scores
 * (standard scores win on a name clash).
 */
export declare function evaluateRubricDeepJudgment(ctx: TaskContext, rubric: Rubric, settings: ReadonlyMap<string, TraitDeepJudgmentSettings>, answer: string, standardScores: Record<string, unknown>, onUsage: (usage: CallUsage) => void): Promise<Record<string, unknown>>;
