"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.expandTasks = expandTasks;
const few_shot_config_js_1 = require("../config/few-shot-config.js");
const model_config_js_1 = require("../config/model-config.js");
const verification_config_js_1 = require("../config/verification-config.js");
const model_identity_js_1 = require("../config/model-identity.js");
const merge_js_1 = require("../rubric/merge.js");
const compat_mode_js_1 = require("../compat/compat-mode.js");
const answer_cache_js_1 = require("./answer-cache.js");
const NO_EXTRAS = { rubric: null, traitProvenance: null, fewShotExamples: null };
class ExpandedTask {
    index;
    question;
    questionId;
    replicate;
    #pair;
    #extras;
    constructor(index, question, questionId, replicate, pair, extras) {
        this.index = index;
        this.question = question;
        this.questionId = questionId;
        this.replicate = replicate;
        this.#pair = pair;
        this.#extras = extras;
    }
    get answeringModel() {
        return this.#pair.answeringModel;
    }
    get parsingModel() {
        return this.#pair.parsingModel;
    }
    get answeringKey() {
        return this.#pair.answeringKey;
    }
    get parsingKey() {
        return this.#pair.parsingKey;
    }
    get rubric() {
        return this.#extras.rubric;
    }
    get traitProvenance() {
        return this.#extras.traitProvenance;
    }
    get fewShotExamples() {
        return this.#extras.fewShotExamples;
    }
    get cacheKey() {
        return (0, answer_cache_js_1.answerCacheKey)(this.questionId, this.#pair.cacheModelId, this.replicate);
    }
    get taskKey() {
        return (0, verification_config_js_1.skipTripleKey)(this.questionId, this.answeringKey, this.parsingKey, this.replicate);
    }
}
function expandTasks(questions, config, options = {}) {
    const answering = config.answering_models.map((m) => stamped(m, config, 'answering', options.agentToolNames));
    const parsing = config.parsing_models.map((m) => stamped(m, config, 'parsing'));
    const tasks = [];
    const skipped = [];
    const skipping = (config.skip_triples?.size ?? 0) > 0 || (options.skip?.size ?? 0) > 0;
    const isSkipped = (key) => (config.skip_triples?.has(key) ?? false) || (options.skip?.has(key) ?? false);
    const pairs = [];
    for (const a of answering) {
        for (const p of parsing) {
            pairs.push({ answeringModel: a.model, parsingModel: p.model, answeringKey: a.key, parsingKey: p.key, cacheModelId: (0, compat_mode_js_1.isPythonCompat)(config.compat) ? a.model.id : a.key });
        }
    }
    for (const question of questions) {
        const { rubric, provenance } = config.rubric_enabled
            ? (0, merge_js_1.mergeRubrics)(options.globalRubric ?? null, question.rubric, { questionId: question.id })
            : { rubric: null, provenance: null };
        const fewShot = (0, few_shot_config_js_1.isFewShotEnabled)(config.few_shot_config)
            ? (0, few_shot_config_js_1.resolveFewShotExamples)(config.few_shot_config, question.id, question.fewShotExamples, question.question)
            : null;
        const extras = rubric === null && provenance === null && fewShot === null ? NO_EXTRAS : { rubric, traitProvenance: provenance, fewShotExamples: fewShot };
        const questionId = question.id;
        for (const pair of pairs) {
            for (let rep = 1; rep <= config.replicate_count; rep++) {
                const replicate = config.replicate_count === 1 ? null : rep;
                const task = new ExpandedTask(tasks.length + skipped.length, question, questionId, replicate, pair, extras);
                if (skipping && isSkipped(task.taskKey))
                    skipped.push(task);
                else
                    tasks.push(task);
            }
        }
    }
    return { tasks, skipped };
}
function stamped(model, config, role, toolNames = []) {
    const m = (0, model_config_js_1.parseOwnedModelConfig)((0, verification_config_js_1.stampModelDefaults)(model, config));
    return { model: m, key: (0, model_identity_js_1.modelCanonicalKey)((0, model_config_js_1.modelIdentityOf)(m, role, toolNames)) };
}
