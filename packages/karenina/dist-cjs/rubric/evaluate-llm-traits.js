"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.evaluateScalarBatch = evaluateScalarBatch;
exports.evaluateScalarSequential = evaluateScalarSequential;
exports.evaluateLiteralBatch = evaluateLiteralBatch;
exports.evaluateLiteralSequential = evaluateLiteralSequential;
exports.evaluateTemplateTraits = evaluateTemplateTraits;
const py_whitespace_js_1 = require("../compat/py-whitespace.js");
const rubric_literal_trait_js_1 = require("../prompts/rubric-literal-trait.js");
const rubric_llm_trait_js_1 = require("../prompts/rubric-llm-trait.js");
const rubric_template_trait_js_1 = require("../prompts/rubric-template-trait.js");
const judge_replies_js_1 = require("./judge-replies.js");
const rubric_judge_js_1 = require("./rubric-judge.js");
const score_validation_js_1 = require("./score-validation.js");
const trait_failure_js_1 = require("./trait-failure.js");
const template_kind_record_js_1 = require("./traits/template-kind-record.js");
const template_kind_js_1 = require("./traits/template-kind.js");
function hasReference(evidence) {
    return !!evidence.referenceAnswer && (0, py_whitespace_js_1.pyStrip)(evidence.referenceAnswer) !== '';
}
function batchGroups(traits, evidence) {
    const optedIn = traits.filter((t) => t.include_ground_truth);
    if (!hasReference(evidence) || optedIn.length === 0 || optedIn.length === traits.length)
        return [{ traits: [...traits], evidence }];
    return [
        { traits: optedIn, evidence },
        { traits: traits.filter((t) => !t.include_ground_truth), evidence: { ...evidence, referenceAnswer: null } },
    ];
}
const scalarPromptInput = (trait) => ({ ...trait, kind: trait.kind });
const literalPromptInput = (trait) => ({ ...trait, classes: trait.classes ?? {} });
async function evaluateScalarBatch(call, traits) {
    const out = {};
    for (const group of batchGroups(traits, call.evidence)) {
        let reply;
        const prompt = (0, rubric_llm_trait_js_1.buildLlmTraitBatchPrompt)(group.traits.map(scalarPromptInput), group.evidence);
        try {
            reply = await call.session.ask(prompt, 'BatchRubricScores', judge_replies_js_1.validateBatchScores);
        }
        catch (error) {
            const wrapped = new Error(`Failed to evaluate rubric traits using batch strategy: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
            if (!call.onFailure)
                throw wrapped;
            call.onFailure((0, trait_failure_js_1.callFailure)(group.traits.map((t) => t.name), error));
            for (const trait of group.traits)
                out[trait.name] = null;
            continue;
        }
        const byName = new Map(group.traits.map((t) => [t.name, t]));
        const scores = {};
        const invalid = new Set();
        for (const [name, value] of Object.entries(reply)) {
            const trait = byName.get(name);
            if (!trait)
                continue;
            try {
                scores[name] = value === null ? null : (0, score_validation_js_1.validateLlmScore)(trait, value);
            }
            catch (error) {
                if (!call.onFailure)
                    throw new Error(`Failed to evaluate rubric traits using batch strategy: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
                call.onFailure((0, trait_failure_js_1.callFailure)([name], error));
                scores[name] = null;
                invalid.add(name);
            }
        }
        for (const trait of group.traits)
            if (!Object.hasOwn(scores, trait.name))
                scores[trait.name] = null;
        const unscored = group.traits.filter((t) => scores[t.name] === null && !invalid.has(t.name)).map((t) => t.name);
        if (unscored.length > 0)
            call.onFailure?.((0, trait_failure_js_1.unscoredFailure)(unscored));
        Object.assign(out, scores);
    }
    return out;
}
async function evaluateScalarSequential(call, traits) {
    const results = await (0, rubric_judge_js_1.mapConcurrently)(traits, call.concurrency, async (trait) => {
        const prompt = (0, rubric_llm_trait_js_1.buildLlmTraitSinglePrompt)(scalarPromptInput(trait), call.evidence);
        try {
            const value = trait.kind === 'boolean'
                ? await call.session.ask(prompt, 'SingleBooleanScore', judge_replies_js_1.validateSingleBoolean)
                : await call.session.ask(prompt, 'SingleNumericScore', judge_replies_js_1.validateSingleScore);
            return (0, score_validation_js_1.validateLlmScore)(trait, value);
        }
        catch (error) {
            call.onFailure?.((0, trait_failure_js_1.callFailure)([trait.name], error));
            return null;
        }
    });
    return Object.fromEntries(traits.map((trait, i) => [trait.name, results[i]]));
}
const validateLiteralBatch = (0, judge_replies_js_1.zodValidator)(rubric_literal_trait_js_1.LiteralTraitBatchReplySchema);
const validateLiteralSingle = (0, judge_replies_js_1.zodValidator)(rubric_literal_trait_js_1.LiteralTraitSingleReplySchema);
async function evaluateLiteralBatch(call, traits) {
    const out = { scores: {}, labels: {} };
    for (const group of batchGroups(traits, call.evidence)) {
        let reply;
        try {
            reply = await call.session.ask((0, rubric_literal_trait_js_1.buildLiteralTraitBatchPrompt)(group.traits.map(literalPromptInput), group.evidence), 'BatchLiteralClassifications', validateLiteralBatch);
        }
        catch (error) {
            const wrapped = new Error(`Failed to evaluate literal traits using batch strategy: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
            if (!call.onFailure)
                throw wrapped;
            call.onFailure((0, trait_failure_js_1.callFailure)(group.traits.map((t) => t.name), error));
            for (const trait of group.traits) {
                out.scores[trait.name] = -1;
                out.labels[trait.name] = (0, score_validation_js_1.evaluationErrorLabel)(error);
            }
            continue;
        }
        const classifications = new Map(reply.classifications.map((c) => [c.trait_name, c.class_name]));
        const byName = new Map(group.traits.map((t) => [t.name, t]));
        for (const [name, className] of classifications) {
            const trait = byName.get(name);
            if (!trait)
                continue;
            const { score, label } = (0, score_validation_js_1.classifyLiteral)(trait, className);
            out.scores[name] = score;
            out.labels[name] = label;
        }
        const missing = group.traits.filter((t) => !Object.hasOwn(out.scores, t.name)).map((t) => t.name);
        for (const name of missing) {
            out.scores[name] = -1;
            out.labels[name] = score_validation_js_1.MISSING_FROM_RESPONSE;
        }
        if (missing.length > 0)
            call.onFailure?.((0, trait_failure_js_1.unscoredFailure)(missing));
    }
    return out;
}
async function evaluateLiteralSequential(call, traits) {
    const results = await (0, rubric_judge_js_1.mapConcurrently)(traits, call.concurrency, async (trait) => {
        try {
            const reply = await call.session.ask((0, rubric_literal_trait_js_1.buildLiteralTraitSinglePrompt)(literalPromptInput(trait), call.evidence), 'SingleLiteralClassification', validateLiteralSingle);
            return (0, score_validation_js_1.classifyLiteral)(trait, reply.classification);
        }
        catch (error) {
            call.onFailure?.((0, trait_failure_js_1.callFailure)([trait.name], error));
            return { score: -1, label: (0, score_validation_js_1.evaluationErrorLabel)(error) };
        }
    });
    const out = { scores: {}, labels: {} };
    traits.forEach((trait, i) => {
        out.scores[trait.name] = results[i].score;
        out.labels[trait.name] = results[i].label;
    });
    return out;
}
async function evaluateTemplateTraits(call, traits) {
    const results = await (0, rubric_judge_js_1.mapConcurrently)(traits, call.concurrency, async (trait) => {
        if (!(0, template_kind_js_1.isTemplateKind)(trait.kind))
            throw new Error(`trait '${trait.name}' is not a template kind`);
        const record = (0, template_kind_record_js_1.templateKindRecord)(trait.kind);
        const prompt = (0, rubric_template_trait_js_1.buildTemplateTraitPrompt)({ name: trait.name, description: trait.description, include_ground_truth: trait.include_ground_truth, jsonSchema: trait.kind.schema }, call.evidence);
        try {
            return await call.session.ask(prompt, record.name, (raw) => record.validate(raw));
        }
        catch (error) {
            call.onFailure?.((0, trait_failure_js_1.callFailure)([trait.name], error));
            return null;
        }
    });
    const out = {};
    traits.forEach((trait, i) => {
        const dumped = results[i];
        if (dumped === null || dumped === undefined)
            out[trait.name] = null;
        else
            for (const [field, value] of Object.entries(dumped))
                out[`${trait.name}.${field}`] = value;
    });
    return out;
}
