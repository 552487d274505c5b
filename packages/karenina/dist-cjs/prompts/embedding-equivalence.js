"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.buildEmbeddingEquivalencePrompt = buildEmbeddingEquivalencePrompt;
exports.isEquivalenceConfirmed = isEquivalenceConfirmed;
const py_whitespace_js_1 = require("../compat/py-whitespace.js");
const task_prompt_js_1 = require("./task-prompt.js");
const SYSTEM = `You decide whether two parsed responses are semantically equivalent for the original question.

They are equivalent when they carry the same core information, reach the same conclusion and would be equally correct; differences in formatting or wording do not matter.

Answer with exactly one word: YES or NO.`;
function buildEmbeddingEquivalencePrompt(input) {
    return {
        task: null,
        system: SYSTEM,
        user: (0, task_prompt_js_1.joinSections)(input.question ? `Original question: ${input.question}` : null, `Ground truth (parsed):\n${(0, task_prompt_js_1.prettyJson)(input.groundTruth)}`, `Model response (parsed):\n${(0, task_prompt_js_1.prettyJson)(input.response)}`, 'Are these two responses semantically equivalent? Answer YES or NO.'),
        context: {},
        reply: null,
    };
}
function isEquivalenceConfirmed(reply) {
    return (0, py_whitespace_js_1.pyStrip)(reply).toUpperCase().startsWith('YES');
}
