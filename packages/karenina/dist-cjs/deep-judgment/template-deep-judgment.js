"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.deepJudgmentAttributes = deepJudgmentAttributes;
exports.runTemplateDeepJudgment = runTemplateDeepJudgment;
const compat_mode_js_1 = require("../compat/compat-mode.js");
const py_whitespace_js_1 = require("../compat/py-whitespace.js");
const assemble_prompt_js_1 = require("../prompts/assemble-prompt.js");
const deep_judgment_template_js_1 = require("../prompts/deep-judgment-template.js");
const judge_output_js_1 = require("../template/judge-output.js");
const fuzzy_match_js_1 = require("./fuzzy-match.js");
const hallucination_risk_js_1 = require("./hallucination-risk.js");
const json_reply_js_1 = require("./json-reply.js");
const CONFIDENCES = new Set(['low', 'medium', 'high', 'none']);
function deepJudgmentAttributes(template) {
    const byName = new Map(template.fields.map((f) => [f.name, f]));
    return template.attributeNames.map((name) => ({ name, description: byName.get(name)?.description ?? null }));
}
async function runTemplateDeepJudgment(input, options) {
    const run = new TemplateDeepJudgmentRun(input, options);
    return options.mode === 'reasoning_only' ? run.reasoningOnly() : run.full();
}
class TemplateDeepJudgmentRun {
    input;
    options;
    attributes;
    parsingSystem;
    modelCalls = 0;
    stages = [];
    constructor(input, options) {
        this.input = input;
        this.options = options;
        this.attributes = deepJudgmentAttributes(input.template);
        this.parsingSystem = (0, assemble_prompt_js_1.assemblePromptText)(options.parsingPrompt, this.#assembly()).system;
    }
    #assembly() {
        return {
            interface: this.options.interface,
            promptConfig: this.options.promptConfig ?? null,
            supportsSystemPrompt: this.options.llm.capabilities.supportsSystemPrompt,
        };
    }
    #warn(message) {
        this.options.onWarning?.(message);
    }
    async #invoke(prompt, stage) {
        this.modelCalls += 1;
        const reply = await this.options.llm.invoke({ messages: (0, assemble_prompt_js_1.assemblePrompt)(prompt, this.#assembly()), ...(this.options.question ? { question: this.options.question } : {}) }, this.options.callOptions);
        this.options.onUsage?.(stage, reply.usage);
        return reply.content;
    }
    async reasoningOnly() {
        const { template, question, response } = this.input;
        const prompt = (0, deep_judgment_template_js_1.buildTemplateReasoningOnlyPrompt)({ parsingSystem: this.parsingSystem, question, response, attributes: this.attributes });
        const reasoning = reasoningOf((0, json_reply_js_1.parseJsonObjectReply)(await this.#invoke(prompt, 'deep_judgment_reasoning')));
        this.stages.push('reasoning');
        const parsed = await this.#parameters(template, question, reasoning);
        return { parsed, excerpts: {}, reasoning, stagesCompleted: this.stages, modelCalls: this.modelCalls, excerptRetryCount: 0, attributesWithoutExcerpts: [], hallucinationRisk: null };
    }
    async full() {
        const { template, question } = this.input;
        const { excerpts, retryCount, withoutExcerpts } = await this.#excerpts();
        this.stages.push('excerpts');
        const searchRan = this.options.search ? await this.#searchAndAssess(excerpts) : false;
        const prompt = (0, deep_judgment_template_js_1.buildTemplateReasoningPrompt)({ parsingSystem: this.parsingSystem, question, attributes: this.attributes, excerpts, searchEnabled: searchRan });
        const reasoning = reasoningOf((0, json_reply_js_1.parseJsonObjectReply)(await this.#invoke(prompt, 'deep_judgment_reasoning')));
        this.stages.push('reasoning');
        let hallucinationRisk = null;
        if (searchRan) {
            hallucinationRisk = {};
            for (const { name } of this.attributes)
                hallucinationRisk[name] = (0, hallucination_risk_js_1.maxRisk)((excerpts[name] ?? []).map((e) => e.hallucination_risk).filter((r) => r !== undefined), 'high', 'high');
        }
        const parsed = await this.#parameters(template, question, reasoning);
        return {
            parsed,
            excerpts,
            reasoning,
            stagesCompleted: this.stages,
            modelCalls: this.modelCalls,
            excerptRetryCount: retryCount,
            attributesWithoutExcerpts: withoutExcerpts,
            hallucinationRisk,
        };
    }
    async #excerpts() {
        const { question, response } = this.input;
        const maxAttempts = Math.max(0, this.options.retryAttempts ?? 2) + 1;
        const threshold = this.options.fuzzyThreshold ?? 0.8;
        const compat = this.options.compat ?? 'default';
        const accumulate = (0, compat_mode_js_1.isPythonCompat)(compat);
        let withoutExcerpts = [];
        let retryCount = 0;
        let retryNote = null;
        for (let attempt = 0; attempt < maxAttempts; attempt++) {
            const last = attempt === maxAttempts - 1;
            if (!accumulate)
                withoutExcerpts = [];
            const prompt = (0, deep_judgment_template_js_1.buildTemplateExcerptPrompt)({
                parsingSystem: this.parsingSystem,
                question,
                response,
                attributes: this.attributes,
                maxExcerpts: this.options.maxExcerpts ?? 3,
                retryNote: attempt > 0 ? retryNote : null,
            });
            const reply = (0, json_reply_js_1.parseJsonObjectReply)(await this.#invoke(prompt, 'deep_judgment_excerpts'));
            if (reply === null) {
                if (last)
                    throw new Error(`Failed to parse excerpt JSON after ${maxAttempts} attempts`);
                retryCount += 1;
                retryNote = 'The previous reply was not a valid JSON object.';
                continue;
            }
            const excerpts = {};
            let rejected = null;
            for (const { name } of this.attributes) {
                const list = reply[name];
                if (!Array.isArray(list) || list.length === 0) {
                    excerpts[name] = [];
                    withoutExcerpts.push(name);
                    continue;
                }
                const kept = [];
                for (const item of list) {
                    const entry = (typeof item === 'object' && item !== null ? item : {});
                    const text = typeof entry.text === 'string' ? entry.text : '';
                    const rawConfidence = typeof entry.confidence === 'string' ? entry.confidence : '';
                    const explanation = typeof entry.explanation === 'string' ? entry.explanation : '';
                    if ((0, py_whitespace_js_1.pyStrip)(text) === '' && rawConfidence === 'none' && explanation !== '') {
                        kept.push({ text: '', confidence: 'none', similarity_score: 0, explanation });
                        withoutExcerpts.push(name);
                        continue;
                    }
                    const confidence = CONFIDENCES.has(rawConfidence) ? rawConfidence : 'medium';
                    if ((0, py_whitespace_js_1.pyStrip)(text) === '')
                        continue;
                    const match = (0, fuzzy_match_js_1.fuzzyMatchExcerpt)(text, response, { compat });
                    if (!(0, fuzzy_match_js_1.acceptTemplateExcerpt)(match, threshold)) {
                        if (!last) {
                            rejected = { text, similarity: match.similarity };
                            break;
                        }
                        continue;
                    }
                    kept.push({ text, confidence, similarity_score: match.similarity });
                }
                if (rejected)
                    break;
                excerpts[name] = kept;
                if (kept.length === 0 && !withoutExcerpts.includes(name))
                    withoutExcerpts.push(name);
            }
            if (rejected) {
                retryCount += 1;
                retryNote = `The excerpt "${rejected.text}" was not found in the response (similarity ${rejected.similarity.toFixed(2)}).`;
                continue;
            }
            return { excerpts, retryCount, withoutExcerpts };
        }
        throw new Error(`Failed to extract excerpts after ${maxAttempts} attempts`);
    }
    async #searchAndAssess(excerpts) {
        const targets = Object.entries(excerpts).flatMap(([attribute, list]) => list.filter((e) => (0, py_whitespace_js_1.pyStrip)(e.text) !== '' && e.confidence !== 'none').map((excerpt) => ({ attribute, excerpt })));
        if (targets.length === 0)
            return false;
        try {
            const search = this.options.search();
            const results = await search.search(targets.map((t) => t.excerpt.text), this.options.callOptions?.signal ? { signal: this.options.callOptions.signal } : {});
            targets.forEach((t, i) => {
                if (results[i] !== undefined)
                    t.excerpt.search_results = results[i];
            });
        }
        catch (error) {
            if (this.options.callOptions?.signal?.aborted)
                throw error;
            this.#warn(`Deep judgment search failed: ${error instanceof Error ? error.message : String(error)}`);
            return false;
        }
        const assessed = targets.filter((t) => t.excerpt.search_results !== undefined).map((t, i) => ({ id: String(i), ...t }));
        if (assessed.length === 0)
            return false;
        try {
            const reply = (0, json_reply_js_1.parseJsonObjectReply)(await this.#invoke((0, deep_judgment_template_js_1.buildTemplateHallucinationPrompt)(this.parsingSystem, assessed), 'deep_judgment_hallucination_assessment'));
            const list = Array.isArray(reply?.excerpt_assessments) ? reply.excerpt_assessments : [];
            const byId = new Map();
            for (const item of list)
                if (typeof item === 'object' && item !== null)
                    byId.set(String(item.excerpt_id), item);
            for (const { id, excerpt } of assessed) {
                const assessment = byId.get(id);
                if (!assessment)
                    continue;
                excerpt.hallucination_risk = (0, hallucination_risk_js_1.riskLevel)(assessment.hallucination_risk, 'high');
                if (typeof assessment.justification === 'string')
                    excerpt.hallucination_justification = assessment.justification;
            }
            this.stages.push('excerpt_hallucination_assessment');
        }
        catch (error) {
            if (this.options.callOptions?.signal?.aborted)
                throw error;
            this.#warn(`Deep judgment hallucination assessment failed: ${error instanceof Error ? error.message : String(error)}`);
        }
        return true;
    }
    async #parameters(template, question, reasoning) {
        const prompt = (0, deep_judgment_template_js_1.buildTemplateParametersPrompt)(this.options.parsingPrompt, question, reasoning);
        this.modelCalls += 1;
        const result = await this.options.parser.parse({
            messages: (0, assemble_prompt_js_1.assemblePrompt)(prompt, { ...this.#assembly(), supportsSystemPrompt: this.options.parser.capabilities.supportsSystemPrompt }),
            schema: prompt.context.jsonSchema ?? template.sufficiencySchema(),
            schemaName: template.name,
            validate: (raw) => (0, judge_output_js_1.parseJudgeOutput)(template, raw, { compat: this.options.compat ?? 'default' }),
            ...(this.options.question ? { question: this.options.question } : {}),
        }, this.options.callOptions);
        this.options.onUsage?.('parsing', result.usage);
        this.stages.push('parameters');
        return result.value;
    }
}
function reasoningOf(reply) {
    const texts = {};
    for (const [attribute, value] of Object.entries(reply ?? {})) {
        if (typeof value === 'string')
            texts[attribute] = value;
        else if (typeof value === 'object' && value !== null && typeof value.reasoning === 'string')
            texts[attribute] = value.reasoning;
    }
    return texts;
}
