"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.AgentMetricsSchema = exports.UsageMetadataSchema = exports.UsageStageSummarySchema = void 0;
const zod_1 = require("zod");
const py_number_schema_js_1 = require("./py-number-schema.js");
exports.UsageStageSummarySchema = zod_1.z.looseObject({
    input_tokens: (0, py_number_schema_js_1.pyIntSchema)(),
    output_tokens: (0, py_number_schema_js_1.pyIntSchema)(),
    total_tokens: (0, py_number_schema_js_1.pyIntSchema)(),
    model: zod_1.z.string().optional(),
    input_token_details: zod_1.z.record(zod_1.z.string(), zod_1.z.unknown()).optional(),
    output_token_details: zod_1.z.record(zod_1.z.string(), zod_1.z.unknown()).optional(),
});
exports.UsageMetadataSchema = zod_1.z.record(zod_1.z.string(), exports.UsageStageSummarySchema);
exports.AgentMetricsSchema = zod_1.z.looseObject({
    iterations: (0, py_number_schema_js_1.pyIntSchema)(),
    limit_reached: zod_1.z.boolean().optional(),
    tool_calls: (0, py_number_schema_js_1.pyIntSchema)().optional(),
    tools_used: zod_1.z.array(zod_1.z.string()).optional(),
    tool_call_counts: zod_1.z.record(zod_1.z.string(), (0, py_number_schema_js_1.pyIntSchema)()).optional(),
    suspect_failed_tool_calls: (0, py_number_schema_js_1.pyIntSchema)().optional(),
    suspect_failed_tools: zod_1.z.array(zod_1.z.string()).optional(),
});
