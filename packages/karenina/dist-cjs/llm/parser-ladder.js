"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.runParserLadder = runParserLadder;
const compat_mode_js_1 = require("../compat/compat-mode.js");
const parse_failure_error_js_1 = require("../errors/parse-failure-error.js");
const provider_error_js_1 = require("../errors/provider-error.js");
const json_recovery_js_1 = require("../parsing/json-recovery.js");
const py_json_loads_js_1 = require("../parsing/py-json-loads.js");
const repair_json_js_1 = require("../parsing/repair-json.js");
const parser_feedback_js_1 = require("./parser-feedback.js");
const usage_js_1 = require("./usage.js");
function errorText(error) {
    return error instanceof Error ? error.message : String(error);
}
function validated(reply, raw, validate) {
    if (reply.normalize)
        raw = reply.normalize(raw);
    try {
        return { ok: true, raw, value: validate(raw) };
    }
    catch (error) {
        return { ok: false, error: errorText(error) };
    }
}
async function interpret(reply, validate) {
    if (reply.value !== undefined)
        return validated(reply, reply.value, validate);
    if (reply.text.trim() === '')
        return { ok: false, error: 'the reply was empty' };
    let extracted;
    let extractionError;
    try {
        extracted = validated(reply, (0, py_json_loads_js_1.pyJsonLoads)((0, json_recovery_js_1.extractJsonFromResponse)(reply.text)), validate);
        if (extracted.ok)
            return extracted;
    }
    catch (error) {
        extractionError = `no valid JSON in the reply: ${errorText(error)}`;
    }
    const repaired = await (0, repair_json_js_1.repairJson)(reply.text);
    if (repaired.ok) {
        const outcome = validated(reply, repaired.value, validate);
        if (outcome.ok || extracted)
            return outcome.ok ? outcome : extracted;
        return { ok: false, error: `${extractionError}; after JSON repair: ${outcome.error}` };
    }
    return extracted ?? { ok: false, error: extractionError };
}
function nativeUnsupported(error) {
    if (!provider_error_js_1.ProviderError.isProviderError(error) || error.retryable)
        return false;
    return error.status === undefined || ![401, 403].includes(error.status);
}
async function runParserLadder(backend, request, settings, options = {}) {
    const schemaName = request.schemaName ?? (typeof request.schema['title'] === 'string' ? request.schema['title'] : 'Answer');
    const attempts = [];
    let usage;
    let lastError = 'no attempt was made';
    const attempt = async (strategy, call) => {
        options.signal?.throwIfAborted();
        const reply = await call();
        usage = usage ? (0, usage_js_1.addUsage)(usage, reply.usage) : reply.usage;
        const outcome = await interpret(reply, request.validate);
        attempts.push(outcome.ok ? { strategy, text: reply.text } : { strategy, text: reply.text, error: outcome.error });
        if (!outcome.ok)
            lastError = outcome.error;
        return { reply, outcome };
    };
    const success = (outcome) => ({
        value: outcome.value,
        raw: outcome.raw,
        usage: usage,
        usageUnavailable: (0, usage_js_1.isUsageEmpty)(usage),
        attempts,
    });
    let mode = backend.native ? 'native' : 'plain';
    let last;
    if (backend.native) {
        const native = backend.native;
        try {
            last = await attempt('native', () => native(request.messages, request.schema, schemaName, options));
            if (last.outcome.ok)
                return success(last.outcome);
        }
        catch (error) {
            if (!nativeUnsupported(error))
                throw error;
            attempts.push({ strategy: 'native', text: '', error: errorText(error) });
            lastError = errorText(error);
            mode = 'plain';
        }
    }
    if ((0, compat_mode_js_1.isPythonCompat)(settings.compat))
        return pythonTail();
    const promptMessages = mode === 'plain' ? (0, parser_feedback_js_1.withSchemaSuffix)(request.messages, request.schema) : request.messages;
    const send = (messages) => mode === 'native' && backend.native ? backend.native(messages, request.schema, schemaName, options) : backend.plain(messages, options);
    if (mode === 'plain') {
        last = await attempt('prompt', () => backend.plain(promptMessages, options));
        if (last.outcome.ok)
            return success(last.outcome);
    }
    for (let retry = 0; retry < settings.maxRetries && last; retry++) {
        const conversation = [
            ...promptMessages,
            { role: 'assistant', content: last.reply.text },
            { role: 'user', content: (0, parser_feedback_js_1.feedbackMessage)(lastError, request.schema) },
        ];
        last = await attempt('feedback', () => send(conversation));
        if (last.outcome.ok)
            return success(last.outcome);
    }
    throw new parse_failure_error_js_1.ParseFailureError(schemaName, attempts, lastError);
    async function pythonTail() {
        const plain = await attempt('prompt', () => backend.plain(request.messages, options));
        if (plain.outcome.ok)
            return success(plain.outcome);
        const preview = Array.from(plain.reply.text).slice(0, 200).join('');
        if (settings.maxRetries <= 0)
            throw new parse_failure_error_js_1.ParseFailureError(schemaName, attempts, `Failed to parse response: ${preview}`);
        const parseErrorText = `Could not parse response into ${schemaName}: ${preview}`;
        const plan = (0, parser_feedback_js_1.pythonFeedbackPlan)(parseErrorText);
        if (plan.nullFields !== null) {
            const messages = [...request.messages, { role: 'user', content: (0, parser_feedback_js_1.nullFeedbackMessage)(plan.nullFields) }];
            const retried = await attempt('feedback', () => backend.plain(messages, options));
            if (retried.outcome.ok)
                return success(retried.outcome);
        }
        if (plan.formatError) {
            const content = (0, parser_feedback_js_1.formatFeedbackMessage)(plain.reply.text, parseErrorText, (0, parser_feedback_js_1.schemaBlock)(request.schema));
            const retried = await attempt('feedback', () => backend.plain([...request.messages, { role: 'user', content }], options));
            if (retried.outcome.ok)
                return success(retried.outcome);
        }
        throw new parse_failure_error_js_1.ParseFailureError(schemaName, attempts, `Failed to parse response into ${schemaName} after all retry strategies: ${preview} (${lastError})`);
    }
}
