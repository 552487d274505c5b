"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.investigationUserText = investigationUserText;
exports.buildTraitInvestigationPrompt = buildTraitInvestigationPrompt;
exports.buildSharedInvestigationPrompt = buildSharedInvestigationPrompt;
exports.buildTraitExtractionPrompt = buildTraitExtractionPrompt;
const py_json_js_1 = require("../../compat/py-json.js");
const template_kind_js_1 = require("../../rubric/traits/template-kind.js");
const CAPABILITY_TEXT = {
    execute: 'You may inspect files and execute commands in the configured workspace.',
    files: 'You may inspect files, but command execution is not available.',
    text: 'Use only the response text supplied in the prompt.',
};
function investigationUserText(question, trace, traceFile, workspace) {
    const parts = [`Question: ${question}`];
    if (traceFile !== null)
        parts.push(`\n--- ANSWERING AGENT TRACE ---\nThe full agent trace is saved to: ${traceFile}\nUse file tools (grep, search, read) to examine it.\n--- END TRACE ---`);
    else if (trace)
        parts.push(`\n--- ANSWERING AGENT TRACE ---\n${trace}\n--- END TRACE ---`);
    if (workspace !== null)
        parts.push(`\nWorkspace directory: ${workspace}`);
    return parts.join('\n');
}
function kindLabel(trait) {
    return (0, template_kind_js_1.isTemplateKind)(trait.kind) ? 'template' : trait.kind;
}
function buildTraitInvestigationPrompt(trait, capability, user) {
    let system = 'You are an evaluation agent investigating the quality of an LLM response. ' +
        `Your task: ${trait.description}\n\n` +
        `${CAPABILITY_TEXT[capability]}\n\n` +
        'After investigating, summarize your findings clearly. Your investigation ' +
        `trace will be parsed into a ${kindLabel(trait)} result.`;
    if ((0, template_kind_js_1.isTemplateKind)(trait.kind)) {
        system += `\n\nEnd your report with a JSON object matching this schema, with no placeholder values:\n${(0, py_json_js_1.pyJsonDumps)(trait.kind.schema, { indent: 2 })}`;
    }
    return { task: 'rubric_agentic_trait_investigation', system, user, context: {}, reply: null };
}
function buildSharedInvestigationPrompt(traits, capability, user) {
    const combined = traits.map((t) => `- ${t.name}: ${t.description}`).join('\n');
    const system = 'You are an evaluation agent investigating the quality of an LLM response. ' +
        `${CAPABILITY_TEXT[capability]}\n\n` +
        'Evaluate ALL of the following criteria:\n' +
        `${combined}\n\n` +
        'After investigating, report your findings for each criterion clearly so scores can be extracted per trait.';
    return { task: 'rubric_agentic_trait_investigation', system, user, context: {}, reply: null };
}
function buildTraitExtractionPrompt(trait, report) {
    const system = ['You are a structured data extraction assistant. Extract the final evaluation result from the investigation report below.'];
    if (trait.kind === 'score')
        system.push(`\nScore range: ${trait.min_score} to ${trait.max_score}.`);
    else if (trait.kind === 'literal' && trait.classes)
        system.push(`\nClassify into one of: ${Object.entries(trait.classes).map(([k, v]) => `'${k}': ${v}`).join(', ')}`);
    return { task: 'rubric_agentic_trait_extraction', system: system.join('\n'), user: `Investigation report:\n\n${report}`, context: {}, reply: null };
}
