import { z } from 'zod';
/**
 * Which recorded answer a task replays (Karenina's `ReplayKey`, spec 05 §4.2). A `null` axis is a wildcard:
 * the entry serves every model / visit / replicate. Extra keys are refused.
 */
export declare const ReplayKeySchema: z.ZodObject<{
    question_id: z.ZodString;
    scenario_id: z.ZodDefault<z.ZodNullable<z.ZodString>>;
    scenario_node: z.ZodDefault<z.ZodNullable<z.ZodString>>;
    answering_model_id: z.ZodDefault<z.ZodNullable<z.ZodString>>;
    visit_index: z.ZodDefault<z.ZodNullable<z.ZodInt>>;
    replicate: z.ZodDefault<z.ZodNullable<z.ZodInt>>;
}, z.core.$strict>;
/** A validated {@link ReplayKeySchema} (every axis present, `null` = wildcard). */
export type ReplayKey = z.output<typeof ReplayKeySchema>;
/** What {@link ReplayKeySchema} accepts: omitted axes are wildcards. */
export type ReplayKeyInput = z.input<typeof ReplayKeySchema>;
/**
 * A recorded answer (Karenina's `ReplayEntry`): the raw trace, and optionally the judge's parsed fields
 * (7a/7c then skip the judge) or a verdict alone (`verify_result`: parsing and verification are skipped).
 */
export declare const ReplayEntrySchema: z.ZodObject<{
    raw_trace: z.ZodString;
    trace_messages: z.ZodDefault<z.ZodNullable<z.ZodArray<z.ZodRecord<z.ZodString, z.ZodUnknown>>>>;
    parsed_answer_fields: z.ZodDefault<z.ZodNullable<z.ZodRecord<z.ZodString, z.ZodUnknown>>>;
    verify_result: z.ZodDefault<z.ZodNullable<z.ZodBoolean>>;
    usage_metadata: z.ZodDefault<z.ZodNullable<z.ZodRecord<z.ZodString, z.ZodUnknown>>>;
    agent_metrics: z.ZodDefault<z.ZodNullable<z.ZodRecord<z.ZodString, z.ZodUnknown>>>;
    captured_model_id: z.ZodDefault<z.ZodNullable<z.ZodString>>;
    captured_at: z.ZodDefault<z.ZodNullable<z.ZodString>>;
}, z.core.$strict>;
/** A validated {@link ReplayEntrySchema}. */
export type ReplayEntry = z.output<typeof ReplayEntrySchema>;
/** What {@link ReplayEntrySchema} accepts (only `raw_trace` is required). */
export type ReplayEntryInput = z.input<typeof ReplayEntrySchema>;
/** `fall_through`: a miss answers live; `strict`: a miss is the task's error. */
export declare const ReplayMissPolicySchema: z.ZodEnum<{
    fall_through: "fall_through";
    strict: "strict";
}>;
/** See {@link ReplayMissPolicySchema}. */
export type ReplayMissPolicy = z.output<typeof ReplayMissPolicySchema>;
/** A store as data: `{miss_policy, entries: [[key, entry], …]}` (Karenina's `ReplayStore` fields). */
export declare const ReplayStoreDataSchema: z.ZodObject<{
    miss_policy: z.ZodDefault<z.ZodEnum<{
        fall_through: "fall_through";
        strict: "strict";
    }>>;
    entries: z.ZodDefault<z.ZodArray<z.ZodTuple<[z.ZodObject<{
        question_id: z.ZodString;
        scenario_id: z.ZodDefault<z.ZodNullable<z.ZodString>>;
        scenario_node: z.ZodDefault<z.ZodNullable<z.ZodString>>;
        answering_model_id: z.ZodDefault<z.ZodNullable<z.ZodString>>;
        visit_index: z.ZodDefault<z.ZodNullable<z.ZodInt>>;
        replicate: z.ZodDefault<z.ZodNullable<z.ZodInt>>;
    }, z.core.$strict>, z.ZodObject<{
        raw_trace: z.ZodString;
        trace_messages: z.ZodDefault<z.ZodNullable<z.ZodArray<z.ZodRecord<z.ZodString, z.ZodUnknown>>>>;
        parsed_answer_fields: z.ZodDefault<z.ZodNullable<z.ZodRecord<z.ZodString, z.ZodUnknown>>>;
        verify_result: z.ZodDefault<z.ZodNullable<z.ZodBoolean>>;
        usage_metadata: z.ZodDefault<z.ZodNullable<z.ZodRecord<z.ZodString, z.ZodUnknown>>>;
        agent_metrics: z.ZodDefault<z.ZodNullable<z.ZodRecord<z.ZodString, z.ZodUnknown>>>;
        captured_model_id: z.ZodDefault<z.ZodNullable<z.ZodString>>;
        captured_at: z.ZodDefault<z.ZodNullable<z.ZodString>>;
    }, z.core.$strict>], null>>>;
}, z.core.$strict>;
/** What `new ReplayStore(…)` accepts. */
export type ReplayStoreInput = z.input<typeof ReplayStoreDataSchema>;
/** The file form: `{"version": 1, "miss_policy", "entries": [{"key": {…}, "entry": {…}}]}`. */
export declare const ReplayStoreFileSchema: z.ZodObject<{
    version: z.ZodLiteral<1>;
    miss_policy: z.ZodDefault<z.ZodEnum<{
        fall_through: "fall_through";
        strict: "strict";
    }>>;
    entries: z.ZodDefault<z.ZodArray<z.ZodObject<{
        key: z.ZodObject<{
            question_id: z.ZodString;
            scenario_id: z.ZodDefault<z.ZodNullable<z.ZodString>>;
            scenario_node: z.ZodDefault<z.ZodNullable<z.ZodString>>;
            answering_model_id: z.ZodDefault<z.ZodNullable<z.ZodString>>;
            visit_index: z.ZodDefault<z.ZodNullable<z.ZodInt>>;
            replicate: z.ZodDefault<z.ZodNullable<z.ZodInt>>;
        }, z.core.$strict>;
        entry: z.ZodObject<{
            raw_trace: z.ZodString;
            trace_messages: z.ZodDefault<z.ZodNullable<z.ZodArray<z.ZodRecord<z.ZodString, z.ZodUnknown>>>>;
            parsed_answer_fields: z.ZodDefault<z.ZodNullable<z.ZodRecord<z.ZodString, z.ZodUnknown>>>;
            verify_result: z.ZodDefault<z.ZodNullable<z.ZodBoolean>>;
            usage_metadata: z.ZodDefault<z.ZodNullable<z.ZodRecord<z.ZodString, z.ZodUnknown>>>;
            agent_metrics: z.ZodDefault<z.ZodNullable<z.ZodRecord<z.ZodString, z.ZodUnknown>>>;
            captured_model_id: z.ZodDefault<z.ZodNullable<z.ZodString>>;
            captured_at: z.ZodDefault<z.ZodNullable<z.ZodString>>;
        }, z.core.$strict>;
    }, z.core.$strict>>>;
}, z.core.$strict>;
