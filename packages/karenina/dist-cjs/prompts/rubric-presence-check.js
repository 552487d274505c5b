"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.PresenceCheckReplySchema = void 0;
exports.buildPresenceCheckPrompt = buildPresenceCheckPrompt;
const zod_1 = require("zod");
const py_json_js_1 = require("../compat/py-json.js");
const rubric_evidence_js_1 = require("./rubric-evidence.js");
const task_prompt_js_1 = require("./task-prompt.js");
exports.PresenceCheckReplySchema = zod_1.z.object({
    results: zod_1.z.array(zod_1.z.object({ trait_name: zod_1.z.string(), present: zod_1.z.boolean() })),
});
const SYSTEM = `You decide which concepts a response meaningfully engages with.

## Rules
- A concept is present when the response engages with it substantively; a passing mention or its absence means not present.
- A concept with several aspects is present if any aspect is treated substantively.
- When unsure, err toward present.
- Evaluate each concept independently.`;
function buildPresenceCheckPrompt(concepts, response) {
    const lines = concepts.map((c) => `- **${c.name}**: ${c.summary || c.description || rubric_evidence_js_1.NO_DESCRIPTION}`);
    const example = { results: concepts.map((c, i) => ({ trait_name: c.name, present: i % 2 === 0 })) };
    return {
        task: 'rubric_dynamic_presence_check',
        system: SYSTEM,
        user: (0, task_prompt_js_1.joinSections)(`## Concepts to check\n${lines.join('\n')}`, `## Response to analyze\n${response}`),
        context: {
            jsonSchema: (0, task_prompt_js_1.replyJsonSchema)(exports.PresenceCheckReplySchema),
            exampleJson: (0, py_json_js_1.pyJsonDumps)(example),
            outputFormatHint: 'a JSON object with a "results" list of {"trait_name", "present"} objects',
        },
        reply: exports.PresenceCheckReplySchema,
        temperature: 0,
    };
}
