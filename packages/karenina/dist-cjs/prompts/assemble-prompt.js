"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.assemblePromptText = assemblePromptText;
exports.assemblePrompt = assemblePrompt;
const prompt_config_js_1 = require("../config/prompt-config.js");
const adapter_instructions_js_1 = require("./adapter-instructions.js");
const task_prompt_js_1 = require("./task-prompt.js");
function assemblePromptText(prompt, options) {
    let system = prompt.system;
    let user = prompt.user;
    if (prompt.task !== null) {
        for (const factory of (0, adapter_instructions_js_1.adapterInstructionsFor)(options.interface, prompt.task)) {
            const { systemAddition, userAddition } = factory(prompt.context);
            system = (0, task_prompt_js_1.joinSections)(system, systemAddition);
            user = (0, task_prompt_js_1.joinSections)(user, userAddition);
        }
        system = (0, task_prompt_js_1.joinSections)(system, (0, prompt_config_js_1.promptInstructionsFor)(options.promptConfig, prompt.task));
    }
    return { system, user };
}
function assemblePrompt(prompt, options) {
    const { system, user } = assemblePromptText(prompt, options);
    if (options.supportsSystemPrompt === false)
        return [{ role: 'user', content: (0, task_prompt_js_1.joinSections)(system, user) }];
    return system === '' ? [{ role: 'user', content: user }] : [{ role: 'system', content: system }, { role: 'user', content: user }];
}
