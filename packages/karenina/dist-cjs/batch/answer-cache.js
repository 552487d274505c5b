"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.AnswerCache = void 0;
exports.answerCacheKey = answerCacheKey;
exports.answerDataFromResult = answerDataFromResult;
const compat_mode_js_1 = require("../compat/compat-mode.js");
function answerCacheKey(questionId, answeringModelId, replicate) {
    const base = `${questionId}_${answeringModelId}`;
    return replicate === null ? base : `${base}_rep${replicate}`;
}
class AnswerCache {
    #entries = new Map();
    #hits = 0;
    #misses = 0;
    lookup(key) {
        const entry = this.#entries.get(key);
        if (entry?.status === 'hit') {
            this.#hits++;
            return entry;
        }
        if (entry?.status === 'in_progress')
            return entry;
        this.#misses++;
        this.#entries.set(key, { status: 'in_progress' });
        return { status: 'miss' };
    }
    isInProgress(key) {
        return this.#entries.get(key)?.status === 'in_progress';
    }
    complete(key, data) {
        this.#entries.set(key, { status: 'hit', data });
    }
    release(key) {
        if (this.#entries.get(key)?.status === 'in_progress')
            this.#entries.delete(key);
    }
    hydrate(key, data) {
        if (!this.#entries.has(key))
            this.#entries.set(key, { status: 'hit', data });
    }
    delete(key) {
        this.#entries.delete(key);
    }
    get stats() {
        return { hits: this.#hits, misses: this.#misses, size: this.#entries.size };
    }
}
exports.AnswerCache = AnswerCache;
function answerDataFromResult(result, compat = 'default') {
    const template = result.template;
    if (!(0, compat_mode_js_1.isPythonCompat)(compat)) {
        if (template === null || template.raw_llm_response === '' || result.metadata.failure?.stage === 'GenerateAnswer')
            return null;
    }
    let usage = null;
    const summary = template?.usage_metadata?.['answer_generation'];
    if (summary && typeof summary === 'object') {
        const model = typeof summary.model === 'string' ? summary.model : 'unknown';
        usage = {
            [model]: {
                input_tokens: summary.input_tokens ?? 0,
                output_tokens: summary.output_tokens ?? 0,
                total_tokens: summary.total_tokens ?? 0,
                input_token_details: summary.input_token_details ?? {},
                output_token_details: summary.output_token_details ?? {},
            },
        };
    }
    return {
        raw_llm_response: template?.raw_llm_response ?? null,
        usage_metadata: usage,
        agent_metrics: template?.agent_metrics ?? null,
        recursion_limit_reached: template?.recursion_limit_reached ?? null,
        answering_mcp_servers: template?.answering_mcp_servers ?? null,
        trace_messages: template && template.trace_messages.length > 0 ? template.trace_messages : null,
        conversation_context: template && template.conversation_context.length > 0 ? template.conversation_context : null,
    };
}
