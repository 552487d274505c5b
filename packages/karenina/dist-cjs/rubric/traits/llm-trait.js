"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.LLMRubricTraitSchema = exports.TraitKindSchema = void 0;
exports.llmTrait = llmTrait;
exports.llmTraitFromJSON = llmTraitFromJSON;
exports.llmTraitClassNames = llmTraitClassNames;
exports.llmTraitClassIndex = llmTraitClassIndex;
exports.isValidLlmTraitScore = isValidLlmTraitScore;
const zod_1 = require("zod");
const pydantic_lax_js_1 = require("../../compat/pydantic-lax.js");
const parse_trait_js_1 = require("./parse-trait.js");
const trait_classes_js_1 = require("./trait-classes.js");
const template_kind_js_1 = require("./template-kind.js");
const KIND_EXPECTED = `expected "boolean", "score", "literal" or a template kind {"type": "template", "schema": …}`;
exports.TraitKindSchema = zod_1.z.union([(0, pydantic_lax_js_1.laxLiteral)(['boolean', 'score', 'literal']), template_kind_js_1.TemplateKindSchema], { error: KIND_EXPECTED });
const nullableInt = pydantic_lax_js_1.laxInt.nullable();
exports.LLMRubricTraitSchema = zod_1.z
    .strictObject({
    name: pydantic_lax_js_1.laxStr.pipe(zod_1.z.string().min(1, 'must not be empty')),
    description: pydantic_lax_js_1.laxStr.nullable().default(null),
    summary: pydantic_lax_js_1.laxStr.nullable().default(null),
    kind: exports.TraitKindSchema,
    min_score: nullableInt.default(1),
    max_score: nullableInt.default(5),
    classes: trait_classes_js_1.TraitClassesSchema,
    deep_judgment_enabled: pydantic_lax_js_1.laxBool.default(false),
    deep_judgment_excerpt_enabled: pydantic_lax_js_1.laxBool.default(true),
    deep_judgment_max_excerpts: nullableInt.default(null),
    deep_judgment_fuzzy_match_threshold: pydantic_lax_js_1.laxFloat.nullable().default(null),
    deep_judgment_excerpt_retry_attempts: nullableInt.default(null),
    deep_judgment_search_enabled: pydantic_lax_js_1.laxBool.default(false),
    include_ground_truth: pydantic_lax_js_1.laxBool.default(false),
    higher_is_better: pydantic_lax_js_1.laxBool.nullish(),
})
    .superRefine((trait, ctx) => {
    const issue = (path, message) => ctx.addIssue({ code: 'custom', path: [path], message });
    const classesProblem = trait.classes === null ? null : (0, trait_classes_js_1.traitClassesProblem)(trait.classes);
    if (classesProblem !== null)
        issue('classes', classesProblem);
    if (trait.kind === 'literal' && trait.classes === null)
        issue('classes', "classes field is required when kind='literal'");
    if ((0, template_kind_js_1.isTemplateKind)(trait.kind)) {
        if (trait.higher_is_better !== null && trait.higher_is_better !== undefined)
            issue('higher_is_better', 'must be null for a template kind');
        if (trait.deep_judgment_enabled)
            issue('deep_judgment_enabled', 'deep judgment is not supported for template-kind traits');
    }
})
    .transform((trait) => {
    const template = (0, template_kind_js_1.isTemplateKind)(trait.kind);
    const literal = trait.kind === 'literal' && trait.classes !== null;
    return {
        ...trait,
        min_score: literal ? 0 : trait.min_score,
        max_score: literal ? Object.keys(trait.classes).length - 1 : trait.max_score,
        higher_is_better: template ? null : (trait.higher_is_better ?? true),
    };
});
function llmTrait(options) {
    const kind = options.kind instanceof zod_1.z.ZodType ? (0, template_kind_js_1.templateKindFromZod)(options.kind) : options.kind;
    return (0, parse_trait_js_1.parseTrait)('LLMRubricTrait', exports.LLMRubricTraitSchema, (0, parse_trait_js_1.toSnakeKeys)({ ...options, kind }, 'LLMRubricTrait', exports.LLMRubricTraitSchema));
}
function llmTraitFromJSON(raw) {
    return (0, parse_trait_js_1.parseTrait)('LLMRubricTrait', exports.LLMRubricTraitSchema, raw);
}
function llmTraitClassNames(trait) {
    return trait.kind === 'literal' ? (0, trait_classes_js_1.classNames)(trait.classes) : [];
}
function llmTraitClassIndex(trait, name) {
    return trait.kind === 'literal' ? (0, trait_classes_js_1.classIndex)(trait.classes, name) : -1;
}
function isValidLlmTraitScore(trait, value) {
    if ((0, template_kind_js_1.isTemplateKind)(trait.kind))
        return true;
    if (trait.kind === 'boolean')
        return typeof value === 'boolean';
    if (typeof value !== 'number' || !Number.isInteger(value))
        return false;
    if (trait.kind === 'literal' && value === -1)
        return true;
    return (trait.min_score ?? 0) <= value && value <= (trait.max_score ?? 5);
}
