import { DeepJudgmentTraitConfigSchema, type DeepJudgmentRubricConfig, type DeepJudgmentTraitConfig } from '../config/deep-judgment-rubric-config.js'
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

/** A trait's own settings as the custom config spells them (the trait's fields are `deep_judgment_<key>`). */
function traitEntry(trait: LLMRubricTrait): DeepJudgmentTraitConfig {
  const keys = DeepJudgmentTraitConfigSchema.keyof().options
  return Object.fromEntries(keys.map((key) => [key, trait[`deep_judgment_${key}`]])) as DeepJudgmentTraitConfig
}

function fromEntry(entry: DeepJudgmentTraitConfig | undefined, fallback: RubricDeepJudgmentConfig['fallback']): TraitDeepJudgmentSettings | null {
  if (!entry || !entry.enabled) return null
  return {
    excerptEnabled: entry.excerpt_enabled,
    maxExcerpts: entry.max_excerpts ?? fallback.maxExcerpts,
    fuzzyThreshold: entry.fuzzy_match_threshold ?? fallback.fuzzyThreshold,
    retryAttempts: entry.excerpt_retry_attempts ?? fallback.retryAttempts,
    searchEnabled: entry.search_enabled,
  }
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
        settings = fromEntry(config.custom?.question_specific[config.questionId]?.[trait.name] ?? config.custom?.global[trait.name], config.fallback)
        break
      default:
        settings = fromEntry(traitEntry(trait), config.fallback)
    }
    if (settings) out.set(trait.name, settings)
  }
  return out
}
