"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.agentMetricsOf = agentMetricsOf;
const compare_code_points_js_1 = require("../compat/compare-code-points.js");
const SUSPECT = /\b(?:error|failed|exception|traceback|stack trace|404|500|502|503|timeout|invalid|unauthorized|forbidden|not found|cannot|unable to)\b/i;
function agentMetricsOf(messages, limitReached) {
    let iterations = 0;
    let calls = 0;
    let results = 0;
    const counts = {};
    const names = new Map();
    let suspect = 0;
    const suspectTools = new Set();
    for (const message of messages) {
        if (message.role === 'assistant') {
            iterations++;
            for (const call of message.tool_calls ?? []) {
                calls++;
                counts[call.name] = (counts[call.name] ?? 0) + 1;
                names.set(call.id, call.name);
            }
        }
        else if (message.role === 'tool') {
            results++;
            if (message.tool_result?.is_error || SUSPECT.test(message.content)) {
                suspect++;
                const name = message.tool_result ? names.get(message.tool_result.tool_use_id) : undefined;
                if (name)
                    suspectTools.add(name);
            }
        }
    }
    return {
        iterations,
        tool_calls: Math.max(calls, results),
        tools_used: Object.keys(counts).sort(compare_code_points_js_1.compareCodePoints),
        tool_call_counts: counts,
        suspect_failed_tool_calls: suspect,
        suspect_failed_tools: [...suspectTools].sort(compare_code_points_js_1.compareCodePoints),
        limit_reached: limitReached,
    };
}
