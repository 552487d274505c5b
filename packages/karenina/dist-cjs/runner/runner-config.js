"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.RUNNER_ENV_VARS = void 0;
exports.resolveRunnerConfig = resolveRunnerConfig;
exports.runnerClock = runnerClock;
const env_js_1 = require("../config/env.js");
const config_error_js_1 = require("../errors/config-error.js");
exports.RUNNER_ENV_VARS = {
    KARENINA_JUDGE_MODEL: 'judge (parsing) model, e.g. openai:gpt-4.1-mini',
    KARENINA_ANSWERING_MODEL: 'answering model(s) of benchmark tests, comma-separated',
    KARENINA_REPLICATES: 'runs per question × answering model',
    KARENINA_MAX_CONCURRENT_REQUESTS: 'model requests in flight across all workers',
    KARENINA_REPLAY: 'cassette mode: off | record | replay | auto',
    KARENINA_CASSETTE_DIR: 'cassette folder next to each test file (default __karenina__)',
    KARENINA_RESULTS_FILE: 'results file written by the reporter (default karenina-results.json)',
    KARENINA_FIXED_TIME: 'ISO date used as the clock (reproducible result ids)',
    KARENINA_RUN_NAME: 'metadata.run_name of every result',
    KARENINA_LIMIT_DIR: 'directory of the run-wide request limit slots',
};
const DEFAULTS = {
    judgeModel: 'openai:gpt-4.1-mini',
    answeringModels: ['openai:gpt-4.1-mini'],
    replicates: 1,
    maxConcurrentRequests: null,
    replay: 'off',
    cassetteDir: '__karenina__',
    resultsFile: 'karenina-results.json',
    fixedTime: null,
    runName: null,
    limitDir: null,
};
const REPLAY_MODES = ['off', 'record', 'replay', 'auto'];
function text(env, name) {
    const value = env[name]?.trim();
    return value === undefined || value === '' ? undefined : value;
}
function positiveInt(key, value) {
    if (typeof value !== 'number' || !Number.isInteger(value) || value < 1) {
        throw new config_error_js_1.ConfigError(key, `expected a positive integer, received ${JSON.stringify(value)}`);
    }
    return value;
}
function envInt(env, name) {
    const raw = text(env, name);
    if (raw === undefined)
        return undefined;
    const value = (0, env_js_1.parseEnvInt)(raw);
    if (value === undefined)
        throw new config_error_js_1.ConfigError(name, `expected an integer, received ${JSON.stringify(raw)}`);
    return value;
}
function fromEnv(env) {
    const out = {};
    const judge = text(env, 'KARENINA_JUDGE_MODEL');
    if (judge)
        out.judgeModel = judge;
    const answering = text(env, 'KARENINA_ANSWERING_MODEL');
    if (answering)
        out.answeringModels = answering.split(',').map((s) => s.trim()).filter(Boolean);
    const replicates = envInt(env, 'KARENINA_REPLICATES');
    if (replicates !== undefined)
        out.replicates = replicates;
    const limit = envInt(env, 'KARENINA_MAX_CONCURRENT_REQUESTS') ?? envInt(env, 'KARENINA_MAX_CONCURRENT_LLM_REQUESTS');
    if (limit !== undefined)
        out.maxConcurrentRequests = limit;
    const replay = text(env, 'KARENINA_REPLAY')?.toLowerCase();
    if (replay)
        out.replay = replay;
    const cassetteDir = text(env, 'KARENINA_CASSETTE_DIR');
    if (cassetteDir)
        out.cassetteDir = cassetteDir;
    const resultsFile = text(env, 'KARENINA_RESULTS_FILE');
    if (resultsFile)
        out.resultsFile = resultsFile;
    const fixedTime = text(env, 'KARENINA_FIXED_TIME');
    if (fixedTime)
        out.fixedTime = fixedTime;
    const runName = text(env, 'KARENINA_RUN_NAME');
    if (runName)
        out.runName = runName;
    const limitDir = text(env, 'KARENINA_LIMIT_DIR');
    if (limitDir)
        out.limitDir = limitDir;
    return out;
}
function definedOnly(input) {
    return Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined));
}
function resolveRunnerConfig(env = process.env, overrides = {}) {
    const merged = { ...DEFAULTS, ...definedOnly(fromEnv(env)), ...definedOnly(overrides) };
    if (!REPLAY_MODES.includes(merged.replay)) {
        throw new config_error_js_1.ConfigError('replay (KARENINA_REPLAY)', `expected one of ${REPLAY_MODES.join(', ')}, received ${JSON.stringify(merged.replay)}`);
    }
    if (merged.answeringModels.length === 0)
        throw new config_error_js_1.ConfigError('answeringModels (KARENINA_ANSWERING_MODEL)', 'expected at least one model');
    if (merged.fixedTime !== null && Number.isNaN(new Date(merged.fixedTime).getTime())) {
        throw new config_error_js_1.ConfigError('fixedTime (KARENINA_FIXED_TIME)', `expected an ISO date, received ${JSON.stringify(merged.fixedTime)}`);
    }
    return {
        ...merged,
        answeringModels: [...merged.answeringModels],
        replicates: positiveInt('replicates (KARENINA_REPLICATES)', merged.replicates),
        maxConcurrentRequests: merged.maxConcurrentRequests === null ? null : positiveInt('maxConcurrentRequests (KARENINA_MAX_CONCURRENT_REQUESTS)', merged.maxConcurrentRequests),
    };
}
function runnerClock(config) {
    if (config.fixedTime === null)
        return () => new Date();
    const fixed = new Date(config.fixedTime).getTime();
    return () => new Date(fixed);
}
