"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.runRubricDeepJudgment = runRubricDeepJudgment;
exports.evaluateTraitDeepJudgment = evaluateTraitDeepJudgment;
exports.booleanFromText = booleanFromText;
const py_whitespace_js_1 = require("../compat/py-whitespace.js");
const assemble_prompt_js_1 = require("../prompts/assemble-prompt.js");
const deep_judgment_rubric_js_1 = require("../prompts/deep-judgment-rubric.js");
const deep_judgment_template_js_1 = require("../prompts/deep-judgment-template.js");
const task_prompt_js_1 = require("../prompts/task-prompt.js");
const judge_replies_js_1 = require("../rubric/judge-replies.js");
const score_validation_js_1 = require("../rubric/score-validation.js");
const fuzzy_match_js_1 = require("./fuzzy-match.js");
const hallucination_risk_js_1 = require("./hallucination-risk.js");
const traitInput = (trait) => ({
    name: trait.name,
    description: trait.description,
    kind: trait.kind,
    min_score: trait.min_score,
    max_score: trait.max_score,
});
async function runRubricDeepJudgment(traits, settings, input, options) {
    const out = {
        scores: {},
        excerpts: {},
        reasoning: {},
        traitMetadata: {},
        traitsWithoutValidExcerpts: [],
        hallucinationRisk: {},
        totalModelCalls: 0,
        totalTraitsEvaluated: 0,
        totalExcerptRetries: 0,
    };
    for (const trait of traits) {
        const traitSettings = settings.get(trait.name);
        if (!traitSettings)
            continue;
        let outcome;
        try {
            outcome = await evaluateTraitDeepJudgment(trait, traitSettings, input, options);
        }
        catch (error) {
            if (options.callOptions?.signal?.aborted)
                throw error;
            outcome = {
                score: null,
                excerpts: null,
                reasoning: null,
                metadata: { stages_completed: [], model_calls: 0, error: error instanceof Error ? error.message : String(error) },
                withoutValidExcerpts: true,
                hallucinationRisk: null,
            };
        }
        out.traitMetadata[trait.name] = outcome.metadata;
        if (outcome.withoutValidExcerpts)
            out.traitsWithoutValidExcerpts.push(trait.name);
        if (outcome.score !== null)
            out.scores[trait.name] = outcome.score;
        if (outcome.excerpts !== null)
            out.excerpts[trait.name] = outcome.excerpts;
        if (outcome.reasoning !== null)
            out.reasoning[trait.name] = outcome.reasoning;
        if (outcome.hallucinationRisk !== null)
            out.hallucinationRisk[trait.name] = outcome.hallucinationRisk;
    }
    for (const metadata of Object.values(out.traitMetadata)) {
        out.totalModelCalls += metadata.model_calls;
        out.totalExcerptRetries += metadata.excerpt_retry_count ?? 0;
    }
    out.totalTraitsEvaluated = Object.keys(out.scores).length;
    return out;
}
async function evaluateTraitDeepJudgment(trait, settings, input, options) {
    const calls = new TraitCalls(options);
    const metadata = {
        stages_completed: [],
        model_calls: 0,
        had_excerpts: settings.excerptEnabled,
        excerpt_retry_count: 0,
        excerpt_validation_failed: false,
    };
    const dj = traitInput(trait);
    let excerpts = null;
    let hallucinationRisk = null;
    if (settings.excerptEnabled) {
        const extracted = await extractExcerpts(dj, settings, input.answer, calls, metadata, options.compat ?? 'default');
        if (extracted === null) {
            metadata.excerpt_validation_failed = true;
            return { score: null, excerpts: null, reasoning: null, metadata, withoutValidExcerpts: true, hallucinationRisk: null };
        }
        excerpts = extracted;
        metadata.stages_completed.push('excerpt_extraction');
        if (settings.searchEnabled && options.search && excerpts.length > 0) {
            hallucinationRisk = await assessHallucination(excerpts, options.search, calls, metadata, options);
            metadata.stages_completed.push('hallucination_assessment');
        }
    }
    const reasoningPrompt = (0, deep_judgment_rubric_js_1.buildRubricReasoningPrompt)({
        trait: dj,
        question: input.question,
        excerpts,
        response: input.answer,
        overallRisk: hallucinationRisk?.overall_risk ?? null,
        taskEval: options.taskEval ?? false,
    });
    metadata.model_calls += 1;
    const reasoning = (0, py_whitespace_js_1.pyStrip)(await calls.text(reasoningPrompt));
    metadata.stages_completed.push('reasoning_generation');
    metadata.model_calls += 1;
    const score = await extractScore(trait, dj, reasoning, calls);
    metadata.stages_completed.push('score_extraction');
    return { score, excerpts, reasoning, metadata, withoutValidExcerpts: false, hallucinationRisk };
}
async function extractExcerpts(trait, settings, answer, calls, metadata, compat) {
    const attempts = Math.max(0, settings.retryAttempts) + 1;
    const threshold = Math.max(fuzzy_match_js_1.EXCERPT_MATCH_THRESHOLD, settings.fuzzyThreshold);
    let retry = null;
    let parseFeedback = false;
    for (let attempt = 0; attempt < attempts; attempt++) {
        const last = attempt === attempts - 1;
        let prompt = (0, deep_judgment_rubric_js_1.buildRubricExcerptPrompt)({ trait, response: answer, maxExcerpts: settings.maxExcerpts, retry });
        if (parseFeedback)
            prompt = {
                ...prompt,
                user: (0, task_prompt_js_1.joinSections)(prompt.user, '## Retry feedback\nThe previous reply failed to parse. Return a JSON object with an "excerpts" array.'),
            };
        metadata.model_calls += 1;
        let reply;
        try {
            reply = await calls.structured(prompt, 'ExcerptExtractionOutput', (0, judge_replies_js_1.zodValidator)(deep_judgment_rubric_js_1.RubricExcerptsReplySchema));
        }
        catch (error) {
            if (calls.aborted)
                throw error;
            if (last)
                return null;
            metadata.excerpt_retry_count += 1;
            parseFeedback = true;
            retry = null;
            continue;
        }
        parseFeedback = false;
        const valid = [];
        const failed = [];
        for (const excerpt of reply.excerpts) {
            const match = (0, fuzzy_match_js_1.fuzzyMatchExcerpt)(excerpt.text, answer, { compat });
            if ((0, fuzzy_match_js_1.acceptRubricExcerpt)(match, threshold))
                valid.push({ text: excerpt.text, confidence: excerpt.confidence, similarity_score: match.similarity });
            else
                failed.push({ text: excerpt.text, similarity_score: match.similarity });
        }
        if (valid.length > 0)
            return valid;
        if (last)
            return null;
        metadata.excerpt_retry_count += 1;
        retry = { failed, threshold };
    }
    return null;
}
async function assessHallucination(excerpts, search, calls, metadata, options) {
    let results;
    try {
        const found = await search().search(excerpts.map((e) => e.text), options.callOptions?.signal ? { signal: options.callOptions.signal } : {});
        results = excerpts.map((_, i) => (found[i] === undefined ? 'Search failed' : (0, deep_judgment_template_js_1.formatSearchResults)(found[i])));
    }
    catch (error) {
        if (calls.aborted)
            throw error;
        results = excerpts.map(() => 'Search failed');
    }
    const risks = [];
    for (const [i, excerpt] of excerpts.entries()) {
        metadata.model_calls += 1;
        let risk = 'medium';
        let justification = 'Failed to parse';
        try {
            const reply = await calls.structured((0, deep_judgment_rubric_js_1.buildRubricHallucinationPrompt)(excerpt.text, results[i]), 'HallucinationRiskOutput', (0, judge_replies_js_1.zodValidator)(deep_judgment_rubric_js_1.RubricHallucinationReplySchema));
            risk = reply.risk;
            justification = reply.justification;
        }
        catch (error) {
            if (calls.aborted)
                throw error;
        }
        excerpt.search_results = results[i];
        excerpt.hallucination_risk = risk;
        excerpt.hallucination_justification = justification;
        risks.push(risk);
    }
    return { overall_risk: (0, hallucination_risk_js_1.maxRisk)(risks, 'medium', 'medium'), per_excerpt_risks: risks.map((r) => (0, hallucination_risk_js_1.riskLevel)(r, 'medium')) };
}
async function extractScore(trait, dj, reasoning, calls) {
    const prompt = (0, deep_judgment_rubric_js_1.buildRubricScorePrompt)(dj, reasoning);
    try {
        const value = dj.kind === 'boolean'
            ? await calls.structured(prompt, 'SingleBooleanScore', judge_replies_js_1.validateSingleBoolean)
            : await calls.structured(prompt, 'SingleNumericScore', judge_replies_js_1.validateSingleScore);
        return (0, score_validation_js_1.validateLlmScore)(trait, value);
    }
    catch (error) {
        if (calls.aborted)
            throw error;
    }
    const text = (0, py_whitespace_js_1.pyStrip)(await calls.text({ ...prompt, reply: null })).toLowerCase();
    if (dj.kind === 'boolean')
        return booleanFromText(text);
    const min = trait.min_score || 1;
    const max = trait.max_score || 5;
    const found = /-?\d+/.exec(text);
    const value = found ? Number(found[0]) : min;
    return Math.min(max, Math.max(min, value));
}
function booleanFromText(lowered) {
    if (['true', 'yes', '1'].includes(lowered))
        return true;
    if (['false', 'no', '0'].includes(lowered))
        return false;
    if (lowered.includes('true') || lowered.includes('yes'))
        return true;
    return false;
}
class TraitCalls {
    options;
    constructor(options) {
        this.options = options;
    }
    get aborted() {
        return this.options.callOptions?.signal?.aborted === true;
    }
    #messages(prompt, supportsSystemPrompt) {
        return (0, assemble_prompt_js_1.assemblePrompt)(prompt, { interface: this.options.interface, promptConfig: this.options.promptConfig ?? null, supportsSystemPrompt });
    }
    async structured(prompt, schemaName, validate) {
        const { parser } = this.options;
        const result = await parser.parse({
            messages: this.#messages(prompt, parser.capabilities.supportsSystemPrompt),
            schema: prompt.reply ? (0, task_prompt_js_1.replyJsonSchema)(prompt.reply) : { type: 'object' },
            schemaName,
            validate,
            ...(this.options.question ? { question: this.options.question } : {}),
        }, this.options.callOptions);
        this.options.onUsage?.(result.usage);
        return result.value;
    }
    async text(prompt) {
        const { llm } = this.options;
        const reply = await llm.invoke({ messages: this.#messages(prompt, llm.capabilities.supportsSystemPrompt), ...(this.options.question ? { question: this.options.question } : {}) }, this.options.callOptions);
        this.options.onUsage?.(reply.usage);
        return reply.content;
    }
}
