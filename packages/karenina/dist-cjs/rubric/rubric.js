"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.RubricSchema = exports.TRAIT_TYPES = void 0;
exports.traitListKey = traitListKey;
exports.rubricNameProblem = rubricNameProblem;
exports.defineRubric = defineRubric;
exports.traitTypeOf = traitTypeOf;
exports.rubricFromTraits = rubricFromTraits;
exports.rubricFromJSON = rubricFromJSON;
exports.rubricToJSON = rubricToJSON;
exports.traitsOf = traitsOf;
exports.rubricTraitNames = rubricTraitNames;
exports.hasNonAgenticTraits = hasNonAgenticTraits;
exports.hasAgenticTraits = hasAgenticTraits;
exports.traitMaxScores = traitMaxScores;
exports.traitDirectionalities = traitDirectionalities;
exports.validateEvaluation = validateEvaluation;
const zod_1 = require("zod");
const validation_error_js_1 = require("../errors/validation-error.js");
const did_you_mean_js_1 = require("../utils/did-you-mean.js");
const agentic_trait_js_1 = require("./traits/agentic-trait.js");
const callable_trait_js_1 = require("./traits/callable-trait.js");
const llm_trait_js_1 = require("./traits/llm-trait.js");
const metric_trait_js_1 = require("./traits/metric-trait.js");
const parse_trait_js_1 = require("./traits/parse-trait.js");
const regex_trait_js_1 = require("./traits/regex-trait.js");
const template_kind_js_1 = require("./traits/template-kind.js");
exports.TRAIT_TYPES = ['llm', 'regex', 'callable', 'metric', 'agentic'];
function traitListKey(type) {
    return `${type}_traits`;
}
function rubricNameProblem(rubric) {
    const owner = new Map();
    for (const type of exports.TRAIT_TYPES) {
        const seen = new Set();
        const list = rubric[traitListKey(type)];
        for (const [index, { name }] of list.entries()) {
            const path = [traitListKey(type), index, 'name'];
            if (name.includes('.'))
                return { path, message: `Trait name '${name}' contains '.', which is reserved for template-kind keys ('trait.field')` };
            if (seen.has(name))
                return { path, message: `Duplicate ${type} trait name '${name}'` };
            seen.add(name);
            const other = owner.get(name);
            if (other !== undefined)
                return { path, message: `Duplicate trait name '${name}' across different trait types (${other} and ${type})` };
            owner.set(name, type);
        }
    }
    return null;
}
exports.RubricSchema = zod_1.z
    .strictObject({
    llm_traits: zod_1.z.array(llm_trait_js_1.LLMRubricTraitSchema).default(() => []),
    regex_traits: zod_1.z.array(regex_trait_js_1.RegexRubricTraitSchema).default(() => []),
    callable_traits: zod_1.z.array(callable_trait_js_1.CallableRubricTraitSchema).default(() => []),
    metric_traits: zod_1.z.array(metric_trait_js_1.MetricRubricTraitSchema).default(() => []),
    agentic_traits: zod_1.z.array(agentic_trait_js_1.AgenticRubricTraitSchema).default(() => []),
})
    .superRefine((rubric, ctx) => {
    const problem = rubricNameProblem(rubric);
    if (problem !== null)
        ctx.addIssue({ code: 'custom', path: problem.path, message: problem.message });
});
function assemble(lists) {
    const problem = rubricNameProblem(lists);
    if (problem !== null)
        throw new validation_error_js_1.ValidationError(problem.path, problem.message, 'Rubric');
    return {
        llm_traits: [...lists.llm_traits],
        regex_traits: [...lists.regex_traits],
        callable_traits: [...lists.callable_traits],
        metric_traits: [...lists.metric_traits],
        agentic_traits: [...lists.agentic_traits],
    };
}
function defineRubric(options = {}) {
    const known = ['llmTraits', 'regexTraits', 'callableTraits', 'metricTraits', 'agenticTraits'];
    const [key] = (0, did_you_mean_js_1.unknownKeys)(options, known);
    if (key !== undefined)
        throw new validation_error_js_1.ValidationError([key], (0, did_you_mean_js_1.unknownKeyMessage)(key, 'defineRubric options', known), 'defineRubric');
    return assemble({
        llm_traits: options.llmTraits ?? [],
        regex_traits: options.regexTraits ?? [],
        callable_traits: options.callableTraits ?? [],
        metric_traits: options.metricTraits ?? [],
        agentic_traits: options.agenticTraits ?? [],
    });
}
function traitTypeOf(trait) {
    if ('pattern' in trait)
        return 'regex';
    if ('callable_code' in trait)
        return 'callable';
    if ('tp_instructions' in trait)
        return 'metric';
    if ('context_mode' in trait)
        return 'agentic';
    return 'llm';
}
function rubricFromTraits(traits) {
    const lists = { llm_traits: [], regex_traits: [], callable_traits: [], metric_traits: [], agentic_traits: [] };
    for (const trait of traits)
        lists[traitListKey(traitTypeOf(trait))].push(trait);
    return assemble(lists);
}
function rubricFromJSON(raw) {
    return (0, parse_trait_js_1.parseTrait)('Rubric', exports.RubricSchema, raw);
}
function rubricToJSON(rubric) {
    return structuredClone(rubric);
}
function traitsOf(rubric, type) {
    return rubric[traitListKey(type)];
}
function rubricTraitNames(rubric, type) {
    return (type ? [type] : exports.TRAIT_TYPES).flatMap((t) => traitsOf(rubric, t).map((trait) => trait.name));
}
function hasTraitsOf(rubric, types) {
    if (!rubric)
        return false;
    return types.some((t) => {
        const list = rubric[traitListKey(t)];
        return Array.isArray(list) && list.length > 0;
    });
}
function hasNonAgenticTraits(rubric) {
    return hasTraitsOf(rubric, ['llm', 'regex', 'callable', 'metric']);
}
function hasAgenticTraits(rubric) {
    return hasTraitsOf(rubric, ['agentic']);
}
function traitMaxScores(rubric) {
    const out = {};
    const scored = (kind) => kind === 'score' || kind === 'literal';
    for (const t of rubric.llm_traits)
        if (scored(t.kind) && t.max_score !== null)
            out[t.name] = t.max_score;
    for (const t of rubric.callable_traits)
        if (t.kind === 'score' && t.max_score !== null)
            out[t.name] = t.max_score;
    for (const t of rubric.agentic_traits)
        if (scored(t.kind) && t.max_score !== null)
            out[t.name] = t.max_score;
    return out;
}
function traitDirectionalities(rubric) {
    const out = {};
    for (const type of exports.TRAIT_TYPES)
        for (const trait of traitsOf(rubric, type))
            out[trait.name] = trait.higher_is_better;
    return out;
}
function validateEvaluation(rubric, scores) {
    const expected = new Set(rubricTraitNames(rubric, 'llm').concat(rubricTraitNames(rubric, 'regex'), rubricTraitNames(rubric, 'callable')));
    for (const t of rubric.agentic_traits) {
        if ((0, template_kind_js_1.isTemplateKind)(t.kind))
            for (const field of (0, template_kind_js_1.templateKindFields)(t.kind))
                expected.add(`${t.name}.${field}`);
        else
            expected.add(t.name);
    }
    const keys = Object.keys(scores);
    if (keys.length !== expected.size || keys.some((k) => !expected.has(k)))
        return false;
    const byName = (list) => new Map(list.map((t) => [t.name, t]));
    const llm = byName(rubric.llm_traits);
    const agentic = byName(rubric.agentic_traits);
    const deterministic = new Set(rubricTraitNames(rubric, 'regex').concat(rubricTraitNames(rubric, 'callable')));
    return keys.every((key) => {
        const base = key.split('.')[0];
        const value = scores[key];
        const trait = llm.get(base) ?? agentic.get(base);
        if (trait)
            return (0, llm_trait_js_1.isValidLlmTraitScore)(trait, value);
        return deterministic.has(base) && typeof value === 'boolean';
    });
}
