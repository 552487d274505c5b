import { z } from 'zod'

/**
 * Which recorded answer a task replays (Karenina's `ReplayKey`, spec 05 §4.2). A `null` axis is a wildcard:
 * the entry serves every model / visit / replicate. Extra keys are refused.
 */
export const ReplayKeySchema = z.strictObject({
  question_id: z.string().min(1),
  /** Scenario entries are found by scenario id and node, not by question id. @default null */
  scenario_id: z.string().nullable().default(null),
  /** @default null */
  scenario_node: z.string().nullable().default(null),
  /** Matched against the answering model's display string (`openai:gpt-4.1-mini`). @default null (any model) */
  answering_model_id: z.string().nullable().default(null),
  /** @default null (any visit) */
  visit_index: z.int().nonnegative().nullable().default(null),
  /** @default null (any replicate) */
  replicate: z.int().nonnegative().nullable().default(null),
})

/** A validated {@link ReplayKeySchema} (every axis present, `null` = wildcard). */
export type ReplayKey = z.output<typeof ReplayKeySchema>
/** What {@link ReplayKeySchema} accepts: omitted axes are wildcards. */
export type ReplayKeyInput = z.input<typeof ReplayKeySchema>

const JsonObject = z.record(z.string(), z.unknown())

/**
 * A recorded answer (Karenina's `ReplayEntry`): the raw trace, and optionally the judge's parsed fields
 * (7a/7c then skip the judge) or a verdict alone (`verify_result`: parsing and verification are skipped).
 */
export const ReplayEntrySchema = z.strictObject({
  raw_trace: z.string(),
  /** Messages in dict form (`{role, content, …}`). @default null */
  trace_messages: z.array(JsonObject).nullable().default(null),
  /** The judge's filled template fields. @default null */
  parsed_answer_fields: JsonObject.nullable().default(null),
  /** A verdict recorded without parsed fields. @default null */
  verify_result: z.boolean().nullable().default(null),
  /** A result's `usage_metadata` (`{<stage>: {input_tokens, …, model}, total: …}`). @default null */
  usage_metadata: JsonObject.nullable().default(null),
  /** @default null */
  agent_metrics: JsonObject.nullable().default(null),
  /** @default null */
  captured_model_id: z.string().nullable().default(null),
  /** ISO timestamp. @default null */
  captured_at: z.string().nullable().default(null),
})

/** A validated {@link ReplayEntrySchema}. */
export type ReplayEntry = z.output<typeof ReplayEntrySchema>
/** What {@link ReplayEntrySchema} accepts (only `raw_trace` is required). */
export type ReplayEntryInput = z.input<typeof ReplayEntrySchema>

/** `fall_through`: a miss answers live; `strict`: a miss is the task's error. */
export const ReplayMissPolicySchema = z.enum(['fall_through', 'strict'])
/** See {@link ReplayMissPolicySchema}. */
export type ReplayMissPolicy = z.output<typeof ReplayMissPolicySchema>

/** A store as data: `{miss_policy, entries: [[key, entry], …]}` (Karenina's `ReplayStore` fields). */
export const ReplayStoreDataSchema = z.strictObject({
  /** @default 'fall_through' */
  miss_policy: ReplayMissPolicySchema.default('fall_through'),
  /** @default [] */
  entries: z.array(z.tuple([ReplayKeySchema, ReplayEntrySchema])).default([]),
})

/** What `new ReplayStore(…)` accepts. */
export type ReplayStoreInput = z.input<typeof ReplayStoreDataSchema>

/** The file form: `{"version": 1, "miss_policy", "entries": [{"key": {…}, "entry": {…}}]}`. */
export const ReplayStoreFileSchema = z.strictObject({
  version: z.literal(1),
  miss_policy: ReplayMissPolicySchema.default('fall_through'),
  entries: z.array(z.strictObject({ key: ReplayKeySchema, entry: ReplayEntrySchema })).default([]),
})
