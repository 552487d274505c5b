"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.KARENINA_MESSAGE_FORM = exports.GIVEN_RESPONSE_MODEL = void 0;
exports.isResponseInput = isResponseInput;
exports.checkResponseInput = checkResponseInput;
exports.checkTraceMessages = checkTraceMessages;
exports.describeValue = describeValue;
exports.cachedAnswerOf = cachedAnswerOf;
const validation_error_js_1 = require("../errors/validation-error.js");
const chat_message_schema_js_1 = require("../llm/chat-message-schema.js");
const detect_js_1 = require("../llm/from-sdk/detect.js");
const messages_to_raw_trace_js_1 = require("../trace/messages-to-raw-trace.js");
const util_js_1 = require("../utils/lazy-node/util.js");
exports.GIVEN_RESPONSE_MODEL = Object.freeze({ interface: 'manual', model_name: 'response', manual_traces: {} });
function isResponseInput(value) {
    if (typeof value === 'string')
        return true;
    if (typeof value !== 'object' || value === null)
        return false;
    if (Array.isArray(value))
        return true;
    const record = value;
    return (Array.isArray(record['messages']) ||
        Array.isArray(record['traceMessages']) ||
        typeof record['rawTrace'] === 'string' ||
        record['steps'] !== undefined ||
        Array.isArray(record['history']) ||
        Array.isArray(record['output']));
}
exports.KARENINA_MESSAGE_FORM = "Karenina's message form: { role: 'system' | 'user' | 'assistant' | 'tool', content: string, tool_calls?: [{ id, name, input }], " +
    'tool_result?: { tool_use_id, is_error }, thinking?: { thinking } }';
const ACCEPTED_RESPONSE_SHAPES = `a string (the answer); { messages } (an agent trace in ${exports.KARENINA_MESSAGE_FORM}); ` +
    '{ rawTrace: string } (a harmonized trace); { traceMessages, agentMetrics? } (an AgentPort run); ' +
    `or, bare or under { messages }, one of: ${detect_js_1.FRAMEWORK_SHAPES.join('; ')}`;
function checkResponseInput(value, subject = 'response') {
    if (typeof value === 'string')
        return value;
    if (!isResponseInput(value)) {
        throw new validation_error_js_1.ValidationError([], `expected ${ACCEPTED_RESPONSE_SHAPES}; received ${describeValue(value)}`, subject);
    }
    const converted = convertFrameworkTrace(value, subject);
    if (converted !== undefined)
        return converted;
    if (Array.isArray(value))
        return { messages: checkTraceMessages(value, 'messages', subject) };
    const record = value;
    if (record['steps'] !== undefined || Array.isArray(record['output'])) {
        throw new validation_error_js_1.ValidationError([], `expected ${ACCEPTED_RESPONSE_SHAPES}; received ${describeValue(value)}`, subject);
    }
    if (Array.isArray(record['traceMessages'])) {
        const run = value;
        return {
            traceMessages: checkTraceMessages(record['traceMessages'], 'traceMessages', subject),
            ...(run.agentMetrics !== undefined ? { agentMetrics: run.agentMetrics } : {}),
            ...(run.recursionLimitReached !== undefined ? { recursionLimitReached: run.recursionLimitReached } : {}),
        };
    }
    if (typeof record['rawTrace'] === 'string')
        return { rawTrace: record['rawTrace'] };
    return { messages: checkTraceMessages(record['messages'], 'messages', subject) };
}
function convertFrameworkTrace(value, subject) {
    try {
        return (0, detect_js_1.frameworkTraceOf)(value, subject);
    }
    catch (error) {
        if (error instanceof validation_error_js_1.ValidationError)
            throw new validation_error_js_1.ValidationError(error.path, `${error.problem}. Accepted: ${ACCEPTED_RESPONSE_SHAPES}`, error.subject);
        throw error;
    }
}
function checkTraceMessages(messages, key, subject, accepted = ACCEPTED_RESPONSE_SHAPES) {
    return messages.map((message, index) => {
        const parsed = chat_message_schema_js_1.TraceMessageSchema.safeParse(message);
        const problem = parsed.success ? jsonProblem(message, []) : undefined;
        if (parsed.success && problem === undefined)
            return parsed.data;
        const issue = parsed.success ? problem : { path: parsed.error.issues[0].path, message: issueMessage(parsed.error.issues[0]) };
        const looksLike = foreignShape(message);
        const what = looksLike ? ` (the message looks like ${looksLike}, not read here: convert it to Karenina's message form)` : '';
        throw new validation_error_js_1.ValidationError([key, index, ...issue.path.map((p) => (typeof p === 'symbol' ? String(p) : p))], `${issue.message}${what}; received ${describeValue(message)}. Accepted: ${accepted}`, subject);
    });
}
function issueMessage(issue) {
    if (issue.code === 'unrecognized_keys')
        return `unknown key${issue.keys.length > 1 ? 's' : ''} ${issue.keys.map((k) => `'${k}'`).join(', ')}`;
    return issue.message;
}
function foreignShape(message) {
    if (typeof message !== 'object' || message === null || Array.isArray(message))
        return undefined;
    const m = message;
    const parts = Array.isArray(m['content']) ? m['content'].map((p) => (typeof p === 'object' && p !== null ? p['type'] : undefined)) : [];
    if (typeof m['type'] === 'string' && m['role'] === undefined)
        return `an OpenAI Agents SDK / Responses API item (type '${m['type']}')`;
    if (Array.isArray(m['tool_calls']) && m['tool_calls'].some((c) => typeof c === 'object' && c !== null && 'function' in c)) {
        return 'an OpenAI Chat Completions message (tool_calls[].function)';
    }
    if ('tool_call_id' in m)
        return 'an OpenAI Chat Completions tool message (tool_call_id)';
    if (parts.some((t) => t === 'tool-call' || t === 'tool-result' || t === 'reasoning'))
        return 'an AI SDK message (content parts of type tool-call / tool-result)';
    if (parts.some((t) => t === 'tool_use' || t === 'tool_result' || t === 'thinking'))
        return 'an Anthropic message (content blocks)';
    if (parts.some((t) => t === 'output_text' || t === 'input_text'))
        return 'an OpenAI Responses API message (output_text parts)';
    if (parts.length > 0)
        return 'a message with content parts (content must be one string)';
    return undefined;
}
function jsonProblem(value, path, seen = new Set()) {
    if (typeof value === 'bigint')
        return { path, message: 'a bigint cannot be stored in a result (JSON); pass a number or a string' };
    if (typeof value === 'function' || typeof value === 'symbol')
        return { path, message: `a ${typeof value} cannot be stored in a result (JSON)` };
    if (typeof value !== 'object' || value === null)
        return undefined;
    if (seen.has(value))
        return { path, message: 'a cyclic value cannot be stored in a result (JSON)' };
    seen.add(value);
    const entries = Array.isArray(value) ? value.map((v, i) => [i, v]) : Object.entries(value);
    for (const [key, child] of entries) {
        const problem = jsonProblem(child, [...path, key], seen);
        if (problem !== undefined)
            return problem;
    }
    seen.delete(value);
    return undefined;
}
function describeValue(value) {
    if (typeof value === 'string')
        return JSON.stringify(value.length > 200 ? `${value.slice(0, 200)}…` : value);
    if (typeof value !== 'object' || value === null)
        return typeof value === 'bigint' ? `${value}n (a bigint)` : `${String(value)} (${value === null ? 'null' : typeof value})`;
    try {
        const text = (0, util_js_1.inspect)(value, { depth: 3, breakLength: Infinity, compact: true, maxArrayLength: 5, maxStringLength: 80, getters: false });
        return text.length > 300 ? `${text.slice(0, 300)}…` : text;
    }
    catch {
        return Array.isArray(value) ? 'an array' : 'an object';
    }
}
function cachedAnswerOf(response) {
    if (typeof response === 'string')
        return { raw_llm_response: response, trace_messages: null };
    if ('traceMessages' in response) {
        return {
            ...traceData(response.traceMessages),
            recursion_limit_reached: response.recursionLimitReached ?? false,
            ...(response.agentMetrics ? { agent_metrics: response.agentMetrics } : {}),
        };
    }
    if ('rawTrace' in response)
        return { raw_llm_response: response.rawTrace, trace_messages: null };
    return traceData(response.messages);
}
function traceData(messages) {
    return {
        raw_llm_response: (0, messages_to_raw_trace_js_1.messagesToRawTrace)(messages),
        trace_messages: messages.map((m) => ({ ...m })),
    };
}
