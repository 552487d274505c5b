"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.NO_DESCRIPTION = void 0;
exports.rubricEvidenceSections = rubricEvidenceSections;
const py_whitespace_js_1 = require("../compat/py-whitespace.js");
const task_prompt_js_1 = require("./task-prompt.js");
exports.NO_DESCRIPTION = '(no description provided)';
function rubricEvidenceSections(evidence, traits) {
    const reference = evidence.referenceAnswer;
    const showReference = !!reference && (0, py_whitespace_js_1.pyStrip)(reference) !== '' && traits.some((t) => t.include_ground_truth === true);
    return (0, task_prompt_js_1.joinSections)(evidence.taskEval ? null : `## Question\n${evidence.question}`, showReference
        ? `## Reference Answer\nA reference answer for this question, to inform (not replace) your judgment:\n${reference}`
        : null, `## Answer to Evaluate\n${evidence.answer}`);
}
