"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.RATING_TYPES = exports.RatingDecodeError = void 0;
exports.normalizeAdditionalType = normalizeAdditionalType;
exports.classifyAdditionalType = classifyAdditionalType;
exports.decodeRating = decodeRating;
exports.bindCallables = bindCallables;
exports.rubricOf = rubricOf;
const py_float_value_js_1 = require("../../compat/py-float-value.js");
const parse_py_json_js_1 = require("../../compat/parse-py-json.js");
const validation_error_js_1 = require("../../errors/validation-error.js");
const rubric_js_1 = require("../../rubric/rubric.js");
const agentic_trait_js_1 = require("../../rubric/traits/agentic-trait.js");
const callable_trait_js_1 = require("../../rubric/traits/callable-trait.js");
const llm_trait_js_1 = require("../../rubric/traits/llm-trait.js");
const metric_trait_js_1 = require("../../rubric/traits/metric-trait.js");
const regex_trait_js_1 = require("../../rubric/traits/regex-trait.js");
const template_kind_js_1 = require("../../rubric/traits/template-kind.js");
const rating_extras_js_1 = require("./rating-extras.js");
class RatingDecodeError extends Error {
    path;
    problem;
    constructor(path, problem) {
        super(problem);
        this.path = path;
        this.problem = problem;
    }
}
exports.RatingDecodeError = RatingDecodeError;
const FAMILIES = {
    RubricTrait: 'llm',
    LLMRubricTrait: 'llm',
    RegexTrait: 'regex',
    CallableTrait: 'callable',
    MetricRubricTrait: 'metric',
    AgenticRubricTrait: 'agentic',
    DynamicRubricTrait: 'dynamic',
};
exports.RATING_TYPES = ['Global', 'QuestionSpecific'].flatMap((scope) => Object.keys(FAMILIES).map((f) => `karenina:${scope}${f}`));
function normalizeAdditionalType(value) {
    if (value === null || value === undefined || value === '')
        return null;
    return value.startsWith('karenina:') ? value : `karenina:${value}`;
}
function classifyAdditionalType(value) {
    const type = normalizeAdditionalType(value);
    if (type === null)
        return { scope: null, family: 'llm' };
    const match = /^karenina:(Global|QuestionSpecific)(\w+)$/.exec(type);
    const family = match ? FAMILIES[match[2]] : undefined;
    if (!match || family === undefined) {
        if (match && match[2] === 'ManualRubricTrait') {
            throw new RatingDecodeError(['additionalType'], `${JSON.stringify(value)}: manual rubric traits are no longer supported by Karenina`);
        }
        throw new RatingDecodeError(['additionalType'], `unknown trait type ${JSON.stringify(value)} (expected one of ${exports.RATING_TYPES.join(', ')})`);
    }
    return { scope: match[1] === 'Global' ? 'global' : 'question', family };
}
function nativeOrJsonString(value) {
    if (typeof value !== 'string')
        return value;
    try {
        return (0, parse_py_json_js_1.parsePyJson)(value);
    }
    catch {
        return value;
    }
}
function propertiesOf(rating) {
    const props = new Map();
    for (const prop of rating.additionalProperty ?? [])
        props.set(prop.name, prop.value ?? null);
    return props;
}
function truncInt(value) {
    return Math.trunc((0, py_float_value_js_1.unboxNumber)(value));
}
function decodeLlm(rating, props) {
    const raw = props.get('kind');
    const kind = raw ?? ((0, py_float_value_js_1.unboxNumber)(rating.bestRating) === 1 && (0, py_float_value_js_1.unboxNumber)(rating.worstRating) === 0 ? 'boolean' : 'score');
    const template = (0, template_kind_js_1.isTemplateKind)(kind);
    const trait = {
        name: rating.name,
        description: rating.description ?? null,
        summary: props.get('summary') ?? null,
        kind,
        classes: props.has('classes') ? nativeOrJsonString(props.get('classes')) : null,
        deep_judgment_enabled: template ? false : (props.get('deep_judgment_enabled') ?? false),
        deep_judgment_excerpt_enabled: props.get('deep_judgment_excerpt_enabled') ?? true,
        deep_judgment_max_excerpts: props.get('deep_judgment_max_excerpts') ?? null,
        deep_judgment_fuzzy_match_threshold: props.get('deep_judgment_fuzzy_match_threshold') ?? null,
        deep_judgment_excerpt_retry_attempts: props.get('deep_judgment_excerpt_retry_attempts') ?? null,
        deep_judgment_search_enabled: props.get('deep_judgment_search_enabled') ?? false,
        include_ground_truth: props.get('include_ground_truth') ?? false,
        higher_is_better: template ? null : (props.get('higher_is_better') ?? true),
    };
    trait.min_score = props.get('min_score') ?? (kind === 'score' ? truncInt(rating.worstRating) : null);
    trait.max_score = props.get('max_score') ?? (kind === 'score' ? truncInt(rating.bestRating) : null);
    return trait;
}
function decodeRegex(rating, props) {
    return {
        name: rating.name,
        description: rating.description ?? null,
        summary: props.get('summary') ?? null,
        pattern: props.get('pattern') ?? '',
        case_sensitive: props.get('case_sensitive') ?? true,
        invert_result: props.get('invert_result') ?? false,
        higher_is_better: props.get('higher_is_better') ?? true,
    };
}
function decodeCallable(rating, props) {
    return {
        name: rating.name,
        description: rating.description ?? null,
        summary: props.get('summary') ?? null,
        kind: props.get('kind') ?? 'boolean',
        callable_code: props.get('callable_code') ?? '',
        min_score: props.get('min_score') ?? null,
        max_score: props.get('max_score') ?? null,
        invert_result: props.get('invert_result') ?? false,
        classes: props.has('classes') ? nativeOrJsonString(props.get('classes')) : null,
        higher_is_better: props.get('higher_is_better') ?? true,
    };
}
function decodeMetric(rating, props) {
    const list = (name) => {
        const value = nativeOrJsonString(props.get(name) ?? []);
        return Array.isArray(value) ? value : [];
    };
    return {
        name: rating.name,
        description: rating.description ?? null,
        summary: props.get('summary') ?? null,
        evaluation_mode: props.get('evaluation_mode') ?? 'tp_only',
        metrics: list('metrics'),
        tp_instructions: list('tp_instructions'),
        tn_instructions: list('tn_instructions'),
        repeated_extraction: props.get('repeated_extraction') ?? true,
        higher_is_better: props.get('higher_is_better') ?? null,
    };
}
function decodeAgentic(rating, props) {
    const kind = props.get('kind') ?? 'boolean';
    const trait = {
        name: rating.name,
        description: rating.description ?? null,
        summary: props.get('summary') ?? null,
        kind,
        higher_is_better: (0, template_kind_js_1.isTemplateKind)(kind) ? null : (props.get('higher_is_better') ?? true),
        classes: props.has('classes') ? nativeOrJsonString(props.get('classes')) : null,
        context_mode: props.get('context_mode') ?? 'trace_and_workspace',
        materialize_trace: props.get('materialize_trace') ?? false,
        persist_trace: props.get('persist_trace') ?? false,
        max_turns: props.get('max_turns') ?? 15,
        timeout_seconds: props.get('timeout_seconds') ?? 120,
        model_override: props.get('model_override') ?? null,
    };
    if (kind === 'score') {
        trait.min_score = props.get('min_score') ?? truncInt(rating.worstRating);
        trait.max_score = props.get('max_score') ?? truncInt(rating.bestRating);
    }
    else if (props.has('min_score') || props.has('max_score')) {
        trait.min_score = props.get('min_score') ?? null;
        trait.max_score = props.get('max_score') ?? null;
    }
    return trait;
}
const DECODERS = { llm: decodeLlm, regex: decodeRegex, callable: decodeCallable, metric: decodeMetric, agentic: decodeAgentic };
const FROM_JSON = {
    llm: llm_trait_js_1.llmTraitFromJSON,
    regex: regex_trait_js_1.regexTraitFromJSON,
    callable: callable_trait_js_1.callableTraitFromJSON,
    metric: metric_trait_js_1.metricTraitFromJSON,
    agentic: agentic_trait_js_1.agenticTraitFromJSON,
};
function decodeRating(rating) {
    const { scope, family } = classifyAdditionalType(rating.additionalType);
    const props = propertiesOf(rating);
    let type;
    if (family === 'dynamic') {
        const base = props.get('dynamic_trait_type') ?? 'llm';
        if (typeof base !== 'string' || !rubric_js_1.TRAIT_TYPES.includes(base)) {
            throw new RatingDecodeError(['additionalProperty', 'dynamic_trait_type'], `expected one of ${rubric_js_1.TRAIT_TYPES.join(', ')}, got ${JSON.stringify(base)}`);
        }
        type = base;
    }
    else {
        type = family;
    }
    const raw = DECODERS[type](rating, props);
    let trait;
    try {
        trait = FROM_JSON[type](raw);
    }
    catch (error) {
        if (error instanceof validation_error_js_1.ValidationError)
            throw new RatingDecodeError(['additionalProperty', ...error.path], `trait "${rating.name}": ${error.problem}`);
        throw error;
    }
    const extras = {
        ...(rating['@id'] ? { id: rating['@id'] } : {}),
        ...(rating.ratingValue !== null && rating.ratingValue !== undefined ? { ratingValue: rating.ratingValue } : {}),
        ...(rating.ratingExplanation !== null && rating.ratingExplanation !== undefined ? { ratingExplanation: rating.ratingExplanation } : {}),
    };
    if (Object.keys(extras).length > 0)
        rating_extras_js_1.ratingExtras.set(trait, extras);
    return { scope, dynamic: family === 'dynamic', type, trait };
}
function bindCallables(rubric, registry) {
    const bound = rubric.callable_traits.map((trait) => {
        const fn = registry[trait.name];
        if (fn === undefined || !Object.hasOwn(registry, trait.name))
            return trait;
        const rebuilt = (0, callable_trait_js_1.callableTrait)({
            name: trait.name,
            description: trait.description,
            summary: trait.summary,
            kind: trait.kind,
            ...(trait.kind === 'boolean' ? {} : { minScore: trait.min_score, maxScore: trait.max_score }),
            invertResult: trait.invert_result,
            classes: trait.classes,
            higherIsBetter: trait.higher_is_better,
            callableCode: trait.callable_code,
            fn,
        });
        const extras = rating_extras_js_1.ratingExtras.get(trait);
        if (extras !== undefined)
            rating_extras_js_1.ratingExtras.set(rebuilt, extras);
        return rebuilt;
    });
    return { ...rubric, callable_traits: bound };
}
function rubricOf(traits) {
    return traits.length === 0 ? null : (0, rubric_js_1.rubricFromTraits)(traits);
}
