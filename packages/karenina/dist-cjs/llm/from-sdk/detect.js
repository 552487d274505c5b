"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.FRAMEWORK_SHAPES = void 0;
exports.messageDialectOf = messageDialectOf;
exports.fromMessageDialect = fromMessageDialect;
exports.frameworkTraceOf = frameworkTraceOf;
const validation_error_js_1 = require("../../errors/validation-error.js");
const ai_sdk_js_1 = require("./ai-sdk.js");
const anthropic_js_1 = require("./anthropic.js");
const openai_chat_js_1 = require("./openai-chat.js");
const openai_responses_js_1 = require("./openai-responses.js");
exports.FRAMEWORK_SHAPES = [ai_sdk_js_1.AI_SDK_RESULT_SHAPE, ai_sdk_js_1.AI_SDK_MESSAGES_SHAPE, openai_chat_js_1.OPENAI_CHAT_SHAPE, openai_responses_js_1.OPENAI_RESPONSES_SHAPE, openai_responses_js_1.OPENAI_AGENTS_SHAPE, anthropic_js_1.ANTHROPIC_SHAPE];
function messageDialectOf(messages) {
    let textParts = false;
    for (const value of messages) {
        if (typeof value !== 'object' || value === null || Array.isArray(value))
            continue;
        const m = value;
        const type = m['type'];
        if (type === 'function_call' || type === 'function_call_output' || type === 'function_call_result' || type === 'reasoning' || (type === 'message' && Array.isArray(m['content']) && partTypes(m['content']).some((t) => t === 'output_text' || t === 'input_text'))) {
            return 'openai-responses';
        }
        if ('tool_call_id' in m || (Array.isArray(m['tool_calls']) && m['tool_calls'].some((c) => typeof c === 'object' && c !== null && 'function' in c)))
            return 'openai-chat';
        const parts = Array.isArray(m['content']) ? partTypes(m['content']) : [];
        if (parts.some((t) => t === 'tool-call' || t === 'tool-result' || t === 'reasoning'))
            return 'ai-sdk';
        if (parts.some((t) => t === 'tool_use' || t === 'tool_result' || t === 'thinking'))
            return 'anthropic';
        if (parts.some((t) => t === 'output_text' || t === 'input_text'))
            return 'openai-responses';
        if (parts.length > 0 && parts.every((t) => t === 'text'))
            textParts = true;
    }
    return textParts ? 'ai-sdk' : undefined;
}
function partTypes(content) {
    return content.map((p) => (typeof p === 'object' && p !== null ? p['type'] : undefined));
}
function fromMessageDialect(dialect, messages, subject) {
    switch (dialect) {
        case 'openai-chat':
            return (0, openai_chat_js_1.fromOpenAiChatMessages)(messages, subject);
        case 'openai-responses':
            return (0, openai_responses_js_1.fromOpenAiResponsesOutput)(messages, subject, 'messages');
        case 'ai-sdk':
            return (0, ai_sdk_js_1.fromAiSdkMessages)(messages, subject);
        case 'anthropic':
            return (0, anthropic_js_1.fromAnthropicMessages)(messages, subject);
    }
}
function frameworkTraceOf(value, subject) {
    if (typeof value !== 'object' || value === null)
        return undefined;
    if (Array.isArray(value)) {
        const dialect = messageDialectOf(value);
        return dialect === undefined ? undefined : fromMessageDialect(dialect, value, subject);
    }
    const record = value;
    const steps = record['steps'];
    if (steps !== undefined && isThenable(steps)) {
        throw new validation_error_js_1.ValidationError(['steps'], 'a streamText result: its steps are a promise; pass { steps: await result.steps }', subject);
    }
    if (Array.isArray(steps))
        return (0, ai_sdk_js_1.fromAiSdkResult)({ steps }, subject);
    const history = record['history'];
    if (Array.isArray(history))
        return (0, openai_responses_js_1.fromOpenAiAgentsRun)({ history }, subject);
    if (Array.isArray(record['output']) && record['messages'] === undefined)
        return (0, openai_responses_js_1.fromOpenAiResponsesOutput)(record['output'], subject);
    if (Array.isArray(record['messages'])) {
        const dialect = messageDialectOf(record['messages']);
        return dialect === undefined ? undefined : fromMessageDialect(dialect, record['messages'], subject);
    }
    return undefined;
}
function isThenable(value) {
    return typeof value === 'object' && value !== null && typeof value.then === 'function';
}
