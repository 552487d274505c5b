"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.AbstentionReplySchema = void 0;
exports.buildAbstentionPrompt = buildAbstentionPrompt;
const zod_1 = require("zod");
const task_prompt_js_1 = require("./task-prompt.js");
exports.AbstentionReplySchema = zod_1.z.object({
    reasoning: zod_1.z.string(),
    abstention_detected: zod_1.z.boolean(),
});
const SYSTEM = `You are a careful judge. Decide whether a response explicitly declares that it is NOT answering the question. Ground every decision in verbatim quotes from the response.

## Procedure
1. Look for a literal sentence in which the response declares it cannot or will not answer this question: it cannot or will not answer, it has no access to the needed information or tools, it has no knowledge of the topic, or it refuses for policy reasons. Quote that sentence. If there is no such sentence, it is NOT an abstention.
2. If such a sentence exists, check whether the response nevertheless commits to a specific answer: a yes/no, an entity, a number, a classification or a definite claim. Conditional statements, lists of resources and generic background do not count as commitment. If it commits, it is NOT an abstention; otherwise it IS an abstention.
3. If the case is ambiguous, it is NOT an abstention.

## Clarifications
- Hedging words ("likely", "I think", "probably") are not disclaimers.
- Caveats attached to a committed answer are not an abstention.
- A disclaimer followed only by background information or pointers to where to look IS an abstention.
- Reporting that a tool failed is not an abstention.

## Examples
- "I don't have access to real-time data, so I cannot tell you today's price." and nothing else → abstention (disclaimer, no answer).
- "I can't be certain, but the answer is most likely 42." → not an abstention (a committed answer with a caveat).
- "I cannot give medical advice. You could consult a pharmacist or the drug's leaflet." → abstention (disclaimer plus where to look).`;
function buildAbstentionPrompt(input) {
    return {
        task: 'abstention_detection',
        system: SYSTEM,
        user: (0, task_prompt_js_1.joinSections)((0, task_prompt_js_1.tagged)('question', input.question), (0, task_prompt_js_1.tagged)('response', input.response), 'Does the response abstain from answering the question? Reply with a JSON object: first "reasoning" (quote the disclaimer, if any, and explain), then "abstention_detected" (true or false).'),
        context: {
            exampleJson: '{"reasoning": "The response says \\"...\\" and gives no answer.", "abstention_detected": true}',
            outputFormatHint: '{"reasoning": string, "abstention_detected": boolean}',
        },
        reply: exports.AbstentionReplySchema,
        temperature: 0,
    };
}
