"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.FewShotConfigSchema = exports.QuestionFewShotConfigSchema = void 0;
exports.isFewShotEnabled = isFewShotEnabled;
exports.fewShotExampleHash = fewShotExampleHash;
exports.effectiveFewShotConfig = effectiveFewShotConfig;
exports.resolveFewShotExamples = resolveFewShotExamples;
exports.validateFewShotSelections = validateFewShotSelections;
exports.fewShotFromSelections = fewShotFromSelections;
exports.fewShotKShotForQuestions = fewShotKShotForQuestions;
const crypto_js_1 = require("../utils/lazy-node/crypto.js");
const zod_1 = require("zod");
const py_random_js_1 = require("../compat/py-random.js");
const selection = zod_1.z.array(zod_1.z.union([zod_1.z.int(), zod_1.z.string()])).nullable().default(null);
exports.QuestionFewShotConfigSchema = zod_1.z.strictObject({
    mode: zod_1.z.enum(['all', 'k-shot', 'custom', 'inherit']).default('inherit'),
    k: zod_1.z.int().nullable().default(null),
    selected_examples: selection,
    excluded_examples: selection,
});
exports.FewShotConfigSchema = zod_1.z.strictObject({
    source: zod_1.z.enum(['disabled', 'question_pool', 'global', 'both']).default('both'),
    pool_mode: zod_1.z.enum(['all', 'k-shot', 'custom']).default('all'),
    pool_k: zod_1.z.int().default(3),
    question_configs: zod_1.z.record(zod_1.z.string(), exports.QuestionFewShotConfigSchema).default({}),
    global_examples: zod_1.z.array(zod_1.z.record(zod_1.z.string(), zod_1.z.string())).default([]),
});
function isFewShotEnabled(config) {
    return !!config && config.source !== 'disabled';
}
function fewShotExampleHash(questionText) {
    return (0, crypto_js_1.createHash)('md5').update(questionText, 'utf8').digest('hex');
}
function effectiveFewShotConfig(config, questionId) {
    const own = Object.hasOwn(config.question_configs, questionId) ? config.question_configs[questionId] : exports.QuestionFewShotConfigSchema.parse({});
    return {
        mode: own.mode === 'inherit' ? config.pool_mode : own.mode,
        k: own.mode === 'inherit' ? config.pool_k : (own.k ?? config.pool_k),
        selected_examples: own.selected_examples,
        excluded_examples: own.excluded_examples,
    };
}
function kShotSeed(questionId) {
    return Number.parseInt((0, crypto_js_1.createHash)('md5').update(questionId, 'utf8').digest('hex').slice(-8), 16) & 0x7fffffff;
}
function resolveFewShotExamples(config, questionId, available, questionText) {
    if (config.source === 'disabled')
        return [];
    let resolved = [];
    if (config.source === 'question_pool' || config.source === 'both') {
        const pool = available ?? [];
        const effective = effectiveFewShotConfig(config, questionId);
        const hashIndex = new Map();
        if (questionText != null)
            pool.forEach((example, i) => hashIndex.set(fewShotExampleHash(example.question ?? ''), i));
        if (effective.mode === 'all')
            resolved = [...pool];
        else if (effective.mode === 'k-shot') {
            const k = effective.k ?? config.pool_k;
            resolved = pool.length <= k ? [...pool] : new py_random_js_1.PyRandom(kShotSeed(questionId)).sample(pool, k);
        }
        else if (effective.mode === 'custom' && effective.selected_examples && effective.selected_examples.length > 0) {
            for (const choice of effective.selected_examples) {
                const index = typeof choice === 'number' ? choice : hashIndex.get(choice);
                if (index !== undefined && index >= 0 && index < pool.length)
                    resolved.push(pool[index]);
            }
        }
        if (effective.excluded_examples && effective.excluded_examples.length > 0) {
            const excluded = new Set();
            for (const choice of effective.excluded_examples) {
                const index = typeof choice === 'number' ? choice : hashIndex.get(choice);
                if (index !== undefined)
                    excluded.add(index);
            }
            resolved = resolved.filter((_, i) => !excluded.has(i));
        }
    }
    if (config.source === 'global' || config.source === 'both')
        resolved.push(...config.global_examples);
    return resolved;
}
function validateFewShotSelections(config, questionExamples) {
    const errors = [];
    for (const [questionId, own] of Object.entries(config.question_configs)) {
        const available = questionExamples[questionId] ?? [];
        const maxIndex = available.length - 1;
        const hashes = new Set(available.map((e) => fewShotExampleHash(e.question ?? '')));
        for (const [list, label] of [
            [own.selected_examples, ''],
            [own.excluded_examples, 'Exclusion '],
        ]) {
            for (const choice of list ?? []) {
                if (typeof choice === 'number') {
                    if (choice < 0 || choice > maxIndex)
                        errors.push(`Question ${questionId}: ${label}${label ? 'index' : 'Index'} ${choice} out of range (available: 0-${maxIndex})`);
                }
                else if (!hashes.has(choice)) {
                    errors.push(`Question ${questionId}: ${label}${label ? 'hash' : 'Hash'} ${choice} not found in available examples`);
                }
            }
        }
    }
    return errors;
}
function fewShotFromSelections(selections, rest = {}) {
    const question_configs = Object.fromEntries(Object.entries(selections).map(([id, selected]) => [id, { mode: 'custom', selected_examples: [...selected] }]));
    return exports.FewShotConfigSchema.parse({ pool_mode: 'custom', ...rest, question_configs });
}
function fewShotKShotForQuestions(kByQuestion, poolK = 3, rest = {}) {
    const question_configs = Object.fromEntries(Object.entries(kByQuestion).map(([id, k]) => [id, { mode: 'k-shot', k }]));
    return exports.FewShotConfigSchema.parse({ ...rest, pool_mode: 'k-shot', pool_k: poolK, question_configs });
}
