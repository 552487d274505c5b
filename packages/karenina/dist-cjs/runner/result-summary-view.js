"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.resultSummaryView = resultSummaryView;
const USAGE_KEYS = new Set(['model', 'input_tokens', 'output_tokens', 'total_tokens']);
function usageTotals(usage) {
    if (!usage)
        return usage;
    const slim = {};
    for (const [stage, entry] of Object.entries(usage)) {
        if (typeof entry !== 'object' || entry === null)
            continue;
        const kept = {};
        for (const key in entry)
            if (USAGE_KEYS.has(key))
                kept[key] = entry[key];
        slim[stage] = kept;
    }
    return slim;
}
function resultSummaryView(result) {
    const m = result.metadata;
    const metadata = { question_id: m.question_id, replicate: m.replicate, answering: m.answering, parsing: m.parsing, failure: m.failure };
    const usage = result.template?.usage_metadata;
    const template = result.template && { verify_result: result.template.verify_result, usage_metadata: usageTotals(usage) };
    return { metadata, template, rubric: result.rubric };
}
