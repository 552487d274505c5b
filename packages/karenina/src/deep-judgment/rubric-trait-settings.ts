import type { DeepJudgmentRubricConfig, DeepJudgmentTraitConfig } from '../config/deep-judgment-rubric-config.js'
import type { LLMRubricTrait } from '../rubric/traits/llm-trait.js'

/** `deep_judgment_rubric_mode`. */
export type RubricDeepJudgmentMode = 'disabled' | 'enable_all' | 'use_checkpoint' | 'custom'

/** The resolved deep-judgment settings of one LLM trait (spec 03 §4). */
export interface TraitDeepJudgmentSettings {
  excerptEnabled: boolean
  maxExcerpts: number
  fuzzyThreshold: number
  retryAttempts: number
  searchEnabled: boolean
}

/** Everything the resolution reads (the run's rubric deep-judgment config). */
export interface RubricDeepJudgmentConfig {
  mode: RubricDeepJudgmentMode
  /** `enable_all`: `deep_judgment_rubric_global_excerpts`. */
  globalExcerpts: boolean
  /** `enable_all` values (7 / 0.8 / 2 by default). */
  maxExcerptsDefault: number
  fuzzyThresholdDefault: number
  retryAttemptsDefault: number
  /** `custom` mode's per-trait settings. */
  custom: DeepJudgmentRubricConfig | null
  questionId: string
  /**
   * What unset per-trait numbers fall back to: the **template** deep-judgment settings (3 / 0.8 / 2), a
   * Karenina quirk kept as is (spec 03 §4).
   */
  fallback: { maxExcerpts: number; fuzzyThreshold: number; retryAttempts: number }
}

function withFallback(
  values: { excerptEnabled: boolean; maxExcerpts: number | null; fuzzyThreshold: number | null; retryAttempts: number | null; searchEnabled: boolean },
  fallback: RubricDeepJudgmentConfig['fallback'],
): TraitDeepJudgmentSettings {
  return {
    excerptEnabled: values.excerptEnabled,
    maxExcerpts: values.maxExcerpts ?? fallback.maxExcerpts,
    fuzzyThreshold: values.fuzzyThreshold ?? fallback.fuzzyThreshold,
    retryAttempts: values.retryAttempts ?? fallback.retryAttempts,
    searchEnabled: values.searchEnabled,
  }
}

function fromTrait(trait: LLMRubricTrait, config: RubricDeepJudgmentConfig): TraitDeepJudgmentSettings | null {
  if (!trait.deep_judgment_enabled) return null
  return withFallback(
    {
      excerptEnabled: trait.deep_judgment_excerpt_enabled,
      maxExcerpts: trait.deep_judgment_max_excerpts,
      fuzzyThreshold: trait.deep_judgment_fuzzy_match_threshold,
      retryAttempts: trait.deep_judgment_excerpt_retry_attempts,
      searchEnabled: trait.deep_judgment_search_enabled,
    },
    config.fallback,
  )
}

function fromCustom(entry: DeepJudgmentTraitConfig | undefined, config: RubricDeepJudgmentConfig): TraitDeepJudgmentSettings | null {
  if (!entry || !entry.enabled) return null
  return withFallback(
    {
      excerptEnabled: entry.excerpt_enabled,
      maxExcerpts: entry.max_excerpts,
      fuzzyThreshold: entry.fuzzy_match_threshold,
      retryAttempts: entry.excerpt_retry_attempts,
      searchEnabled: entry.search_enabled,
    },
    config.fallback,
  )
}

/**
 * The deep-judgment settings of each LLM trait that gets deep judgment (spec 03 §4): `disabled` and
 * `use_checkpoint` honour the trait's own settings, `enable_all` turns it on for every trait with the rubric
 * defaults, `custom` reads the question's then the global per-trait config. Only boolean and score traits
 * are deep-judged (literal and template kinds keep the standard evaluation).
 * @example resolveRubricDeepJudgment(rubric.llm_traits, config).get('clarity')?.maxExcerpts
 */
export function resolveRubricDeepJudgment(traits: readonly LLMRubricTrait[], config: RubricDeepJudgmentConfig): Map<string, TraitDeepJudgmentSettings> {
  const out = new Map<string, TraitDeepJudgmentSettings>()
  for (const trait of traits) {
    if (trait.kind !== 'boolean' && trait.kind !== 'score') continue
    let settings: TraitDeepJudgmentSettings | null
    switch (config.mode) {
      case 'enable_all':
        settings = {
          excerptEnabled: config.globalExcerpts,
          maxExcerpts: config.maxExcerptsDefault,
          fuzzyThreshold: config.fuzzyThresholdDefault,
          retryAttempts: config.retryAttemptsDefault,
          // Karenina ignores `deep_judgment_rubric_search_enabled` on input, so it is always false here.
          searchEnabled: false,
        }
        break
      case 'custom':
        settings = fromCustom(config.custom?.question_specific[config.questionId]?.[trait.name] ?? config.custom?.global[trait.name], config)
        break
      default:
        settings = fromTrait(trait, config)
    }
    if (settings) out.set(trait.name, settings)
  }
  return out
}
