"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.propertyValue = propertyValue;
exports.encodeTrait = encodeTrait;
exports.encodeRubric = encodeRubric;
const py_float_value_js_1 = require("../../compat/py-float-value.js");
const rubric_js_1 = require("../../rubric/rubric.js");
const template_kind_js_1 = require("../../rubric/traits/template-kind.js");
const rating_extras_js_1 = require("./rating-extras.js");
function float(value, fallback) {
    return new py_float_value_js_1.PyFloat(value ?? fallback);
}
function floatValue(value) {
    return value === null ? null : Number.isInteger(value) ? new py_float_value_js_1.PyFloat(value) : value;
}
function pushScoreBounds(props, trait) {
    if (trait.min_score !== null && trait.min_score !== undefined)
        props.push(['min_score', trait.min_score]);
    if (trait.max_score !== null && trait.max_score !== undefined)
        props.push(['max_score', trait.max_score]);
}
function encodeLlm(trait) {
    const props = [
        ['deep_judgment_enabled', trait.deep_judgment_enabled],
        ['deep_judgment_excerpt_enabled', trait.deep_judgment_excerpt_enabled],
        ['deep_judgment_search_enabled', trait.deep_judgment_search_enabled],
    ];
    if (trait.deep_judgment_max_excerpts !== null)
        props.push(['deep_judgment_max_excerpts', trait.deep_judgment_max_excerpts]);
    if (trait.deep_judgment_fuzzy_match_threshold !== null)
        props.push(['deep_judgment_fuzzy_match_threshold', floatValue(trait.deep_judgment_fuzzy_match_threshold)]);
    if (trait.deep_judgment_excerpt_retry_attempts !== null)
        props.push(['deep_judgment_excerpt_retry_attempts', trait.deep_judgment_excerpt_retry_attempts]);
    props.push(['higher_is_better', trait.higher_is_better]);
    if (trait.summary !== null)
        props.push(['summary', trait.summary]);
    pushScoreBounds(props, trait);
    if (trait.include_ground_truth)
        props.push(['include_ground_truth', true]);
    if ((0, template_kind_js_1.isTemplateKind)(trait.kind)) {
        props.push(['kind', trait.kind]);
        return { family: 'LLMRubricTrait', best: float(0, 0), worst: float(0, 0), props };
    }
    if (trait.kind === 'literal') {
        props.push(['kind', 'literal'], ['classes', trait.classes]);
        return { family: 'LLMRubricTrait', best: float(trait.max_score, 0), worst: float(trait.min_score, 0), props };
    }
    if (trait.kind === 'boolean')
        return { family: 'RubricTrait', best: float(1, 1), worst: float(0, 0), props };
    return { family: 'RubricTrait', best: float(trait.max_score, 5), worst: float(trait.min_score, 1), props };
}
function encodeRegex(trait) {
    const props = [
        ['pattern', trait.pattern],
        ['case_sensitive', trait.case_sensitive],
        ['invert_result', trait.invert_result],
        ['higher_is_better', trait.higher_is_better],
    ];
    if (trait.summary !== null)
        props.push(['summary', trait.summary]);
    return { family: 'RegexTrait', best: float(1, 1), worst: float(0, 0), props };
}
function encodeCallable(trait) {
    const props = [
        ['callable_code', trait.callable_code],
        ['kind', trait.kind],
        ['invert_result', trait.invert_result],
        ['higher_is_better', trait.higher_is_better],
    ];
    if (trait.kind === 'score') {
        if (trait.min_score !== null)
            props.push(['min_score', trait.min_score]);
        if (trait.max_score !== null)
            props.push(['max_score', trait.max_score]);
    }
    if (trait.summary !== null)
        props.push(['summary', trait.summary]);
    if (trait.classes !== null)
        props.push(['classes', trait.classes]);
    if (trait.kind === 'boolean')
        return { family: 'CallableTrait', best: float(1, 1), worst: float(0, 0), props };
    return { family: 'CallableTrait', best: float(trait.max_score, 5), worst: float(trait.min_score, 1), props };
}
function encodeMetric(trait) {
    const props = [
        ['metrics', [...trait.metrics]],
        ['repeated_extraction', trait.repeated_extraction],
        ['evaluation_mode', trait.evaluation_mode],
        ['higher_is_better', trait.higher_is_better],
    ];
    if (trait.tp_instructions.length > 0)
        props.push(['tp_instructions', [...trait.tp_instructions]]);
    if (trait.tn_instructions.length > 0)
        props.push(['tn_instructions', [...trait.tn_instructions]]);
    if (trait.summary !== null)
        props.push(['summary', trait.summary]);
    return { family: 'MetricRubricTrait', best: float(1, 1), worst: float(0, 0), props };
}
function encodeAgentic(trait) {
    const props = [
        ['kind', trait.kind],
        ['higher_is_better', trait.higher_is_better],
        ['context_mode', trait.context_mode],
        ['materialize_trace', trait.materialize_trace],
        ['persist_trace', trait.persist_trace],
        ['max_turns', trait.max_turns],
        ['timeout_seconds', trait.timeout_seconds],
    ];
    if (trait.classes !== null)
        props.push(['classes', trait.classes]);
    if (trait.model_override !== null)
        props.push(['model_override', trait.model_override]);
    if (trait.summary !== null)
        props.push(['summary', trait.summary]);
    pushScoreBounds(props, trait);
    if ((0, template_kind_js_1.isTemplateKind)(trait.kind))
        return { family: 'AgenticRubricTrait', best: float(0, 0), worst: float(0, 0), props };
    if (trait.kind === 'boolean')
        return { family: 'AgenticRubricTrait', best: float(1, 1), worst: float(0, 0), props };
    return { family: 'AgenticRubricTrait', best: float(trait.max_score, 5), worst: float(trait.min_score, 1), props };
}
function propertyValue(name, value) {
    return value === null || value === undefined ? { '@type': 'PropertyValue', name } : { '@type': 'PropertyValue', name, value };
}
function encodeTrait(trait, type, scope, options = {}) {
    const encoded = type === 'llm'
        ? encodeLlm(trait)
        : type === 'regex'
            ? encodeRegex(trait)
            : type === 'callable'
                ? encodeCallable(trait)
                : type === 'metric'
                    ? encodeMetric(trait)
                    : encodeAgentic(trait);
    let props = encoded.props;
    if (type === 'llm' && !options.keepDeepJudgment)
        props = props.filter(([name]) => !name.startsWith('deep_judgment_'));
    let family = encoded.family;
    if (options.dynamic) {
        props = [...props.filter(([name]) => name !== 'summary'), ['dynamic_trait_type', type], ['summary', trait.summary ?? null]];
        family = 'DynamicRubricTrait';
    }
    const rating = { '@type': 'Rating' };
    const extras = rating_extras_js_1.ratingExtras.get(trait);
    if (extras?.id !== undefined)
        rating['@id'] = extras.id;
    rating.name = trait.name;
    if (trait.description !== null && trait.description !== undefined)
        rating.description = trait.description;
    rating.bestRating = encoded.best;
    rating.worstRating = encoded.worst;
    if (extras?.ratingValue !== undefined)
        rating.ratingValue = extras.ratingValue;
    if (extras?.ratingExplanation !== undefined)
        rating.ratingExplanation = extras.ratingExplanation;
    rating.additionalType = `karenina:${scope === 'global' ? 'Global' : 'QuestionSpecific'}${family}`;
    if (props.length > 0)
        rating.additionalProperty = props.map(([name, value]) => propertyValue(name, value));
    return rating;
}
function encodeRubric(rubric, scope, options = {}) {
    if (rubric === null)
        return [];
    return rubric_js_1.TRAIT_TYPES.flatMap((type) => (0, rubric_js_1.traitsOf)(rubric, type).map((trait) => encodeTrait(trait, type, scope, options)));
}
