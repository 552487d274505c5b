"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.ReplayStoreFileSchema = exports.ReplayStoreDataSchema = exports.ReplayMissPolicySchema = exports.ReplayEntrySchema = exports.ReplayKeySchema = void 0;
const zod_1 = require("zod");
exports.ReplayKeySchema = zod_1.z.strictObject({
    question_id: zod_1.z.string().min(1),
    scenario_id: zod_1.z.string().nullable().default(null),
    scenario_node: zod_1.z.string().nullable().default(null),
    answering_model_id: zod_1.z.string().nullable().default(null),
    visit_index: zod_1.z.int().nonnegative().nullable().default(null),
    replicate: zod_1.z.int().nonnegative().nullable().default(null),
});
const JsonObject = zod_1.z.record(zod_1.z.string(), zod_1.z.unknown());
exports.ReplayEntrySchema = zod_1.z.strictObject({
    raw_trace: zod_1.z.string(),
    trace_messages: zod_1.z.array(JsonObject).nullable().default(null),
    parsed_answer_fields: JsonObject.nullable().default(null),
    verify_result: zod_1.z.boolean().nullable().default(null),
    usage_metadata: JsonObject.nullable().default(null),
    agent_metrics: JsonObject.nullable().default(null),
    captured_model_id: zod_1.z.string().nullable().default(null),
    captured_at: zod_1.z.string().nullable().default(null),
});
exports.ReplayMissPolicySchema = zod_1.z.enum(['fall_through', 'strict']);
exports.ReplayStoreDataSchema = zod_1.z.strictObject({
    miss_policy: exports.ReplayMissPolicySchema.default('fall_through'),
    entries: zod_1.z.array(zod_1.z.tuple([exports.ReplayKeySchema, exports.ReplayEntrySchema])).default([]),
});
exports.ReplayStoreFileSchema = zod_1.z.strictObject({
    version: zod_1.z.literal(1),
    miss_policy: exports.ReplayMissPolicySchema.default('fall_through'),
    entries: zod_1.z.array(zod_1.z.strictObject({ key: exports.ReplayKeySchema, entry: exports.ReplayEntrySchema })).default([]),
});
