"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.LlmTraitScoreReplySchema = exports.LlmTraitBooleanReplySchema = exports.LlmTraitBatchReplySchema = void 0;
exports.llmTraitBatchJsonSchema = llmTraitBatchJsonSchema;
exports.buildLlmTraitBatchPrompt = buildLlmTraitBatchPrompt;
exports.buildLlmTraitSinglePrompt = buildLlmTraitSinglePrompt;
const zod_1 = require("zod");
const py_json_js_1 = require("../compat/py-json.js");
const rubric_evidence_js_1 = require("./rubric-evidence.js");
const task_prompt_js_1 = require("./task-prompt.js");
exports.LlmTraitBatchReplySchema = zod_1.z.object({
    scores: zod_1.z.record(zod_1.z.string(), zod_1.z.union([zod_1.z.boolean(), zod_1.z.number(), zod_1.z.null()])),
});
exports.LlmTraitBooleanReplySchema = zod_1.z.object({ result: zod_1.z.boolean() });
exports.LlmTraitScoreReplySchema = zod_1.z.object({ score: zod_1.z.int() });
function llmTraitBatchJsonSchema(traits) {
    const properties = Object.fromEntries(traits.map((t) => {
        if (t.kind === 'boolean')
            return [t.name, { type: 'boolean' }];
        const [min, max] = scoreRange(t);
        return [t.name, { type: 'integer', description: `score from ${min} to ${max}` }];
    }));
    return {
        type: 'object',
        properties: {
            scores: { type: 'object', properties, required: traits.map((t) => t.name), additionalProperties: false },
        },
        required: ['scores'],
        additionalProperties: false,
    };
}
function scoreRange(trait) {
    return [trait.min_score || 1, trait.max_score || 5];
}
const BATCH_SYSTEM = `You are a rigorous evaluator assessing an answer against a set of quality traits.

## Rules
- Use the trait names exactly as given (case-sensitive).
- Boolean traits take JSON true or false.
- Score traits take an integer within the trait's range; out-of-range scores will be clamped.
- Score every trait listed; a trait left out is recorded as a failed evaluation.
- Ground every judgment in evidence visible in the answer; consider evidence both for and against.
- If a criterion is ambiguous, state the interpretation you used and apply it consistently.
- Be consistent across traits and do not lean toward either outcome when uncertain.`;
function traitLine(trait) {
    const description = trait.description || rubric_evidence_js_1.NO_DESCRIPTION;
    if (trait.kind === 'boolean')
        return `- **${trait.name}** (boolean): ${description}\n  Answer true if the answer meets the criterion, false otherwise.`;
    const [min, max] = scoreRange(trait);
    return `- **${trait.name}** (score ${min}-${max}): ${description}\n  Give an integer from ${min} to ${max}.`;
}
function buildLlmTraitBatchPrompt(traits, evidence) {
    const example = Object.fromEntries(traits.map((t) => [t.name, t.kind === 'boolean' ? true : scoreRange(t)[0] + 2]));
    return {
        task: 'rubric_llm_trait_batch',
        system: BATCH_SYSTEM,
        user: (0, task_prompt_js_1.joinSections)(`## Traits to Evaluate\n${traits.map(traitLine).join('\n')}`, (0, rubric_evidence_js_1.rubricEvidenceSections)(evidence, traits)),
        context: {
            jsonSchema: llmTraitBatchJsonSchema(traits),
            exampleJson: (0, py_json_js_1.pyJsonDumps)({ scores: example }),
            outputFormatHint: 'a JSON object with a "scores" object mapping each exact trait name to its value',
        },
        reply: exports.LlmTraitBatchReplySchema,
    };
}
function singleSystem(trait) {
    const criteria = trait.description || rubric_evidence_js_1.NO_DESCRIPTION;
    const guidance = 'Base your judgment on evidence visible in the answer, weigh evidence for and against, and apply the criterion consistently.';
    if (trait.kind === 'boolean') {
        return (0, task_prompt_js_1.joinSections)(`You are an evaluator deciding whether an answer meets one criterion.\n\nCriterion: ${criteria}`, 'Return true if the answer meets the criterion and false if it does not.', guidance);
    }
    const [min, max] = scoreRange(trait);
    return (0, task_prompt_js_1.joinSections)(`You are an evaluator scoring an answer on one criterion.\n\nCriterion: ${criteria}`, `Score on an integer scale from ${min} to ${max}:\n- ${min} = poor\n- ${Math.floor((min + max) / 2)} = average\n- ${max} = excellent`, guidance);
}
function buildLlmTraitSinglePrompt(trait, evidence) {
    const reply = trait.kind === 'boolean' ? exports.LlmTraitBooleanReplySchema : exports.LlmTraitScoreReplySchema;
    const [min] = scoreRange(trait);
    return {
        task: 'rubric_llm_trait_single',
        system: singleSystem(trait),
        user: (0, task_prompt_js_1.joinSections)((0, rubric_evidence_js_1.rubricEvidenceSections)(evidence, [trait]), `## Trait\n**${trait.name}**: ${trait.description || rubric_evidence_js_1.NO_DESCRIPTION}`),
        context: {
            jsonSchema: (0, task_prompt_js_1.replyJsonSchema)(reply),
            exampleJson: trait.kind === 'boolean' ? '{"result": true}' : `{"score": ${Math.min(min + 2, scoreRange(trait)[1])}}`,
            outputFormatHint: trait.kind === 'boolean' ? '{"result": true | false}' : '{"score": <integer>}',
        },
        reply,
    };
}
