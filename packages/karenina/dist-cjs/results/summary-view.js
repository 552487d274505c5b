"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.SummaryInterner = void 0;
exports.summaryView = summaryView;
const VALUES_PER_PATH = 8;
class SummaryInterner {
    #recent = new Map();
    intern(value, path) {
        return this.internAt('', path, value);
    }
    internAt(section, key, value) {
        if (typeof value !== 'object' || value === null)
            return value;
        let byKey = this.#recent.get(section);
        if (byKey === undefined)
            this.#recent.set(section, (byKey = new Map()));
        let recent = byKey.get(key);
        if (recent === undefined)
            byKey.set(key, (recent = []));
        for (let i = 0; i < recent.length; i++) {
            const known = recent[i];
            if (!plainEqual(known, value))
                continue;
            if (i > 0)
                recent.unshift(...recent.splice(i, 1));
            return known;
        }
        if (!isPlainData(value))
            return value;
        recent.unshift(value);
        if (recent.length > VALUES_PER_PATH)
            recent.pop();
        return value;
    }
}
exports.SummaryInterner = SummaryInterner;
function plainEqual(known, value) {
    if (typeof known !== 'object' || known === null)
        return Object.is(known, value);
    if (typeof value !== 'object' || value === null)
        return false;
    if (Array.isArray(known)) {
        if (!Array.isArray(value) || value.length !== known.length)
            return false;
        for (let i = 0; i < known.length; i++)
            if (!plainEqual(known[i], value[i]))
                return false;
        return true;
    }
    if (Array.isArray(value) || !isPlainObject(value))
        return false;
    const knownKeys = Object.keys(known);
    const keys = Object.keys(value);
    if (keys.length !== knownKeys.length)
        return false;
    for (let i = 0; i < keys.length; i++) {
        const k = keys[i];
        if (k !== knownKeys[i] || !plainEqual(known[k], value[k]))
            return false;
    }
    return true;
}
function isPlainObject(value) {
    const proto = Object.getPrototypeOf(value);
    return proto === Object.prototype || proto === null;
}
function isPlainData(value) {
    switch (typeof value) {
        case 'string':
        case 'boolean':
            return true;
        case 'number':
            return Number.isFinite(value) && !Object.is(value, -0);
        case 'object': {
            if (value === null)
                return true;
            if (Array.isArray(value)) {
                for (const item of value)
                    if (!isPlainData(item))
                        return false;
                return true;
            }
            if (!isPlainObject(value))
                return false;
            for (const k in value)
                if (!Object.hasOwn(value, k) || !isPlainData(value[k]))
                    return false;
            return true;
        }
        default:
            return false;
    }
}
function summaryView(result, interner) {
    const m = result.metadata;
    const t = result.template;
    const r = result.rubric;
    const view = {
        metadata: {
            ...m,
            question_text: '',
            raw_answer: null,
            partial_content: null,
            answering_system_prompt: null,
            parsing_system_prompt: null,
        },
        template: t && {
            ...t,
            raw_llm_response: '',
            trace_messages: [],
            conversation_context: [],
            parsed_gt_response: null,
            parsed_llm_response: null,
            regex_validation_details: null,
            regex_extraction_results: null,
            investigation_trace: null,
            agentic_extraction_recovery: null,
            dynamic_decision_reasoning: null,
            abstention_reasoning: null,
            sufficiency_reasoning: null,
        },
        rubric: r && { ...r, metric_trait_confusion_lists: null, agentic_trait_investigation_traces: null },
        deep_judgment: result.deep_judgment && { deep_judgment_performed: result.deep_judgment.deep_judgment_performed },
        deep_judgment_rubric: result.deep_judgment_rubric &&
            { deep_judgment_rubric_performed: result.deep_judgment_rubric.deep_judgment_rubric_performed },
        evaluation_input: null,
        used_full_trace: result.used_full_trace,
        trace_extraction_error: result.trace_extraction_error,
    };
    if (interner !== undefined)
        shareParts(view, interner);
    return view;
}
function shareParts(view, interner) {
    for (const section of ['metadata', 'template', 'rubric']) {
        const part = view[section];
        if (part === null)
            continue;
        for (const key in part) {
            const value = part[key];
            if (typeof value === 'object' && value !== null)
                part[key] = interner.internAt(section, key, value);
        }
    }
}
