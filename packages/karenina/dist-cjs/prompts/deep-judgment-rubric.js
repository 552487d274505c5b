"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.RubricHallucinationReplySchema = exports.RubricExcerptsReplySchema = void 0;
exports.buildRubricExcerptPrompt = buildRubricExcerptPrompt;
exports.buildRubricHallucinationPrompt = buildRubricHallucinationPrompt;
exports.buildRubricReasoningPrompt = buildRubricReasoningPrompt;
exports.scoreScaleLines = scoreScaleLines;
exports.buildRubricScorePrompt = buildRubricScorePrompt;
const zod_1 = require("zod");
const task_prompt_js_1 = require("./task-prompt.js");
exports.RubricExcerptsReplySchema = zod_1.z.object({
    excerpts: zod_1.z.array(zod_1.z.looseObject({ text: zod_1.z.string(), confidence: zod_1.z.string() })),
});
exports.RubricHallucinationReplySchema = zod_1.z.object({
    risk: zod_1.z.enum(['none', 'low', 'medium', 'high']),
    justification: zod_1.z.string(),
});
const GENERIC_CRITERIA = 'Assess this quality.';
const criteria = (trait) => trait.description || GENERIC_CRITERIA;
const fixed2 = (x) => x.toFixed(2);
function buildRubricExcerptPrompt(input) {
    const system = `You extract verbatim quotes from a response that bear on one evaluation trait.

## Rules
- Quote verbatim: each excerpt must be exact text from the response.
- Give each excerpt a confidence: "high" (direct, explicit evidence), "medium" (reasonable inference) or "low" (weak or ambiguous evidence).
- Prefer weak evidence marked "low" over returning nothing.
- Keep quotes focused, about one sentence each.
- Do not paraphrase, invent text, quote the whole response or return near-duplicates.`;
    const feedback = input.retry
        ? [
            'The previous excerpts were not found in the response:',
            ...input.retry.failed.map((f, i) => `${i + 1}. "${f.text}" (similarity: ${fixed2(f.similarity_score)}, threshold: ${fixed2(input.retry.threshold)})`),
            'Copy quotes exactly as they appear in the response.',
        ].join('\n')
        : null;
    return {
        task: 'dj_rubric_excerpt_extraction',
        system,
        user: (0, task_prompt_js_1.joinSections)(`## Trait\n${input.trait.name}`, `## Criteria\n${criteria(input.trait)}`, `## Response\n${input.response}`, `## Maximum excerpts\n${input.maxExcerpts}`, feedback === null ? null : `## Retry feedback\n${feedback}`, `## Task\nExtract up to ${input.maxExcerpts} verbatim excerpts that bear on the trait, as {"excerpts": [{"text": "...", "confidence": "high" | "medium" | "low"}]}.`),
        context: { outputFormatHint: '{"excerpts": [{"text": "...", "confidence": "high"}]}' },
        reply: exports.RubricExcerptsReplySchema,
    };
}
function buildRubricHallucinationPrompt(excerptText, searchResults) {
    return {
        task: 'dj_rubric_hallucination',
        system: `You assess the hallucination risk of a quoted claim using external search results.
- "none": several reliable sources confirm it.
- "low": at least one source supports it.
- "medium": the evidence is weak, unclear or partly contradicting.
- "high": no source supports it, or sources contradict it.
Base the assessment only on the search results, and when uncertain between two levels choose the higher risk.`,
        user: (0, task_prompt_js_1.joinSections)(`## Excerpt\n"${excerptText}"`, `## Search results\n${searchResults}`, '## Task\nReply with {"risk": "none" | "low" | "medium" | "high", "justification": "..."}.'),
        context: { outputFormatHint: '{"risk": "low", "justification": "..."}' },
        reply: exports.RubricHallucinationReplySchema,
    };
}
function buildRubricReasoningPrompt(input) {
    const evidence = input.excerpts === null
        ? `## Response\n${input.response ?? ''}`
        : (0, task_prompt_js_1.joinSections)(`## Excerpts\n${input.excerpts.length === 0
            ? '(no excerpts)'
            : input.excerpts
                .map((e, i) => `${i + 1}. "${e.text}" [${e.confidence} confidence]${e.hallucination_risk ? ` (hallucination risk: ${e.hallucination_risk})` : ''}`)
                .join('\n')}`, input.overallRisk ? `## Overall hallucination risk\n${input.overallRisk}` : null);
    return {
        task: 'dj_rubric_reasoning',
        system: `You are a careful rubric evaluator. Reason about an answer against one trait's criteria using only the evidence shown. Weigh supporting and contradicting evidence, cite specific passages, and if the criteria are ambiguous, state the interpretation you use.`,
        user: (0, task_prompt_js_1.joinSections)(`## Trait\n${input.trait.name}`, `## Criteria\n${criteria(input.trait)}`, input.taskEval ? null : `## Question\n${input.question}`, evidence, '## Task\nWrite your reasoning in three labelled sections:\nEvidence: the passages that bear on the criteria.\nInterpretation: how they relate to the criteria.\nConclusion: one line stating whether, or how well, the criteria are met.'),
        context: {},
        reply: null,
    };
}
const LADDER_3 = ['does not meet the criteria', 'partially meets the criteria', 'fully meets the criteria'];
const LADDER_5 = ['poor', 'below average', 'adequate', 'strong', 'excellent'];
const LADDER_7 = ['very poor', 'poor', 'below average', 'adequate', 'good', 'very good', 'excellent'];
const LADDER_10 = [
    'extremely poor',
    'very poor',
    'poor',
    'below average',
    'slightly below average',
    'slightly above average',
    'good',
    'very good',
    'excellent',
    'outstanding',
];
const LADDER_9 = ['lowest', 'very poor', 'poor', 'below average', 'adequate', 'good', 'very good', 'excellent', 'highest'];
function roundHalfEven(x) {
    const floor = Math.floor(x);
    const diff = x - floor;
    if (diff > 0.5)
        return floor + 1;
    if (diff < 0.5)
        return floor;
    return floor % 2 === 0 ? floor : floor + 1;
}
function scoreScaleLines(min, max) {
    const span = max - min + 1;
    let labels;
    if (min === 1 && span === 3)
        labels = LADDER_3;
    else if (span === 5)
        labels = LADDER_5;
    else if (span === 7)
        labels = LADDER_7;
    else if (span === 10)
        labels = LADDER_10;
    else if (span <= 1)
        labels = [LADDER_9[4]];
    else
        labels = Array.from({ length: span }, (_, i) => LADDER_9[roundHalfEven((i * 8) / (span - 1))]);
    return labels.map((label, i) => `${min + i} = ${label}`);
}
function buildRubricScorePrompt(trait, reasoning) {
    const system = `You translate a reasoning analysis into the final verdict for a trait. The verdict must follow from the reasoning's Conclusion; do not add evidence or contradict the reasoning.`;
    const head = [`## Trait\n${trait.name}`, `## Criteria\n${criteria(trait)}`, `## Reasoning\n${reasoning}`];
    if (trait.kind === 'boolean') {
        return {
            task: 'dj_rubric_score_extraction',
            system,
            user: (0, task_prompt_js_1.joinSections)(...head, '## Task\nDoes the answer meet the criteria according to the reasoning? Reply with {"result": true} or {"result": false}.'),
            context: { outputFormatHint: '{"result": true | false}' },
            reply: zod_1.z.object({ result: zod_1.z.boolean() }),
        };
    }
    const min = trait.min_score || 1;
    const max = trait.max_score || 5;
    return {
        task: 'dj_rubric_score_extraction',
        system,
        user: (0, task_prompt_js_1.joinSections)(...head, `## Scale\n${scoreScaleLines(min, max).join('\n')}`, `## Task\nGive the integer score from ${min} to ${max} that matches the reasoning's conclusion, as {"score": <integer>}.`),
        context: { outputFormatHint: '{"score": <integer>}' },
        reply: zod_1.z.object({ score: zod_1.z.int() }),
    };
}
