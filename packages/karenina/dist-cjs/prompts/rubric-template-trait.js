"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.buildTemplateTraitPrompt = buildTemplateTraitPrompt;
const zod_1 = require("zod");
const rubric_evidence_js_1 = require("./rubric-evidence.js");
const task_prompt_js_1 = require("./task-prompt.js");
const SYSTEM = `You evaluate an answer by filling a structured record.

## Rules
- Populate every field of the requested schema from evidence in the answer.
- When the answer gives no evidence for a field, use a conservative value: an empty string or list, false, or the minimum number.
- Make no assumptions beyond what the answer shows.`;
function buildTemplateTraitPrompt(trait, evidence, reply) {
    return {
        task: 'rubric_llm_trait_template',
        system: SYSTEM,
        user: (0, task_prompt_js_1.joinSections)((0, rubric_evidence_js_1.rubricEvidenceSections)(evidence, [trait]), `## Trait\n**${trait.name}**: ${trait.description || rubric_evidence_js_1.NO_DESCRIPTION}`),
        context: { jsonSchema: trait.jsonSchema, outputFormatHint: 'a JSON object with every field of the schema' },
        reply: reply ?? zod_1.z.record(zod_1.z.string(), zod_1.z.unknown()),
    };
}
