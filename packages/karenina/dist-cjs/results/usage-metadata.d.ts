import { z } from 'zod';
/**
 * One stage's token usage in `template.usage_metadata` (spec 02 §10, 04 §2.5). The `total` entry only
 * has the three token counts. Results store usage as an untyped map, like Karenina; this schema is for
 * producers and readers that want to check the shape.
 */
export declare const UsageStageSummarySchema: z.ZodObject<{
    input_tokens: z.ZodPipe<z.ZodUnion<readonly [z.ZodNumber, z.ZodInstanceOf<import("../index.js").PyFloat>]>, z.ZodTransform<number, number | import("../index.js").PyFloat>>;
    output_tokens: z.ZodPipe<z.ZodUnion<readonly [z.ZodNumber, z.ZodInstanceOf<import("../index.js").PyFloat>]>, z.ZodTransform<number, number | import("../index.js").PyFloat>>;
    total_tokens: z.ZodPipe<z.ZodUnion<readonly [z.ZodNumber, z.ZodInstanceOf<import("../index.js").PyFloat>]>, z.ZodTransform<number, number | import("../index.js").PyFloat>>;
    model: z.ZodOptional<z.ZodString>;
    input_token_details: z.ZodOptional<z.ZodRecord<z.ZodString, z.ZodUnknown>>;
    output_token_details: z.ZodOptional<z.ZodRecord<z.ZodString, z.ZodUnknown>>;
}, z.core.$loose>;
/** One stage's usage summary. */
export type UsageStageSummary = z.output<typeof UsageStageSummarySchema>;
/** `{ <stage>: summary, …, total: {input_tokens, output_tokens, total_tokens} }`. */
export declare const UsageMetadataSchema: z.ZodRecord<z.ZodString, z.ZodObject<{
    input_tokens: z.ZodPipe<z.ZodUnion<readonly [z.ZodNumber, z.ZodInstanceOf<import("../index.js").PyFloat>]>, z.ZodTransform<number, number | import("../index.js").PyFloat>>;
    output_tokens: z.ZodPipe<z.ZodUnion<readonly [z.ZodNumber, z.ZodInstanceOf<import("../index.js").PyFloat>]>, z.ZodTransform<number, number | import("../index.js").PyFloat>>;
    total_tokens: z.ZodPipe<z.ZodUnion<readonly [z.ZodNumber, z.ZodInstanceOf<import("../index.js").PyFloat>]>, z.ZodTransform<number, number | import("../index.js").PyFloat>>;
    model: z.ZodOptional<z.ZodString>;
    input_token_details: z.ZodOptional<z.ZodRecord<z.ZodString, z.ZodUnknown>>;
    output_token_details: z.ZodOptional<z.ZodRecord<z.ZodString, z.ZodUnknown>>;
}, z.core.$loose>>;
/** A result's usage map. */
export type UsageMetadata = z.output<typeof UsageMetadataSchema>;
/**
 * `template.agent_metrics` (spec 04 §2.5): `{iterations: 1, limit_reached: false}` on the LLM path; agent
 * runs add tool-call statistics.
 */
export declare const AgentMetricsSchema: z.ZodObject<{
    iterations: z.ZodPipe<z.ZodUnion<readonly [z.ZodNumber, z.ZodInstanceOf<import("../index.js").PyFloat>]>, z.ZodTransform<number, number | import("../index.js").PyFloat>>;
    limit_reached: z.ZodOptional<z.ZodBoolean>;
    tool_calls: z.ZodOptional<z.ZodPipe<z.ZodUnion<readonly [z.ZodNumber, z.ZodInstanceOf<import("../index.js").PyFloat>]>, z.ZodTransform<number, number | import("../index.js").PyFloat>>>;
    tools_used: z.ZodOptional<z.ZodArray<z.ZodString>>;
    tool_call_counts: z.ZodOptional<z.ZodRecord<z.ZodString, z.ZodPipe<z.ZodUnion<readonly [z.ZodNumber, z.ZodInstanceOf<import("../index.js").PyFloat>]>, z.ZodTransform<number, number | import("../index.js").PyFloat>>>>;
    suspect_failed_tool_calls: z.ZodOptional<z.ZodPipe<z.ZodUnion<readonly [z.ZodNumber, z.ZodInstanceOf<import("../index.js").PyFloat>]>, z.ZodTransform<number, number | import("../index.js").PyFloat>>>;
    suspect_failed_tools: z.ZodOptional<z.ZodArray<z.ZodString>>;
}, z.core.$loose>;
/** A result's agent metrics. */
export type AgentMetrics = z.output<typeof AgentMetricsSchema>;
