"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.mergeRubrics = mergeRubrics;
const py_str_js_1 = require("../compat/py-str.js");
const validation_error_js_1 = require("../errors/validation-error.js");
const rubric_js_1 = require("./rubric.js");
function provenanceOf(rubric, source) {
    return Object.fromEntries((0, rubric_js_1.rubricTraitNames)(rubric).map((name) => [name, source]));
}
function mergeRubrics(global, question, options = {}) {
    if (!global && !question)
        return { rubric: null, provenance: null };
    if (!question)
        return { rubric: global, provenance: provenanceOf(global, 'global') };
    if (!global)
        return { rubric: question, provenance: provenanceOf(question, 'question_specific') };
    const subject = options.questionId === undefined ? 'question rubric' : `question ${options.questionId} rubric`;
    const conflicts = [];
    for (const type of rubric_js_1.TRAIT_TYPES) {
        const globalNames = new Set((0, rubric_js_1.rubricTraitNames)(global, type));
        for (const name of (0, rubric_js_1.rubricTraitNames)(question, type))
            if (globalNames.has(name))
                conflicts.push(`${type}:${name}`);
    }
    if (conflicts.length > 0) {
        conflicts.sort();
        const firstType = conflicts[0].split(':')[0];
        throw new validation_error_js_1.ValidationError([(0, rubric_js_1.traitListKey)(firstType)], `Same-type trait name conflicts between global and question rubrics: ${(0, py_str_js_1.pyRepr)(conflicts)}`, subject);
    }
    const globalType = new Map(rubric_js_1.TRAIT_TYPES.flatMap((type) => (0, rubric_js_1.rubricTraitNames)(global, type).map((name) => [name, type])));
    for (const type of rubric_js_1.TRAIT_TYPES) {
        for (const [index, trait] of (0, rubric_js_1.traitsOf)(question, type).entries()) {
            const other = globalType.get(trait.name);
            if (other !== undefined) {
                throw new validation_error_js_1.ValidationError([(0, rubric_js_1.traitListKey)(type), index, 'name'], `Duplicate trait name '${trait.name}' across different trait types (global ${other} trait and question-specific ${type} trait)`, subject);
            }
        }
    }
    const rubric = {
        llm_traits: [...global.llm_traits, ...question.llm_traits],
        regex_traits: [...global.regex_traits, ...question.regex_traits],
        callable_traits: [...global.callable_traits, ...question.callable_traits],
        metric_traits: [...global.metric_traits, ...question.metric_traits],
        agentic_traits: [...global.agentic_traits, ...question.agentic_traits],
    };
    return { rubric, provenance: { ...provenanceOf(global, 'global'), ...provenanceOf(question, 'question_specific') } };
}
