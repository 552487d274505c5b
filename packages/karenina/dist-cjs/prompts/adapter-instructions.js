"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.registerAdapterInstructions = registerAdapterInstructions;
exports.adapterInstructionsFor = adapterInstructionsFor;
const prompt_task_js_1 = require("../config/prompt-task.js");
const shared_value_js_1 = require("../utils/shared-value.js");
const task_prompt_js_1 = require("./task-prompt.js");
const REGISTRY = new Map();
function registerAdapterInstructions(interfaceName, tasks, factory) {
    let byTask = REGISTRY.get(interfaceName);
    if (!byTask)
        REGISTRY.set(interfaceName, (byTask = new Map()));
    for (const task of tasks)
        byTask.set(task, [...(byTask.get(task) ?? []), factory]);
}
function adapterInstructionsFor(interfaceName, task) {
    return REGISTRY.get(interfaceName)?.get(task) ?? [];
}
const RESPONSE_CUE = 'Your JSON response:';
const JSON_ONLY = 'Respond with a single valid JSON object only: no markdown code fences, no text before or after it.';
function schemaSection(context) {
    return context.jsonSchema ? `The response must be a JSON object conforming to this JSON Schema:\n\n${(0, task_prompt_js_1.jsonBlock)(context.jsonSchema)}` : null;
}
function exampleOrHint(context) {
    if (context.exampleJson)
        return `Required output format (JSON only). Example:\n\n\`\`\`json\n${context.exampleJson}\n\`\`\``;
    if (context.outputFormatHint)
        return `Required output format (JSON only): ${context.outputFormatHint}`;
    return null;
}
function parsingUserAddition(context) {
    return (0, task_prompt_js_1.joinSections)(schemaSection(context), [
        'Parsing notes:',
        '- Fill each field according to its description in the schema.',
        '- Use null for information that is absent from the response when the field allows null.',
        '- Return the JSON object only.',
        ...(context.parsingNotes ? [context.parsingNotes] : []),
    ].join('\n'), RESPONSE_CUE);
}
const parsingUserAdditionOf = (0, shared_value_js_1.memoOnShared)((jsonSchema) => parsingUserAddition({ jsonSchema }));
const langchainParsing = (context) => ({
    systemAddition: context.formatInstructions ? `## Output Format\n\n${context.formatInstructions}` : undefined,
    userAddition: context.jsonSchema && !context.parsingNotes ? parsingUserAdditionOf(context.jsonSchema) : parsingUserAddition(context),
});
const langchainRubric = (context) => ({
    systemAddition: JSON_ONLY,
    userAddition: (0, task_prompt_js_1.joinSections)(schemaSection(context), exampleOrHint(context), RESPONSE_CUE),
});
const langchainCheck = (context) => ({
    systemAddition: [
        '<output_format>',
        `Respond with JSON only, with the "reasoning" key first${context.exampleJson ? ', for example:' : '.'}`,
        ...[context.exampleJson ?? context.outputFormatHint].filter((line) => !!line),
        '</output_format>',
    ].join('\n'),
});
const langchainDeepJudgment = (context) => ({
    systemAddition: JSON_ONLY,
    userAddition: (0, task_prompt_js_1.joinSections)(schemaSection(context), context.parsingNotes, RESPONSE_CUE),
});
const claudeParsing = (context) => ({
    systemAddition: [
        'Extraction rules:',
        '- Extract only facts stated in the response; use null when the information is absent.',
        '- Use the exact field names and types of the schema.',
        '- A string field takes a string, not a list; a boolean field takes true or false, not a string.',
        JSON_ONLY,
    ].join('\n'),
    userAddition: (0, task_prompt_js_1.joinSections)(schemaSection(context), 'Fill every field of the schema; every required field must be present.'),
});
const claudeRubric = () => ({
    systemAddition: 'Evaluate solely on the stated criteria; be precise and consistent.',
});
const claudeCheck = (context) => ({
    systemAddition: `Reply with a JSON object whose "reasoning" key comes first${context.outputFormatHint ? `: ${context.outputFormatHint}` : '.'}`,
});
const claudeDeepJudgment = () => ({
    systemAddition: 'Report only what the text states; use null for anything missing.',
});
const BEST_INTERPRETATION = 'If uncertain, use your best interpretation of the response.';
const bestInterpretation = () => ({ systemAddition: BEST_INTERPRETATION });
const CHECK_TASKS = ['abstention_detection', 'sufficiency_detection'];
for (const name of ['langchain', 'openrouter', 'openai_endpoint']) {
    registerAdapterInstructions(name, ['parsing'], langchainParsing);
    registerAdapterInstructions(name, prompt_task_js_1.RUBRIC_TASKS, langchainRubric);
    registerAdapterInstructions(name, CHECK_TASKS, langchainCheck);
    registerAdapterInstructions(name, prompt_task_js_1.DJ_STRUCTURED_TASKS, langchainDeepJudgment);
}
for (const name of ['claude_tool', 'claude_agent_sdk']) {
    registerAdapterInstructions(name, ['parsing'], claudeParsing);
    registerAdapterInstructions(name, prompt_task_js_1.RUBRIC_TASKS, claudeRubric);
    registerAdapterInstructions(name, CHECK_TASKS, claudeCheck);
    registerAdapterInstructions(name, prompt_task_js_1.DJ_STRUCTURED_TASKS, claudeDeepJudgment);
}
registerAdapterInstructions('claude_agent_sdk', ['parsing'], bestInterpretation);
registerAdapterInstructions('langchain_deep_agents', ['parsing'], bestInterpretation);
registerAdapterInstructions('langchain_deep_agents', prompt_task_js_1.RUBRIC_TASKS, claudeRubric);
registerAdapterInstructions('langchain_deep_agents', CHECK_TASKS, claudeCheck);
registerAdapterInstructions('langchain_deep_agents', prompt_task_js_1.DJ_STRUCTURED_TASKS, claudeDeepJudgment);
