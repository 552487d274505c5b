import type { ManualTraces } from '../trace/manual-traces.js'
import type { Env } from './env.js'
import type { ModelConfig, ModelConfigInput } from './model-config.js'
import type { z } from 'zod'
import { resolveVerificationConfig, type VerificationConfig, type VerificationConfigSchema } from './verification-config.js'

// override option → config key (plain copies); each option takes what its key takes.
const SCALARS = {
  abstention: 'abstention_enabled',
  sufficiency: 'sufficiency_enabled',
  embeddingCheck: 'embedding_check_enabled',
  deepJudgmentMode: 'deep_judgment_mode',
  evaluationMode: 'evaluation_mode',
  embeddingThreshold: 'embedding_check_threshold',
  embeddingModel: 'embedding_check_model',
  asyncExecution: 'async_enabled',
  asyncWorkers: 'async_max_workers',
  maxConcurrentRequests: 'max_concurrent_requests',
  useFullTraceForTemplate: 'use_full_trace_for_template',
  useFullTraceForRubric: 'use_full_trace_for_rubric',
  deepJudgmentRubricMode: 'deep_judgment_rubric_mode',
  deepJudgmentRubricExcerpts: 'deep_judgment_rubric_global_excerpts',
  deepJudgmentRubricMaxExcerpts: 'deep_judgment_rubric_max_excerpts_default',
  deepJudgmentRubricFuzzyThreshold: 'deep_judgment_rubric_fuzzy_match_threshold_default',
  deepJudgmentRubricRetryAttempts: 'deep_judgment_rubric_excerpt_retry_attempts_default',
  /** Accepted and, as in Karenina, dropped by the config (rubric search is enabled per trait). */
  deepJudgmentRubricSearch: 'deep_judgment_rubric_search_enabled',
  deepJudgmentRubricSearchTool: 'deep_judgment_rubric_search_tool',
  deepJudgmentRubricConfig: 'deep_judgment_rubric_config',
  workspaceOutputMode: 'workspace_output_mode',
  workspaceOutputDir: 'workspace_output_dir',
  workspaceOutputExcludePatterns: 'workspace_output_exclude_patterns',
  replicateCount: 'replicate_count',
} as const satisfies Record<string, keyof ConfigKeys>

type ConfigKeys = z.input<typeof VerificationConfigSchema>

/** CLI/server overrides of {@link fromOverrides}; `undefined` and `null` leave the base (or default) value. */
export type VerificationOverrides = { [O in keyof typeof SCALARS]?: NonNullable<ConfigKeys[(typeof SCALARS)[O]]> | null } & {
  answeringModel?: string | null
  answeringProvider?: string | null
  answeringId?: string | null
  answeringInterface?: string | null
  parsingModel?: string | null
  parsingProvider?: string | null
  parsingId?: string | null
  parsingInterface?: string | null
  /** Applied to a rebuilt answering or parsing model. */
  temperature?: number | null
  /** With `answeringInterface: 'manual'` (or alone), the answering model becomes a manual model. */
  manualTraces?: ManualTraces | null
}

// Karenina's `_build_model_config_dict`: the base's first model with the role's overrides, or a model from defaults;
// `null` when no override names the role's model (the base's models stay).
function buildModel(
  base: VerificationConfig | null | undefined,
  role: 'answering' | 'parsing',
  overrides: VerificationOverrides,
): ModelConfigInput | null {
  const [model, provider, id, iface] = (['Model', 'Provider', 'Id', 'Interface'] as const).map((key) => overrides[`${role}${key}`])
  const { temperature } = overrides
  const manualTraces = role === 'answering' ? overrides.manualTraces : null
  const named = model != null || provider != null || iface != null
  if (manualTraces != null && (iface === 'manual' || !named)) return { interface: 'manual', manual_traces: manualTraces }
  if (!named) return null
  const first = base?.[`${role}_models`][0]
  if (first) {
    return {
      ...first,
      ...(model != null && { model_name: model }),
      ...(provider != null && { model_provider: provider }),
      ...(id != null && { id }),
      ...(temperature != null && { temperature }),
      ...(iface != null && { interface: iface }),
    }
  }
  return {
    model_name: model || 'gpt-4.1-mini',
    model_provider: provider || 'openai',
    interface: iface || 'langchain',
    temperature: temperature ?? 0.1,
    id: id ?? null,
  }
}

/**
 * Karenina's `VerificationConfig.from_overrides` (spec 05 §1.3): the base config (or defaults) with every
 * non-null override applied, then resolved again (the environment fills keys only when there is no base).
 * Unlike Karenina, which rebuilds from `model_dump()`, the base's replay store and manual traces are kept.
 */
export function fromOverrides(
  base: VerificationConfig | null | undefined,
  overrides: VerificationOverrides,
  env: Env = process.env,
): VerificationConfig {
  const dict: Record<string, unknown> = base ? { ...base } : {}
  for (const [option, key] of Object.entries(SCALARS)) {
    const value = overrides[option as keyof typeof SCALARS]
    if (value != null) dict[key] = value
  }

  for (const role of ['answering', 'parsing'] as const) {
    const model = buildModel(base, role, overrides)
    if (model !== null) dict[`${role}_models`] = [model]
  }
  return resolveVerificationConfig(dict as Parameters<typeof resolveVerificationConfig>[0], env)
}
