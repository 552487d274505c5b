"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.PromptConfigSchema = void 0;
exports.promptConfigKeyFor = promptConfigKeyFor;
exports.promptInstructionsFor = promptInstructionsFor;
const zod_1 = require("zod");
const instructions = zod_1.z.string().nullable().default(null);
exports.PromptConfigSchema = zod_1.z.strictObject({
    generation: instructions,
    parsing: instructions,
    abstention_detection: instructions,
    sufficiency_detection: instructions,
    rubric_evaluation: instructions,
    agentic_parsing: instructions,
    deep_judgment: instructions,
});
function promptConfigKeyFor(task) {
    if (Object.hasOwn(exports.PromptConfigSchema.shape, task))
        return task;
    if (task.startsWith('rubric_'))
        return 'rubric_evaluation';
    if (task.startsWith('agentic_parsing_'))
        return 'agentic_parsing';
    if (task.startsWith('dj_'))
        return 'deep_judgment';
    return null;
}
function promptInstructionsFor(config, task) {
    if (!config)
        return null;
    const key = promptConfigKeyFor(task);
    return key === null ? null : config[key];
}
