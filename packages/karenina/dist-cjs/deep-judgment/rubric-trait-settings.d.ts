import type { DeepJudgmentRubricConfig } from '../config/deep-judgment-rubric-config.js';
import type { LLMRubricTrait } from '../rubric/traits/llm-trait.js';
/** `deep_judgment_rubric_mode`. */
export type RubricDeepJudgmentMode = 'disabled' | 'enable_all' | 'use_checkpoint' | 'custom';
/** The resolved deep-judgment settings of one LLM trait (spec 03 §4). */
export interface TraitDeepJudgmentSettings {
    excerptEnabled: boolean;
    maxExcerpts: number;
    fuzzyThreshold: number;
    retryAttempts: number;
    searchEnabled: boolean;
}
/** Everything the resolution reads (the run's rubric deep-judgment config). */
export interface RubricDeepJudgmentConfig {
    mode: RubricDeepJudgmentMode;
    /** `enable_all`: `deep_judgment_rubric_global_excerpts`. */
    globalExcerpts: boolean;
    /** `enable_all` values (7 / 0.8 / 2 by default). */
    maxExcerptsDefault: number;
    fuzzyThresholdDefault: number;
    retryAttemptsDefault: number;
    /** `custom` mode's per-trait settings. */
    custom: DeepJudgmentRubricConfig | null;
    questionId: string;
    /**
     * What unset per-trait numbers fall back to: the **template** deep-judgment settings (3 / 0.8 / 2), a
     * Karenina quirk kept as is (spec 03 §4).
     */
    fallback: {
        maxExcerpts: number;
        fuzzyThreshold: number;
        retryAttempts: number;
    };
}
/**
 * The deep-judgment settings of each LLM trait that gets deep judgment (spec 03 §4): `disabled` and
 * `use_checkpoint` honour the trait's own settings, `enable_all` turns it on for every trait with the rubric
 * defaults, `custom` reads the question's then the global per-trait config. Only boolean and score traits
 * are deep-judged (literal and template kinds keep the standard evaluation).
 * @example resolveRubricDeepJudgment(rubric.llm_traits, config).get('clarity')?.maxExcerpts
 */
export declare function resolveRubricDeepJudgment(traits: readonly LLMRubricTrait[], config: RubricDeepJudgmentConfig): Map<string, TraitDeepJudgmentSettings>;
