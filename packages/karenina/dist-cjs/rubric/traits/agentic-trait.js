"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.AgenticRubricTraitSchema = void 0;
exports.agenticTrait = agenticTrait;
exports.agenticTraitFromJSON = agenticTraitFromJSON;
const zod_1 = require("zod");
const pydantic_lax_js_1 = require("../../compat/pydantic-lax.js");
const interfaces_js_1 = require("../../config/interfaces.js");
const model_config_js_1 = require("../../config/model-config.js");
const llm_trait_js_1 = require("./llm-trait.js");
const parse_trait_js_1 = require("./parse-trait.js");
const trait_classes_js_1 = require("./trait-classes.js");
const template_kind_js_1 = require("./template-kind.js");
const positiveInt = pydantic_lax_js_1.laxInt.pipe(zod_1.z.number().gt(0, 'must be greater than 0'));
exports.AgenticRubricTraitSchema = zod_1.z
    .strictObject({
    name: pydantic_lax_js_1.laxStr.pipe(zod_1.z.string().min(1, 'must not be empty')),
    description: pydantic_lax_js_1.laxStr.pipe(zod_1.z.string().min(1, 'must not be empty')),
    summary: pydantic_lax_js_1.laxStr.nullable().default(null),
    kind: llm_trait_js_1.TraitKindSchema,
    higher_is_better: pydantic_lax_js_1.laxBool.nullish(),
    min_score: pydantic_lax_js_1.laxInt.nullable().default(1),
    max_score: pydantic_lax_js_1.laxInt.nullable().default(5),
    classes: trait_classes_js_1.TraitClassesSchema,
    context_mode: (0, pydantic_lax_js_1.laxLiteral)(['workspace_only', 'trace_and_workspace', 'trace_only']).default('trace_and_workspace'),
    materialize_trace: pydantic_lax_js_1.laxBool.default(false),
    persist_trace: pydantic_lax_js_1.laxBool.default(false),
    max_turns: positiveInt.default(15),
    timeout_seconds: positiveInt.default(120),
    model_override: model_config_js_1.ModelConfigSchema.nullable().default(null),
})
    .superRefine((trait, ctx) => {
    const issue = (path, message) => ctx.addIssue({ code: 'custom', path: [path], message });
    if ((0, template_kind_js_1.isTemplateKind)(trait.kind) && trait.higher_is_better !== null && trait.higher_is_better !== undefined)
        issue('higher_is_better', 'must be null for a template kind');
    if (trait.materialize_trace && trait.context_mode === 'workspace_only')
        issue('materialize_trace', "materialize_trace needs a trace, but context_mode='workspace_only' excludes it (use 'trace_only' or 'trace_and_workspace')");
    if (trait.kind === 'literal' && (trait.classes === null || Object.keys(trait.classes).length === 0))
        issue('classes', 'classes field is required for literal kind');
    const override = trait.model_override;
    if (override !== null && interfaces_js_1.INTERFACES[override.interface].agentTier !== 'deep_agent')
        issue('model_override', `interface '${override.interface}' does not support agent creation (use a deep_agent interface such as 'claude_agent_sdk')`);
})
    .transform((trait) => {
    const literal = trait.kind === 'literal' && trait.classes !== null;
    return {
        ...trait,
        higher_is_better: (0, template_kind_js_1.isTemplateKind)(trait.kind) ? null : (trait.higher_is_better ?? true),
        min_score: literal ? 0 : trait.min_score,
        max_score: literal ? Object.keys(trait.classes).length - 1 : trait.max_score,
    };
});
function agenticTrait(options) {
    return (0, parse_trait_js_1.parseTrait)('AgenticRubricTrait', exports.AgenticRubricTraitSchema, (0, parse_trait_js_1.toSnakeKeys)(options, 'AgenticRubricTrait', exports.AgenticRubricTraitSchema));
}
function agenticTraitFromJSON(raw) {
    return (0, parse_trait_js_1.parseTrait)('AgenticRubricTrait', exports.AgenticRubricTraitSchema, raw);
}
