"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.formatFewShotPrompt = formatFewShotPrompt;
exports.buildGenerationPrompt = buildGenerationPrompt;
exports.buildGenerationMessages = buildGenerationMessages;
const py_str_js_1 = require("../compat/py-str.js");
const task_prompt_js_1 = require("./task-prompt.js");
function formatFewShotPrompt(question, examples) {
    const lines = [];
    for (const example of examples) {
        if (!Object.hasOwn(example, 'question') || !Object.hasOwn(example, 'answer'))
            continue;
        lines.push(`Question: ${(0, py_str_js_1.pyStr)(example.question)}`, `Answer: ${(0, py_str_js_1.pyStr)(example.answer)}`, '');
    }
    lines.push(`Question: ${question}`, 'Answer:');
    return lines.join('\n');
}
const CAPABILITY = {
    sandboxed_execution: 'You can run commands in a sandbox that has access to this directory.',
    local_execution: 'You can run commands locally in this directory.',
    file_inspection: 'You can inspect files in this directory, but you cannot run commands.',
};
function buildGenerationPrompt(input) {
    const examples = input.examples ?? [];
    let user = input.fewShotEnabled && examples.length > 0 ? formatFewShotPrompt(input.question, examples) : input.question;
    if (input.workspace) {
        user = (0, task_prompt_js_1.joinSections)(user, `Your workspace is ${input.workspace.path}. The task's input files are there, and any output files must be written there. ${CAPABILITY[input.workspace.capability]}`);
    }
    const system = [input.systemPrompt, input.instructions].filter((part) => !!part).join('\n\n');
    return system === '' ? { user } : { system, user };
}
function buildGenerationMessages(input, history = []) {
    const { system, user } = buildGenerationPrompt(input);
    return [...(system === undefined ? [] : [{ role: 'system', content: system }]), ...history, { role: 'user', content: user }];
}
