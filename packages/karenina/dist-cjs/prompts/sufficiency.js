"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.SufficiencyReplySchema = void 0;
exports.buildSufficiencyPrompt = buildSufficiencyPrompt;
const zod_1 = require("zod");
const task_prompt_js_1 = require("./task-prompt.js");
exports.SufficiencyReplySchema = zod_1.z.object({
    reasoning: zod_1.z.string(),
    sufficient: zod_1.z.boolean(),
});
const SYSTEM = `You judge whether a response contains enough information to fill a template.

The response is SUFFICIENT if and only if every REQUIRED field of the JSON schema has at least one span of the response that plausibly maps to it.

## Rules
- Be lenient: hedged, approximate, implicit or qualified values count as candidates.
- Ignore optional fields and fields with defaults.
- The response is INSUFFICIENT for a required field when nothing in it maps to the field, when it says the value is unknown or unavailable, or when it is too vague to yield a candidate value.
- Walk through each required field in turn, using its description and the question to decide what would map to it.`;
function buildSufficiencyPrompt(input) {
    return {
        task: 'sufficiency_detection',
        system: SYSTEM,
        user: (0, task_prompt_js_1.joinSections)((0, task_prompt_js_1.tagged)('question', input.question), (0, task_prompt_js_1.tagged)('response', input.response), (0, task_prompt_js_1.tagged)('template_schema', (0, task_prompt_js_1.prettyJson)(input.jsonSchema)), 'Does the response contain enough information to fill every required field? Reply with a JSON object: first "reasoning" (walk through each required field), then "sufficient" (true or false).'),
        context: {
            exampleJson: '{"reasoning": "Field \\"drug\\" maps to \\"imatinib\\"; ...", "sufficient": true}',
            outputFormatHint: '{"reasoning": string, "sufficient": boolean}',
        },
        reply: exports.SufficiencyReplySchema,
        temperature: 0,
    };
}
