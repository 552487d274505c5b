"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.ShapeReader = void 0;
exports.sdkTrace = sdkTrace;
exports.parseToolArguments = parseToolArguments;
exports.toolInput = toolInput;
exports.toolOutputText = toolOutputText;
exports.toolMessage = toolMessage;
const validation_error_js_1 = require("../../errors/validation-error.js");
const agent_metrics_js_1 = require("../agent-metrics.js");
function sdkTrace(messages) {
    return { traceMessages: messages, agentMetrics: (0, agent_metrics_js_1.agentMetricsOf)(messages, false), recursionLimitReached: false };
}
class ShapeReader {
    shape;
    subject;
    constructor(shape, subject) {
        this.shape = shape;
        this.subject = subject;
    }
    fail(path, problem) {
        throw new validation_error_js_1.ValidationError(path, `${problem} (read as ${this.shape})`, this.subject);
    }
    record(value, path) {
        if (typeof value !== 'object' || value === null || Array.isArray(value))
            this.fail(path, `expected an object, received ${describe(value)}`);
        return value;
    }
    array(value, path) {
        if (!Array.isArray(value))
            this.fail(path, `expected an array, received ${describe(value)}`);
        return value;
    }
    string(value, path) {
        if (typeof value !== 'string')
            this.fail(path, `expected a string, received ${describe(value)}`);
        return value;
    }
    optionalString(value, path) {
        return value === null || value === undefined ? '' : this.string(value, path);
    }
}
exports.ShapeReader = ShapeReader;
function describe(value) {
    if (value === null)
        return 'null';
    if (Array.isArray(value))
        return 'an array';
    return typeof value;
}
function parseToolArguments(text) {
    try {
        const value = JSON.parse(text);
        if (value !== null && typeof value === 'object' && !Array.isArray(value))
            return value;
    }
    catch {
    }
    return text.trim() === '' ? {} : { arguments: text };
}
function toolInput(value) {
    if (value === undefined || value === null)
        return {};
    if (typeof value === 'object' && !Array.isArray(value))
        return value;
    return { input: value };
}
function toolOutputText(value) {
    if (typeof value === 'string')
        return value;
    if (value === undefined)
        return '';
    try {
        return JSON.stringify(value) ?? String(value);
    }
    catch {
        return String(value);
    }
}
function toolMessage(callId, content, isError) {
    return { role: 'tool', content, tool_result: { tool_use_id: callId, is_error: isError } };
}
