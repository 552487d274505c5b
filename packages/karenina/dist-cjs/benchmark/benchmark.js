"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.Benchmark = void 0;
const validation_error_js_1 = require("../errors/validation-error.js");
const checkpoint_trust_js_1 = require("../config/checkpoint-trust.js");
const scenario_part_js_1 = require("./checkpoint/scenario-part.js");
const question_id_js_1 = require("./question-id.js");
let lastStamp = null;
function isoLocal(date) {
    const time = date.getTime();
    const offset = date.getTimezoneOffset();
    if (lastStamp !== null && lastStamp.time === time && lastStamp.offset === offset)
        return lastStamp.text;
    const p = (n, w = 2) => String(n).padStart(w, '0');
    const micros = date.getMilliseconds() * 1000;
    const parts = [date.getFullYear(), '-', p(date.getMonth() + 1), '-', p(date.getDate()), 'T', p(date.getHours()), ':', p(date.getMinutes()), ':', p(date.getSeconds())];
    if (micros !== 0)
        parts.push('.', p(micros, 6));
    lastStamp = { time, offset, text: parts.join('') };
    return lastStamp.text;
}
class Benchmark {
    name;
    description;
    version;
    creator;
    workspaceRoot;
    creatorContact;
    id;
    createdAt;
    #modifiedAt;
    #globalRubric;
    #globalDynamicRubric;
    #scenarioParts = [];
    #scenarioDefs = new Map();
    #questions = new Map();
    #customProperties = new Map();
    #now;
    constructor(init) {
        this.#now = init.now ?? (() => new Date());
        const now = this.#now();
        this.name = init.name;
        this.description = init.description ?? '';
        this.version = init.version ?? '0.1.0';
        this.creator = init.creator ?? 'Karenina Benchmarking System';
        this.workspaceRoot = init.workspaceRoot ?? null;
        this.creatorContact = init.creatorContact ?? null;
        this.id = init.id ?? `urn:uuid:karenina-checkpoint-${now.getTime() / 1000}`;
        this.createdAt = init.createdAt ?? isoLocal(now);
        this.#modifiedAt = this.createdAt;
        this.#globalRubric = init.globalRubric ?? null;
        this.#globalDynamicRubric = init.globalDynamicRubric ?? null;
        for (const question of init.questions ?? [])
            this.addQuestion(question);
        this.#scenarioParts = init.scenarioParts ?? [];
        for (const [key, value] of Object.entries(init.customProperties ?? {}))
            this.#customProperties.set(key, value);
        if (init.modifiedAt !== undefined)
            this.#modifiedAt = init.modifiedAt;
    }
    static create(init) {
        if (typeof init?.name !== 'string' || init.name === '')
            throw new validation_error_js_1.ValidationError(['name'], 'a benchmark needs a non-empty name', 'Benchmark');
        return new Benchmark(init);
    }
    get modifiedAt() {
        return this.#modifiedAt;
    }
    #touch() {
        this.#modifiedAt = isoLocal(this.#now());
        return this.#modifiedAt;
    }
    addQuestion(input) {
        if (this.isScenarioBenchmark)
            throw new validation_error_js_1.ValidationError([], 'a scenario benchmark holds scenarios only: standalone questions cannot be added', 'Benchmark.addQuestion');
        if (typeof input?.question !== 'string')
            throw new validation_error_js_1.ValidationError(['question'], 'expected the question text (a string)', 'Benchmark.addQuestion');
        if (typeof input.rawAnswer !== 'string')
            throw new validation_error_js_1.ValidationError(['rawAnswer'], 'expected the reference answer (a string)', 'Benchmark.addQuestion');
        let id = input.id;
        if (id !== undefined) {
            if (this.#questions.has(id))
                throw new validation_error_js_1.ValidationError(['id'], `question id ${JSON.stringify(id)} is already in the benchmark`, 'Benchmark.addQuestion');
        }
        else {
            const base = (0, question_id_js_1.generateQuestionId)(input.question);
            id = base;
            for (let n = 1; this.#questions.has(id); n++)
                id = `${base}-${n}`;
        }
        const stamp = this.#touch();
        this.#questions.set(id, {
            id,
            question: input.question,
            rawAnswer: input.rawAnswer,
            template: input.template ?? null,
            finished: input.finished ?? true,
            keywords: input.keywords ?? null,
            author: input.author ?? null,
            sources: input.sources ?? null,
            customMetadata: input.customMetadata ?? null,
            fewShotExamples: input.fewShotExamples ?? null,
            answerNotes: input.answerNotes ?? null,
            rubric: input.rubric ?? null,
            dateCreated: input.dateCreated ?? stamp,
            dateModified: input.dateModified ?? input.dateCreated ?? stamp,
            templateSource: input.templateSource ?? null,
            templateProblem: input.templateProblem ?? null,
            dynamicRubric: input.dynamicRubric ?? null,
            workspacePath: input.workspacePath ?? null,
            checkpointNode: input.checkpointNode ?? null,
        });
        return id;
    }
    addQuestions(inputs) {
        return inputs.map((input) => this.addQuestion(input));
    }
    hasQuestion(id) {
        return this.#questions.has(id);
    }
    getQuestion(id) {
        const question = this.#questions.get(id);
        if (question === undefined)
            throw new validation_error_js_1.ValidationError(['question_id'], `no question ${JSON.stringify(id)} in benchmark "${this.name}"`, 'Benchmark');
        return question;
    }
    getQuestionIds() {
        return [...this.#questions.keys()];
    }
    getAllQuestions() {
        return [...this.#questions.values()];
    }
    getFinishedQuestions() {
        return this.getAllQuestions().filter((q) => q.finished);
    }
    getUnfinishedQuestions() {
        return this.getAllQuestions().filter((q) => !q.finished);
    }
    removeQuestion(id) {
        const removed = this.#questions.delete(id);
        if (removed)
            this.#touch();
        return removed;
    }
    clearQuestions() {
        this.#questions.clear();
        this.#touch();
    }
    #update(id, patch) {
        const question = this.getQuestion(id);
        this.#questions.set(id, { ...question, ...patch, dateModified: this.#touch() });
    }
    updateQuestion(id, patch) {
        const { template, rubric, ...rest } = patch;
        const clean = Object.fromEntries(Object.entries(rest).filter(([, v]) => v !== undefined));
        const templatePatch = template !== undefined ? { template, templateSource: null, templateProblem: null } : {};
        this.#update(id, { ...clean, ...templatePatch, ...(rubric !== undefined ? { rubric } : {}) });
    }
    markFinished(id) {
        this.#update(id, { finished: true });
    }
    markUnfinished(id) {
        this.#update(id, { finished: false });
    }
    setTemplate(id, template) {
        this.#update(id, { template, templateSource: null, templateProblem: null });
    }
    hasTemplate(id) {
        const question = this.#questions.get(id);
        return question !== undefined && hasAnyTemplate(question);
    }
    getTemplate(id) {
        const question = this.getQuestion(id);
        if (question.template === null) {
            const problem = question.templateProblem ?? `question ${JSON.stringify(id)} has no answer template`;
            throw new validation_error_js_1.ValidationError(['template'], problem, 'Benchmark');
        }
        return question.template;
    }
    getMissingTemplates() {
        return this.getAllQuestions()
            .filter((q) => !hasAnyTemplate(q))
            .map((q) => q.id);
    }
    setGlobalRubric(rubric) {
        this.#globalRubric = rubric;
        this.#touch();
    }
    getGlobalRubric() {
        return this.#globalRubric;
    }
    setQuestionRubric(id, rubric) {
        this.#update(id, { rubric });
    }
    getQuestionRubric(id) {
        return this.getQuestion(id).rubric;
    }
    clearAllRubrics() {
        this.#globalRubric = null;
        for (const id of this.#questions.keys())
            this.#update(id, { rubric: null });
    }
    setGlobalDynamicRubric(rubric) {
        this.#globalDynamicRubric = rubric;
        this.#touch();
    }
    getGlobalDynamicRubric() {
        return this.#globalDynamicRubric;
    }
    setQuestionDynamicRubric(id, rubric) {
        this.#update(id, { dynamicRubric: rubric });
    }
    getQuestionDynamicRubric(id) {
        return this.getQuestion(id).dynamicRubric ?? null;
    }
    get scenarioParts() {
        return this.#scenarioParts;
    }
    get isScenarioBenchmark() {
        return this.#customProperties.get('benchmark_type') === 'scenario' || this.#scenarioParts.length > 0;
    }
    get scenarioCount() {
        return this.#scenarioParts.length;
    }
    addScenario(def) {
        if (this.#questions.size > 0)
            throw new validation_error_js_1.ValidationError([], 'the benchmark has standalone questions: scenarios cannot be added to it', 'Benchmark.addScenario');
        if (this.#scenarioParts.some((p) => p.name === def.name))
            throw new validation_error_js_1.ValidationError(['name'], `a scenario named ${JSON.stringify(def.name)} is already in the benchmark`, 'Benchmark.addScenario');
        const part = (0, scenario_part_js_1.scenarioToCheckpoint)(def);
        this.#scenarioParts = [...this.#scenarioParts, part];
        this.#scenarioDefs.set(part, def);
        this.setCustomProperty('benchmark_type', 'scenario');
    }
    getScenarios(options = {}) {
        return this.#scenarioParts.map((part, i) => this.#scenarioDefs.get(part) ??
            (0, scenario_part_js_1.scenarioFromCheckpoint)(part, {
                file: options.file ?? (0, checkpoint_trust_js_1.benchmarkFileOf)(this) ?? this.name,
                path: ['hasPart', i],
                ...(options.templates ? { templates: options.templates } : {}),
                ...(options.compat ? { compat: options.compat } : {}),
            }));
    }
    getScenario(name, options = {}) {
        const index = this.#scenarioParts.findIndex((p) => p.name === name);
        if (index < 0)
            throw new validation_error_js_1.ValidationError(['name'], `no scenario named ${JSON.stringify(name)} (scenarios: ${this.#scenarioParts.map((p) => String(p.name)).join(', ') || 'none'})`, 'Benchmark.getScenario');
        return this.getScenarios(options)[index];
    }
    removeScenario(name) {
        const part = this.#scenarioParts.find((p) => p.name === name);
        if (part === undefined)
            throw new validation_error_js_1.ValidationError(['name'], `no scenario named ${JSON.stringify(name)}`, 'Benchmark.removeScenario');
        this.#scenarioParts = this.#scenarioParts.filter((p) => p !== part);
        this.#scenarioDefs.delete(part);
        this.#touch();
    }
    getCustomProperty(name) {
        return this.#customProperties.get(name);
    }
    setCustomProperty(name, value) {
        this.#customProperties.set(name, value);
        this.#touch();
    }
    get customProperties() {
        return Object.fromEntries(this.#customProperties);
    }
    get questionCount() {
        return this.#questions.size;
    }
    get finishedCount() {
        return this.getFinishedQuestions().length;
    }
    get isEmpty() {
        return this.#questions.size === 0;
    }
    get isComplete() {
        return this.#questions.size > 0 && this.getAllQuestions().every((q) => q.finished && hasAnyTemplate(q));
    }
}
exports.Benchmark = Benchmark;
function hasAnyTemplate(question) {
    return question.template !== null || (question.templateSource ?? null) !== null;
}
