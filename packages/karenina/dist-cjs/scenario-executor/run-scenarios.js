"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.runScenarios = runScenarios;
const crypto_js_1 = require("../utils/lazy-node/crypto.js");
const concurrency_limit_js_1 = require("../llm/concurrency-limit.js");
const model_config_js_1 = require("../config/model-config.js");
const verification_config_js_1 = require("../config/verification-config.js");
const checkpoint_trust_js_1 = require("../config/checkpoint-trust.js");
const config_error_js_1 = require("../errors/config-error.js");
const verification_batch_error_js_1 = require("../results/verification-batch-error.js");
const resolve_model_js_1 = require("../llm/resolve-model.js");
const task_settings_js_1 = require("../pipeline/task-settings.js");
const model_identity_js_1 = require("../config/model-identity.js");
const verification_result_set_js_1 = require("../results/verification-result-set.js");
const run_scenario_js_1 = require("./run-scenario.js");
const scenario_progress_file_js_1 = require("./scenario-progress-file.js");
async function runScenarios(scenarios, configInput, options = {}) {
    const env = options.env ?? process.env;
    const config = (0, verification_config_js_1.resolveVerificationConfig)(configInput, env);
    if (config.parsing_only)
        throw new config_error_js_1.ConfigError('parsing_only', 'not supported by a scenario run');
    const names = new Set();
    for (const s of scenarios) {
        if (names.has(s.name))
            throw new config_error_js_1.ConfigError('scenarios', `two scenarios are named ${JSON.stringify(s.name)}; names must be unique`);
        names.add(s.name);
    }
    (0, checkpoint_trust_js_1.assertCheckpointTrusted)((0, checkpoint_trust_js_1.scenarioModelConfigs)(scenarios, options.globalRubric), options.trustCheckpoint);
    const taskOptions = (0, task_settings_js_1.taskOptionsFromConfig)(config);
    const stages = (0, run_scenario_js_1.scenarioStageLists)(scenarios, options.stages, taskOptions, options.globalRubric ?? null, 'runScenarios options › stages');
    const stamp = (m) => (0, verification_config_js_1.stampModelDefaults)(m, config);
    const jobs = [];
    for (const scenario of scenarios) {
        for (const a of config.answering_models.map(stamp)) {
            for (const p of config.parsing_models.map(stamp)) {
                for (let rep = 1; rep <= config.replicate_count; rep++) {
                    const replicate = config.replicate_count === 1 ? null : rep;
                    const answeringModel = (0, model_identity_js_1.modelDisplayString)((0, model_config_js_1.modelIdentityOf)(a, 'answering'));
                    const parsingModel = (0, model_identity_js_1.modelDisplayString)((0, model_config_js_1.modelIdentityOf)(p, 'parsing'));
                    const key = (0, scenario_progress_file_js_1.scenarioRunKey)(scenario.name, answeringModel, parsingModel, replicate);
                    jobs.push({ scenario, answering: a, parsing: p, replicate, key, ref: { scenarioId: scenario.name, answeringModel, parsingModel, replicate } });
                }
            }
        }
    }
    const opened = options.output ? await scenario_progress_file_js_1.ScenarioProgressWriter.open(options.output) : null;
    const done = new Map();
    for (const run of opened?.prior ?? [])
        done.set((0, scenario_progress_file_js_1.scenarioResultKey)(run), run);
    const ports = portCache({
        compat: config.compat,
        errorPatterns: config.custom_error_patterns,
        env,
        ...(config.max_concurrent_requests !== null ? { requestLimiter: (0, concurrency_limit_js_1.pLimit)(config.max_concurrent_requests) } : {}),
    });
    const limit = (0, concurrency_limit_js_1.pLimit)(config.async_enabled ? config.async_max_workers : 1);
    const runName = options.runName ?? `run_${(0, crypto_js_1.randomUUID)().replaceAll('-', '').slice(0, 8)}`;
    const errors = [];
    const controller = new AbortController();
    const onAbort = () => controller.abort(options.signal?.reason);
    options.signal?.addEventListener('abort', onAbort, { once: true });
    let fatal = null;
    const emit = (event) => {
        try {
            options.onProgress?.(event);
        }
        catch (error) {
            fatal ??= { error };
            controller.abort(error);
        }
    };
    const resumed = jobs.filter((job) => done.has(job.key)).length;
    let completed = resumed;
    let running = 0;
    let calls = 0;
    try {
        options.signal?.throwIfAborted();
        emit({ type: 'run-started', unit: 'scenario', total: jobs.length, resumed, toRun: jobs.length - resumed });
        await Promise.all(jobs.map((job) => done.has(job.key)
            ? undefined
            : limit(async () => {
                if (controller.signal.aborted)
                    return;
                running++;
                emit({ type: 'scenario-started', scenario: job.ref, total: jobs.length, completed, running });
                try {
                    const run = await (0, run_scenario_js_1.runScenario)(job.scenario, {
                        config,
                        answeringModel: job.answering,
                        parsingModel: job.parsing,
                        taskOptions,
                        replicate: job.replicate,
                        runName,
                        globalRubric: options.globalRubric ?? null,
                        trustCheckpoint: options.trustCheckpoint ?? false,
                        ports,
                        agentTools: options.agentTools ?? {},
                        workspaceRoot: options.workspaceRoot ?? null,
                        signal: controller.signal,
                        ...(stages ? { stages } : {}),
                        env,
                        ...(options.now ? { now: options.now } : {}),
                        ...(options.onProgress
                            ? {
                                onModelCall: (call, turn) => {
                                    const callId = ++calls;
                                    const task = {
                                        questionId: turn.questionId,
                                        answeringKey: (0, model_identity_js_1.modelCanonicalKey)((0, model_config_js_1.modelIdentityOf)(turn.answeringModel, 'answering')),
                                        parsingKey: (0, model_identity_js_1.modelCanonicalKey)((0, model_config_js_1.modelIdentityOf)(turn.parsingModel, 'parsing')),
                                        replicate: job.replicate,
                                    };
                                    const scenario = { ...job.ref, nodeId: turn.nodeId, turn: turn.turn };
                                    emit({ type: 'call-started', task, callId, call, scenario });
                                    return () => emit({ type: 'call-finished', task, callId, scenario });
                                },
                            }
                            : {}),
                        onTurn: (event) => {
                            options.onTurn?.(event);
                            emit({ type: 'turn-finished', scenario: job.ref, turn: event.turn, nodeId: event.nodeId, nextNode: event.nextNode, result: event.result });
                        },
                    });
                    await opened?.writer.append(run);
                    done.set(job.key, run);
                    options.onScenario?.(run);
                    running--;
                    emit({ type: 'scenario-finished', scenario: job.ref, run, error: null, total: jobs.length, completed: ++completed, running });
                }
                catch (error) {
                    running--;
                    if (controller.signal.aborted)
                        return;
                    const replicate = job.replicate === null ? '' : ` (replicate ${job.replicate})`;
                    const cause = error instanceof Error ? error : new Error(String(error));
                    errors.push([`scenario ${JSON.stringify(job.scenario.name)}${replicate} with ${job.answering.id}/${job.parsing.id}`, cause]);
                    emit({ type: 'scenario-finished', scenario: job.ref, run: null, error: cause, total: jobs.length, completed: ++completed, running });
                }
            })));
    }
    finally {
        options.signal?.removeEventListener('abort', onAbort);
        await opened?.writer.close();
    }
    const runs = jobs.flatMap((job) => (done.has(job.key) ? [done.get(job.key)] : []));
    const results = runs.flatMap((r) => r.turnResults);
    if (fatal)
        throw fatal.error;
    const set = new verification_result_set_js_1.VerificationResultSet(results, { scenarioResults: runs, errors: errors.length > 0 ? errors : null });
    if (options.signal?.aborted) {
        const cause = options.signal.reason;
        throw new verification_batch_error_js_1.VerificationBatchError('aborted', set, jobs.length - runs.length, cause === undefined ? undefined : { cause });
    }
    return set;
}
function portCache(shared) {
    const cache = new Map();
    return (model, role) => {
        const key = JSON.stringify([role, model]);
        let ports = cache.get(key);
        if (ports === undefined)
            cache.set(key, (ports = (0, resolve_model_js_1.resolveModel)(model, { ...shared, role })));
        return ports;
    };
}
