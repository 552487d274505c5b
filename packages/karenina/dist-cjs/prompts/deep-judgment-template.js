"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.TemplateReasoningReplySchema = exports.TemplateHallucinationReplySchema = exports.TemplateExcerptsReplySchema = void 0;
exports.formatSearchResults = formatSearchResults;
exports.buildTemplateExcerptPrompt = buildTemplateExcerptPrompt;
exports.buildTemplateHallucinationPrompt = buildTemplateHallucinationPrompt;
exports.formatExcerptsForReasoning = formatExcerptsForReasoning;
exports.buildTemplateReasoningPrompt = buildTemplateReasoningPrompt;
exports.buildTemplateReasoningOnlyPrompt = buildTemplateReasoningOnlyPrompt;
exports.formatReasoningTraces = formatReasoningTraces;
exports.buildTemplateParametersPrompt = buildTemplateParametersPrompt;
const zod_1 = require("zod");
const task_prompt_js_1 = require("./task-prompt.js");
exports.TemplateExcerptsReplySchema = zod_1.z.record(zod_1.z.string(), zod_1.z.array(zod_1.z.looseObject({ text: zod_1.z.string(), confidence: zod_1.z.string(), explanation: zod_1.z.string().optional() })));
exports.TemplateHallucinationReplySchema = zod_1.z.object({
    excerpt_assessments: zod_1.z.array(zod_1.z.looseObject({ excerpt_id: zod_1.z.string(), attribute: zod_1.z.string(), hallucination_risk: zod_1.z.string(), justification: zod_1.z.string().optional() })),
});
exports.TemplateReasoningReplySchema = zod_1.z.record(zod_1.z.string(), zod_1.z.union([zod_1.z.string(), zod_1.z.looseObject({ reasoning: zod_1.z.string() })]));
function guidance(attributes) {
    return attributes.map((a) => `- ${a.name}: ${a.description || `Evidence for ${a.name}`}`).join('\n');
}
function fixed3(x) {
    return x.toFixed(3);
}
function formatSearchResults(results) {
    if (typeof results === 'string')
        return results;
    if (results.length === 0)
        return '(no search results)';
    return results
        .map((r, i) => {
        const content = r.content ?? '';
        const title = r.title || `${Array.from(content).slice(0, 50).join('')}...`;
        return `[${i + 1}] ${title}\n    ${content}\n    Source: ${r.url || 'Not available'}`;
    })
        .join('\n\n');
}
function buildTemplateExcerptPrompt(input) {
    const section = `## Excerpt extraction
For this step you act as a verbatim excerpt extractor. For each attribute below, find the passages of the response that support its value.

Attributes:
${guidance(input.attributes)}

Protocol:
- Give up to ${input.maxExcerpts} exact quotes per attribute, each with a confidence: "high" (explicitly stated), "medium" (implied) or "low" (weak evidence).
- If an attribute has no supporting passage, give one entry with empty text, confidence "none" and an "explanation" of why.
- Quote verbatim: never paraphrase, invent text or quote these instructions.
- Cover every attribute.

Reply with a JSON object mapping each attribute name to a list of {"text": string, "confidence": "high" | "medium" | "low" | "none", "explanation"?: string}.`;
    return {
        task: 'dj_template_excerpt_extraction',
        system: (0, task_prompt_js_1.joinSections)(input.parsingSystem, section),
        user: (0, task_prompt_js_1.joinSections)((0, task_prompt_js_1.tagged)('original_question', input.question), (0, task_prompt_js_1.tagged)('response', input.response), input.retryNote
            ? `Note: ${input.retryNote} Quote the response exactly, or return an empty list for an attribute.`
            : null),
        context: {
            outputFormatHint: '{"<attribute>": [{"text": "...", "confidence": "high"}]}',
            parsingNotes: 'Excerpts are validated by fuzzy matching against the response, so copy them character for character.',
        },
        reply: exports.TemplateExcerptsReplySchema,
    };
}
function buildTemplateHallucinationPrompt(parsingSystem, excerpts) {
    const blocks = excerpts.map(({ id, attribute, excerpt }) => [
        `<excerpt id="${id}" attribute="${attribute}">`,
        `Text: "${excerpt.text}"`,
        `Extraction confidence: ${excerpt.confidence}`,
        `Similarity: ${fixed3(excerpt.similarity_score ?? 0)}`,
        'Search results:',
        formatSearchResults(excerpt.search_results ?? []),
        '</excerpt>',
    ].join('\n'));
    const section = `## Hallucination assessment
For this step you assess, for every excerpt, how likely it is to be a hallucination given the external search results:
- "none": strong support from several sources;
- "low": some support;
- "medium": weak or ambiguous support;
- "high": contradicted by the sources or unsupported.
Be conservative: between two levels, choose the higher risk. Assess every excerpt.`;
    return {
        task: 'dj_template_hallucination',
        system: (0, task_prompt_js_1.joinSections)(parsingSystem, section),
        user: (0, task_prompt_js_1.joinSections)(...blocks, 'Reply with {"excerpt_assessments": [{"excerpt_id", "attribute", "hallucination_risk", "justification"}]}, one entry per excerpt.'),
        context: { outputFormatHint: '{"excerpt_assessments": [{"excerpt_id": "0", "attribute": "...", "hallucination_risk": "low", "justification": "..."}]}' },
        reply: exports.TemplateHallucinationReplySchema,
    };
}
function indent(text, spaces) {
    return text
        .split('\n')
        .map((line) => ' '.repeat(spaces) + line)
        .join('\n');
}
function formatExcerptsForReasoning(excerpts) {
    const attributes = Object.entries(excerpts);
    if (attributes.length === 0)
        return '(No excerpts extracted)';
    return attributes
        .map(([attribute, list]) => {
        if (list.length === 0)
            return `${attribute}:\n  (No excerpts found for this attribute)`;
        const items = list.map((e, i) => {
            const lines = [`  Excerpt ${i + 1}:`, `    Text: "${e.text}"`, `    Confidence: ${e.confidence}`, `    Similarity: ${fixed3(e.similarity_score ?? 0)}`];
            if (e.hallucination_risk)
                lines.push(`    Hallucination Risk: ${e.hallucination_risk.toUpperCase()}`);
            if (e.hallucination_justification)
                lines.push(`    Risk Justification: ${e.hallucination_justification}`);
            if (e.search_results !== undefined)
                lines.push('    Search Results:', indent(formatSearchResults(e.search_results), 6));
            return lines.join('\n');
        });
        return `${attribute}:\n${items.join('\n')}`;
    })
        .join('\n\n');
}
function buildTemplateReasoningPrompt(input) {
    const shape = input.searchEnabled
        ? '{"<attribute>": {"reasoning": "...", "hallucination_risk": "none" | "low" | "medium" | "high"}}'
        : '{"<attribute>": "reasoning"}';
    const section = `## Reasoning
For this step, explain for each attribute in 2-3 sentences how its excerpts determine its value${input.searchEnabled ? ', taking the hallucination risks into account' : ''}. When an attribute has no excerpts, explain what that implies for its value.

Attributes:
${guidance(input.attributes)}

Reply with a JSON object of the form ${shape}.`;
    return {
        task: 'dj_template_reasoning',
        system: (0, task_prompt_js_1.joinSections)(input.parsingSystem, section),
        user: (0, task_prompt_js_1.joinSections)((0, task_prompt_js_1.tagged)('original_question', input.question), (0, task_prompt_js_1.tagged)('excerpts', formatExcerptsForReasoning(input.excerpts))),
        context: { outputFormatHint: shape },
        reply: exports.TemplateReasoningReplySchema,
    };
}
function buildTemplateReasoningOnlyPrompt(input) {
    const section = `## Reasoning
For this step, read the response and explain for each attribute in 2-3 sentences which parts of the response determine its value, or why the response does not determine it.

Attributes:
${guidance(input.attributes)}

Reply with JSON only, as an object mapping each attribute name to its reasoning: {"<attribute>": "reasoning"}.`;
    return {
        task: 'dj_template_reasoning_only',
        system: (0, task_prompt_js_1.joinSections)(input.parsingSystem, section),
        user: (0, task_prompt_js_1.joinSections)((0, task_prompt_js_1.tagged)('original_question', input.question), (0, task_prompt_js_1.tagged)('response', input.response)),
        context: { outputFormatHint: '{"<attribute>": "reasoning"}' },
        reply: exports.TemplateReasoningReplySchema,
    };
}
function formatReasoningTraces(reasoning) {
    const entries = Object.entries(reasoning);
    if (entries.length === 0)
        return '(No reasoning traces generated)';
    return entries.map(([attribute, text]) => `${attribute}:\n${indent(text, 2)}\n`).join('\n');
}
function buildTemplateParametersPrompt(parsingPrompt, question, reasoning) {
    return {
        ...parsingPrompt,
        user: `Original Question: ${question}\n\nReasoning Traces (explaining how excerpts inform each attribute value):\n\n${formatReasoningTraces(reasoning)}`,
    };
}
