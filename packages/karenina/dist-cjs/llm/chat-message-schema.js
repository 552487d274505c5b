"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.TraceMessageSchema = exports.ChatMessageSchema = void 0;
const zod_1 = require("zod");
exports.ChatMessageSchema = zod_1.z.object({
    role: zod_1.z.enum(['system', 'user', 'assistant', 'tool']),
    content: zod_1.z.string(),
    tool_calls: zod_1.z.array(zod_1.z.object({ id: zod_1.z.string(), name: zod_1.z.string(), input: zod_1.z.record(zod_1.z.string(), zod_1.z.unknown()) })).optional(),
    tool_result: zod_1.z.object({ tool_use_id: zod_1.z.string(), is_error: zod_1.z.boolean() }).optional(),
    thinking: zod_1.z.object({ thinking: zod_1.z.string(), signature: zod_1.z.string().optional() }).optional(),
});
exports.TraceMessageSchema = zod_1.z
    .strictObject({
    role: zod_1.z.enum(['system', 'user', 'assistant', 'tool']),
    content: zod_1.z.string(),
    tool_calls: zod_1.z.array(zod_1.z.strictObject({ id: zod_1.z.string(), name: zod_1.z.string(), input: zod_1.z.record(zod_1.z.string(), zod_1.z.unknown()) })).optional(),
    tool_result: zod_1.z.strictObject({ tool_use_id: zod_1.z.string(), is_error: zod_1.z.boolean() }).optional(),
    thinking: zod_1.z.strictObject({ thinking: zod_1.z.string(), signature: zod_1.z.string().optional() }).optional(),
    block_index: zod_1.z.number().int().optional(),
    usage_metadata: zod_1.z.record(zod_1.z.string(), zod_1.z.unknown()).optional(),
})
    .superRefine((message, ctx) => {
    if (message.role === 'tool' && message.tool_result === undefined) {
        ctx.addIssue({ code: 'custom', path: ['tool_result'], message: 'a tool message needs tool_result: { tool_use_id, is_error } (the call it answers)' });
    }
});
