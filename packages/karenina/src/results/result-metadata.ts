import { z } from 'zod'
import { CaveatSchema } from './caveats.js'
import { FailureSchema } from './failure.js'
import { modelDisplayString } from '../config/model-identity.js'
import { pyFloatSchema, pyIntSchema } from '../compat/py-number-schema.js'

const str = () => z.string().nullable().default(null)

/** Karenina's `ModelIdentity` as stored in results (extra keys rejected). */
export const ModelIdentitySchema = z
  .object({
    interface: z.string(),
    model_name: z.string(),
    tools: z.array(z.string()).default([]),
    config_id: str(),
  })
  .strict()

/**
 * `{used, budget}` retry counters per error category (`timeout`, `connection`, `rate_limit`, `server_error`).
 * Both count one model call's retries: `used` = the most retries any single call of the task made in that
 * category, `budget` = that call's limit (Karenina's shape; karenina-ts counts per call, see divergences).
 */
export const RetryCountsSchema = z.record(z.string(), z.record(z.string(), pyIntSchema()))

/**
 * `VerificationResult.metadata` (spec 04 §2.1): 26 fields in Karenina's order, extra keys rejected.
 * `answering_model` / `parsing_model` are computed, see `answeringModel()` / `parsingModel()`.
 */
export const VerificationResultMetadataSchema = z
  .object({
    question_id: z.string(),
    template_id: z.string(),
    failure: FailureSchema.nullable().default(null),
    caveats: z.array(CaveatSchema).default([]),
    warnings: z.array(z.string()).default([]),
    partial_content: str(),
    retry_counts: RetryCountsSchema.nullable().default(null),
    question_text: z.string(),
    raw_answer: str(),
    keywords: z.array(z.string()).nullable().default(null),
    answering: ModelIdentitySchema,
    parsing: ModelIdentitySchema,
    answering_system_prompt: str(),
    parsing_system_prompt: str(),
    execution_time: pyFloatSchema(),
    timestamp: z.string(),
    result_id: z.string(),
    run_name: str(),
    replicate: pyIntSchema().nullable().default(null),
    few_shot_enabled: z.boolean().default(false),
    few_shot_example_count: pyIntSchema().default(0),
    evaluation_mode: str(),
    scenario_id: str(),
    scenario_node: str(),
    scenario_turn: pyIntSchema().nullable().default(null),
    scenario_path: z.array(z.string()).nullable().default(null),
  })
  .strict()

/** Result metadata as stored (defaults applied). */
export type VerificationResultMetadata = z.output<typeof VerificationResultMetadataSchema>

/** Karenina's computed `metadata.answering_model`: the answering identity's display string. */
export function answeringModel(metadata: Pick<VerificationResultMetadata, 'answering'>): string {
  return modelDisplayString(metadata.answering)
}

/** Karenina's computed `metadata.parsing_model`: the parsing identity's display string. */
export function parsingModel(metadata: Pick<VerificationResultMetadata, 'parsing'>): string {
  return modelDisplayString(metadata.parsing)
}
