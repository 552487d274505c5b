"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.UsageTracker = void 0;
const clone_plain_js_1 = require("../utils/clone-plain.js");
function isRecord(value) {
    return typeof value === 'object' && value !== null && !Array.isArray(value);
}
function int(value) {
    return typeof value === 'number' && Number.isFinite(value) ? value : 0;
}
function isFlat(usage) {
    return ['input_tokens', 'output_tokens', 'total_tokens'].some((k) => typeof usage[k] === 'number');
}
function addDetails(into, details) {
    if (!isRecord(details))
        return;
    for (const [key, value] of Object.entries(details))
        if (typeof value === 'number')
            into[key] = (into[key] ?? 0) + value;
}
function copySummary(summary) {
    return { ...summary, input_token_details: { ...summary.input_token_details }, output_token_details: { ...summary.output_token_details } };
}
class UsageTracker {
    #stages = new Map();
    #agentMetrics = null;
    track(stage, usage, model) {
        if (!isRecord(usage))
            return;
        if (!isFlat(usage)) {
            for (const [key, value] of Object.entries(usage))
                if (isRecord(value) && isFlat(value))
                    this.#add(stage, value, key);
            return;
        }
        this.#add(stage, usage, model ?? (typeof usage.model === 'string' ? usage.model : 'unknown'));
    }
    #add(stage, usage, model) {
        const input = int(usage.input_tokens);
        const output = int(usage.output_tokens);
        const total = typeof usage.total_tokens === 'number' ? int(usage.total_tokens) : input + output;
        const summary = this.#stages.get(stage) ?? {
            input_tokens: 0,
            output_tokens: 0,
            total_tokens: 0,
            model,
            input_token_details: { audio: 0, cache_read: 0 },
            output_token_details: { audio: 0, reasoning: 0 },
        };
        summary.input_tokens += input;
        summary.output_tokens += output;
        summary.total_tokens += total;
        addDetails(summary.input_token_details, usage.input_token_details);
        addDetails(summary.output_token_details, usage.output_token_details);
        this.#stages.set(stage, summary);
    }
    setAgentMetrics(metrics) {
        this.#agentMetrics = metrics === null ? null : (0, clone_plain_js_1.clonePlain)(metrics);
    }
    get agentMetrics() {
        return this.#agentMetrics === null ? null : (0, clone_plain_js_1.clonePlain)(this.#agentMetrics);
    }
    stageSummary(stage) {
        const summary = this.#stages.get(stage);
        return summary === undefined ? null : copySummary(summary);
    }
    totalSummary() {
        if (this.#stages.size === 0)
            return {};
        const out = {};
        const total = { input_tokens: 0, output_tokens: 0, total_tokens: 0 };
        for (const [stage, summary] of this.#stages) {
            out[stage] = copySummary(summary);
            total.input_tokens += summary.input_tokens;
            total.output_tokens += summary.output_tokens;
            total.total_tokens += summary.total_tokens;
        }
        out.total = total;
        return out;
    }
}
exports.UsageTracker = UsageTracker;
