"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.buildInvestigationPrompt = buildInvestigationPrompt;
exports.buildExtractionPrompt = buildExtractionPrompt;
exports.buildDecisionPrompt = buildDecisionPrompt;
const py_json_js_1 = require("../compat/py-json.js");
function evidenceText(input) {
    if (input.partialTimeout && input.traceInContext) {
        const location = input.traceFile !== null ? 'materialized answering trace file referenced in the prompt' : 'answering trace included in the prompt';
        return (`You may inspect the workspace artifacts and the ${location}. ` +
            'The answering agent hit a wall-clock timeout, so final results may appear only in the trace, especially ' +
            'in recent tool output, stdout, or partial final text. Treat both workspace artifacts and the trace as ' +
            'evidence of what the answerer reported; do not rerun code.');
    }
    if (input.partialTimeout) {
        return ('You may inspect the workspace artifacts. The answering agent hit a wall-clock timeout, so final results ' +
            'may be incomplete and may appear only in partial workspace outputs produced before the timeout. Treat ' +
            'those artifacts as evidence of what the answerer reported; do not rerun code.');
    }
    return 'You may inspect the workspace artifacts. If the prompt includes an answering trace, you may also use it as evidence of what the answerer reported.';
}
function buildInvestigationPrompt(input) {
    const execution = input.codeExecution
        ? 'You have access to file tools. Code execution may be available, but do not use it for this check.'
        : 'You have access to file tools, but command execution is not available.';
    const system = 'You are a verification agent evaluating whether an AI coding ' +
        `assistant correctly completed a task. ${execution} ${evidenceText(input)}\n\n` +
        'Be parsimonious. Look only for artifacts that appear to contain final ' +
        'reported results, such as result files, summaries, reports, tables, ' +
        'or final answer JSON/CSV/TXT/Markdown outputs. Read those artifacts ' +
        'and extract the values they report. Do not run scripts, notebooks, ' +
        'or commands. Do not re-compute the task, repair code, or create new ' +
        'files. Check file sizes before reading. Be mindful of the context window. ' +
        'Read large files carefully: avoid loading raw data files, package build ' +
        'logs, or wide result tables wholesale unless that is the only way to ' +
        'recover final answers. Prefer targeted reads of final summaries and small ' +
        'machine-readable result files; when an artifact is large, inspect only ' +
        'headers, relevant rows, or concise excerpts needed to answer the schema. ' +
        'If the answerer explicitly reported a value, extract that value. ' +
        'If the answerer did not report a value for a field, use JSON null for that field. ' +
        'Do not use 0, false, empty strings, or empty lists as placeholders for missing answers. ' +
        'For boolean equivalence fields, use false only when the answerer reported an answer ' +
        'and it is not equivalent to the ideal; use null when no answer was reported. ' +
        "When any field is unanswered, also include an internal '_unanswered_fields' array listing those field names.\n\n" +
        'Report your findings as a JSON object matching this schema:\n' +
        (0, py_json_js_1.pyJsonDumps)(input.jsonSchema, { indent: 2 });
    const parts = [`Question: ${input.question}`];
    if (input.screeningReasoning)
        parts.push(`\n--- SCREENING REASONING ---\n${input.screeningReasoning}\n--- END SCREENING REASONING ---`);
    if (input.traceInContext) {
        const content = input.traceFile !== null
            ? `The full answering agent trace is saved to: ${input.traceFile}\nUse file tools (grep, search, read) to examine it carefully.`
            : (input.trace ?? '');
        parts.push(`\n--- ANSWERING AGENT TRACE ---\n${content}\n--- END TRACE ---`);
    }
    if (input.workspace !== null)
        parts.push(`\nWorkspace directory: ${input.workspace}`);
    return { task: 'agentic_parsing_investigation', system, user: parts.join('\n'), context: { jsonSchema: input.jsonSchema }, reply: null };
}
function buildExtractionPrompt(report, jsonSchema) {
    const system = 'You are a structured data extraction assistant. ' +
        'Extract the findings from the investigation report into ' +
        'the exact JSON schema provided. If the investigation report lists ' +
        "'_unanswered_fields', set those fields to JSON null in the schema output; " +
        'do not turn missing values into 0, false, empty strings, or empty lists.\n\n' +
        `Schema:\n${(0, py_json_js_1.pyJsonDumps)(jsonSchema, { indent: 2 })}`;
    return {
        task: 'agentic_parsing_extraction',
        system,
        user: `Investigation report:\n\n${report}`,
        context: { jsonSchema, formatInstructions: '' },
        reply: null,
    };
}
const DECISION_SYSTEM = `<role>
You are a precise template parsing judge. Your job is to decide whether the final message of an AI agent contains enough information to populate the answer template, and to populate it directly when it does.
</role>

<critical_instructions>
<input_scope>
Use only the final message shown in <final_agent_message>. Do not assume access to files, hidden workspace state, tool output, or earlier trace turns.
</input_scope>

<output_contract>
Emit exactly one JSON object and no surrounding prose.

When the final message is sufficient, use this shape:
{"reasoning": "<brief explanation of why the final message supports each populated field>", "sufficient": true, "answer": { ... }}

When the final message is insufficient, use this shape:
{"reasoning": "<what is missing and where it likely lives, if inferable>", "sufficient": false}
</output_contract>

<answer_rules>
- The "answer" object must use the field names and value types from the template schema.
- Use null for a template field only when the final message establishes that the value could not be determined.
- Do not include ground truth metadata or verification-only fields.
- If a required value appears only to live in files, logs, notebooks, tables, or other artifacts outside the final message, mark sufficient as false.
</answer_rules>
</critical_instructions>`;
function buildDecisionPrompt(question, finalMessage, jsonSchema) {
    const user = `
<original_question>
${question}
</original_question>

<final_agent_message>
${finalMessage}
</final_agent_message>

<template_schema>
${(0, py_json_js_1.pyJsonDumps)(jsonSchema, { indent: 2 })}
</template_schema>

Return exactly one JSON object following the output contract.
`;
    return { task: 'agentic_parsing_decision', system: DECISION_SYSTEM, user, context: { jsonSchema, formatInstructions: '' }, reply: null };
}
