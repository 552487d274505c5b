"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.ParsingReplySchema = void 0;
exports.extractionHintsOf = extractionHintsOf;
exports.buildParsingSystemText = buildParsingSystemText;
exports.buildParsingPrompt = buildParsingPrompt;
const zod_1 = require("zod");
const env_js_1 = require("../config/env.js");
const task_prompt_js_1 = require("./task-prompt.js");
exports.ParsingReplySchema = zod_1.z.record(zod_1.z.string(), zod_1.z.unknown());
const BASE_GUIDELINES = `You are an expert at extracting structured information from text.

You receive a response (either a final answer or a full agent trace) and a JSON schema. Each field's description in the schema says what to extract and how to express it.

## Extraction protocol
1. Extract primarily from the final answer of the response.
2. Follow each field's description precisely: descriptions are authoritative.
3. When the final answer does not contain the information for a field that allows null, use null.
4. Return valid JSON whose values have the types the schema requires.

## Critical rules
- Answer first: the final answer takes precedence over intermediate reasoning or tool output.
- Description adherence: extract exactly what each description asks for, in the form it asks for.
- Fidelity: do not infer beyond what is stated; never add facts that are not in the response.
- JSON only: no prose, no explanations, no markdown code fences.`;
const TOOL_TRACE_SECTION = `## Tool results
The response contains tool calls. Cross-check the claims of the final answer against the tool results in the trace, and prefer what the tools actually returned.`;
function extractionHintsOf(fields) {
    const hints = {};
    for (const field of fields) {
        const hint = field.verification?.extractionHint;
        if (hint)
            hints[field.name] = hint;
    }
    return hints;
}
function buildParsingSystemText(input) {
    const hints = Object.entries(input.extractionHints ?? {}).filter((entry) => !!entry[1]);
    const hintSection = (input.includeExtractionHints ?? true) && hints.length > 0
        ? ['## Field Extraction Guidance', ...hints.map(([field, hint]) => `- **${field}**: ${hint}`)].join('\n')
        : null;
    const groundTruth = input.groundTruth;
    const groundTruthSection = groundTruth && Object.keys(groundTruth).length > 0 && (0, env_js_1.isGroundTruthExposed)(input.env ?? process.env)
        ? [
            '## Ground Truth Reference',
            'The expected answer is shown below. Use it only to disambiguate the response and to recognise semantically equivalent wording; never copy values from it that the response does not state.',
            '',
            '```json',
            (0, task_prompt_js_1.prettyJson)(groundTruth),
            '```',
        ].join('\n')
        : null;
    return (0, task_prompt_js_1.joinSections)(BASE_GUIDELINES, hintSection, input.traceHasToolCalls ? TOOL_TRACE_SECTION : null, groundTruthSection);
}
function buildParsingPrompt(input) {
    return {
        task: 'parsing',
        system: buildParsingSystemText(input),
        user: (0, task_prompt_js_1.joinSections)('Parse the response below into a JSON object that follows the schema.', `## Original Question\n${input.question}`, `## Response to Parse\n${input.response}`),
        context: { jsonSchema: input.jsonSchema, formatInstructions: '' },
        reply: exports.ParsingReplySchema,
    };
}
