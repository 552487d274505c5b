"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.LiteralTraitSingleReplySchema = exports.LiteralTraitBatchReplySchema = void 0;
exports.buildLiteralTraitBatchPrompt = buildLiteralTraitBatchPrompt;
exports.buildLiteralTraitSinglePrompt = buildLiteralTraitSinglePrompt;
const zod_1 = require("zod");
const py_json_js_1 = require("../compat/py-json.js");
const rubric_evidence_js_1 = require("./rubric-evidence.js");
const task_prompt_js_1 = require("./task-prompt.js");
exports.LiteralTraitBatchReplySchema = zod_1.z.object({
    classifications: zod_1.z.array(zod_1.z.object({ trait_name: zod_1.z.string(), class_name: zod_1.z.string() })),
});
exports.LiteralTraitSingleReplySchema = zod_1.z.object({ classification: zod_1.z.string() });
const BATCH_SYSTEM = `You classify an answer into predefined categories, one classification per trait.

## Rules
- Use the exact trait names and class names as given (case-sensitive).
- Choose exactly one class for each trait, and include every trait.
- Never invent a class that is not listed for the trait.
- When the answer mixes several categories, choose the dominant or primary one.`;
function classLines(classes) {
    return Object.entries(classes)
        .map(([name, description]) => `  - ${name}: ${description}`)
        .join('\n');
}
function traitBlock(trait) {
    return [
        `- **${trait.name}**: ${trait.description || rubric_evidence_js_1.NO_DESCRIPTION}`,
        `  Classes: ${Object.keys(trait.classes).join(', ')}`,
        classLines(trait.classes),
    ].join('\n');
}
function buildLiteralTraitBatchPrompt(traits, evidence) {
    const example = {
        classifications: traits.map((t) => ({ trait_name: t.name, class_name: Object.keys(t.classes)[0] ?? '' })),
    };
    return {
        task: 'rubric_literal_trait_batch',
        system: BATCH_SYSTEM,
        user: (0, task_prompt_js_1.joinSections)(`## Traits to Classify\n${traits.map(traitBlock).join('\n')}`, (0, rubric_evidence_js_1.rubricEvidenceSections)(evidence, traits)),
        context: {
            jsonSchema: (0, task_prompt_js_1.replyJsonSchema)(exports.LiteralTraitBatchReplySchema),
            exampleJson: (0, py_json_js_1.pyJsonDumps)(example),
            outputFormatHint: 'a JSON object with a "classifications" list of {"trait_name", "class_name"} objects, one per trait',
        },
        reply: exports.LiteralTraitBatchReplySchema,
    };
}
function buildLiteralTraitSinglePrompt(trait, evidence) {
    const first = Object.keys(trait.classes)[0] ?? '';
    return {
        task: 'rubric_literal_trait_single',
        system: (0, task_prompt_js_1.joinSections)(`You classify an answer into exactly one of these classes:\n${classLines(trait.classes)}`, 'Return exactly one class name, spelled exactly as listed (case-sensitive). Never invent a class; when the answer mixes categories, choose the dominant one.'),
        user: (0, task_prompt_js_1.joinSections)((0, rubric_evidence_js_1.rubricEvidenceSections)(evidence, [trait]), `## Trait\n**${trait.name}**: ${trait.description || rubric_evidence_js_1.NO_DESCRIPTION}`),
        context: {
            jsonSchema: (0, task_prompt_js_1.replyJsonSchema)(exports.LiteralTraitSingleReplySchema),
            exampleJson: (0, py_json_js_1.pyJsonDumps)({ classification: first }),
            outputFormatHint: '{"classification": "<one class name>"}',
        },
        reply: exports.LiteralTraitSingleReplySchema,
    };
}
