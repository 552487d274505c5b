"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.runVerification = runVerification;
const capture_workspace_js_1 = require("../pipeline/workspace/capture-workspace.js");
const resolve_workspace_js_1 = require("../pipeline/workspace/resolve-workspace.js");
const crypto_js_1 = require("../utils/lazy-node/crypto.js");
const concurrency_limit_js_1 = require("../llm/concurrency-limit.js");
const compat_mode_js_1 = require("../compat/compat-mode.js");
const verification_config_js_1 = require("../config/verification-config.js");
const config_error_js_1 = require("../errors/config-error.js");
const validation_error_js_1 = require("../errors/validation-error.js");
const verification_batch_error_js_1 = require("../results/verification-batch-error.js");
const did_you_mean_js_1 = require("../utils/did-you-mean.js");
const checkpoint_trust_js_1 = require("../config/checkpoint-trust.js");
const mcp_server_spec_js_1 = require("../mcp/mcp-server-spec.js");
const mcp_session_js_1 = require("../mcp/mcp-session.js");
const run_task_js_1 = require("../pipeline/run-task.js");
const stage_lists_js_1 = require("./stage-lists.js");
const task_settings_js_1 = require("../pipeline/task-settings.js");
const answer_cache_js_1 = require("./answer-cache.js");
const batch_scheduler_js_1 = require("./batch-scheduler.js");
const expand_tasks_js_1 = require("./expand-tasks.js");
const order_tasks_js_1 = require("./order-tasks.js");
const progressive_save_js_1 = require("./progressive-save.js");
const run_ports_js_1 = require("./run-ports.js");
const run_results_js_1 = require("./run-results.js");
const run_scenarios_js_1 = require("../scenario-executor/run-scenarios.js");
const keys_of_js_1 = require("../utils/keys-of.js");
const RUN_OPTION_KEYS = (0, keys_of_js_1.keysOf)()(['questionIds', 'signal', 'onProgress', 'output', 'keepResults', 'now', 'runName', 'env', 'agentTools', 'trustCheckpoint', 'stages']);
const OUTPUT_OPTION_KEYS = (0, keys_of_js_1.keysOf)()(['jsonl', 'resume']);
function checkOptionKeys(options) {
    const [key] = (0, did_you_mean_js_1.unknownKeys)(options, RUN_OPTION_KEYS);
    if (key !== undefined)
        throw new validation_error_js_1.ValidationError([key], (0, did_you_mean_js_1.unknownKeyMessage)(key, 'runVerification options', RUN_OPTION_KEYS), 'runVerification');
    const [outputKey] = (0, did_you_mean_js_1.unknownKeys)(options.output, OUTPUT_OPTION_KEYS);
    if (outputKey !== undefined) {
        throw new validation_error_js_1.ValidationError(['output', outputKey], (0, did_you_mean_js_1.unknownKeyMessage)(outputKey, 'runVerification output options', OUTPUT_OPTION_KEYS), 'runVerification');
    }
    if (options.keepResults === false && options.output === undefined) {
        throw new validation_error_js_1.ValidationError(['keepResults'], 'keepResults: false keeps the results in the output file: pass output: { jsonl } too', 'runVerification');
    }
}
function taskRef(task) {
    return {
        questionId: task.questionId,
        answeringKey: task.answeringKey,
        parsingKey: task.parsingKey,
        replicate: task.replicate,
    };
}
function selectQuestions(benchmark, config, ids) {
    const questions = ids === undefined ? benchmark.getFinishedQuestions() : ids.map((id) => benchmark.getQuestion(id));
    for (const q of questions) {
        if (q.template === null && (q.templateProblem ?? null) === null && config.evaluation_mode !== 'rubric_only') {
            throw new validation_error_js_1.ValidationError(['question_id'], `question ${JSON.stringify(q.id)} has no answer template`, 'runVerification');
        }
    }
    return questions;
}
function answererLimits(config) {
    const limits = config.answerer_concurrency_limits;
    if (limits === null)
        return null;
    if (typeof limits === 'number')
        return new Map(config.answering_models.filter((m) => m.id).map((m) => [m.id, limits]));
    return new Map(Object.entries(limits));
}
async function runVerification(benchmark, configInput, options = {}) {
    checkOptionKeys(options);
    const env = options.env ?? process.env;
    if (benchmark.isScenarioBenchmark)
        return runScenarioBenchmark(benchmark, configInput, options);
    const config = (0, verification_config_js_1.resolveVerificationConfig)(configInput, env);
    if (config.parsing_only) {
        throw new config_error_js_1.ConfigError('parsing_only', "not supported by a benchmark run. To judge recorded answers, use the manual answering model (answering_models: [{ interface: 'manual', manual_traces: { '<question id>': '<answer>' } }]; CLI: -a manual --manual-traces answers.json), or verifyResponse(answer, template) and the toVerify / toScoreTrait matchers for one answer at a time");
    }
    config.answering_models.forEach((m, i) => (0, mcp_server_spec_js_1.checkMcpServers)(m.mcp_urls_dict, `answering_models[${i}].mcp_urls_dict`));
    options.signal?.throwIfAborted();
    const questions = selectQuestions(benchmark, config, options.questionIds);
    (0, checkpoint_trust_js_1.assertCheckpointTrusted)([benchmark.getGlobalRubric(), benchmark.getGlobalDynamicRubric(), ...questions.flatMap((q) => [q.rubric, q.dynamicRubric ?? null])].flatMap((r) => r?.agentic_traits.map((t) => t.model_override) ?? []), options.trustCheckpoint);
    const taskOptions = { ...(0, task_settings_js_1.taskOptionsFromConfig)(config), workspaceRoot: benchmark.workspaceRoot ?? config.workspace_root };
    (0, capture_workspace_js_1.checkWorkspaceOutputMode)(taskOptions.workspaceOutputMode, taskOptions.workspaceOutputDir);
    if (taskOptions.agenticParsing || taskOptions.workspaceRoot !== null) {
        const problem = (0, resolve_workspace_js_1.workspaceProblem)(taskOptions.workspaceRoot, questions, taskOptions.workspaceCopy);
        if (problem !== null)
            throw new config_error_js_1.ConfigError('workspace_root', problem);
    }
    let writer = null;
    let mcp = null;
    let prior = [];
    let priorLines = [];
    if (options.output)
        ({ writer, prior, priorLines } = await progressive_save_js_1.ProgressiveResultWriter.open(options.output));
    try {
        const priorKeys = prior.map(progressive_save_js_1.resultTaskKey);
        const { tasks, skipped } = (0, expand_tasks_js_1.expandTasks)(questions, config, {
            globalRubric: benchmark.getGlobalRubric(),
            skip: new Set(priorKeys),
            agentToolNames: (options.agentTools ?? []).map((t) => t.name),
        });
        const skippedKeys = new Set(skipped.map((t) => t.taskKey));
        const results = (0, run_results_js_1.runResults)(options.keepResults === false && writer !== null ? writer.path : null);
        const resumed = [];
        prior.forEach((result, i) => {
            if (!skippedKeys.has(priorKeys[i]))
                return;
            resumed.push(result);
            results.add(result, priorLines[i]);
        });
        const stagesFor = (0, stage_lists_js_1.stageLists)(taskOptions, options.stages);
        for (const task of tasks)
            stagesFor(task.rubric);
        const cache = new answer_cache_js_1.AnswerCache();
        hydrateCache(cache, tasks, resumed, config);
        const resumedCount = resumed.length;
        prior = [];
        priorLines = [];
        resumed.length = 0;
        const ports = new run_ports_js_1.RunPorts({
            compat: config.compat,
            errorPatterns: config.custom_error_patterns,
            env,
            ...(config.max_concurrent_requests !== null ? { requestLimiter: (0, concurrency_limit_js_1.pLimit)(config.max_concurrent_requests) } : {}),
        });
        await ports.resolve(tasks.flatMap((t) => [[t.answeringModel, 'answering'], [t.parsingModel, 'parsing']]));
        if (config.answering_models.some((m) => m.mcp_urls_dict !== null))
            mcp = new mcp_session_js_1.McpSession();
        const ordered = (0, order_tasks_js_1.orderTasks)(tasks, config.task_ordering);
        tasks.length = 0;
        const batch = new Batch({
            tasks: ordered,
            results,
            resumedCount,
            config,
            taskOptions,
            cache,
            ports,
            writer,
            env,
            mcp,
            agentTools: options.agentTools ?? [],
            stagesFor,
            runName: options.runName ?? `run_${(0, crypto_js_1.randomUUID)().replaceAll('-', '').slice(0, 8)}`,
            ...(options.signal ? { signal: options.signal } : {}),
            ...(options.onProgress ? { onProgress: options.onProgress } : {}),
            ...(options.now ? { now: options.now } : {}),
        });
        return await batch.run();
    }
    finally {
        await mcp?.close();
        await writer?.close();
    }
}
function runScenarioBenchmark(benchmark, configInput, options) {
    if (options.questionIds !== undefined)
        throw new config_error_js_1.ConfigError('questionIds', 'a scenario benchmark runs whole scenarios: question ids cannot be selected');
    return (0, run_scenarios_js_1.runScenarios)(benchmark.getScenarios(), configInput, {
        globalRubric: benchmark.getGlobalRubric(),
        workspaceRoot: benchmark.workspaceRoot,
        ...(options.output ? { output: options.output } : {}),
        ...(options.signal ? { signal: options.signal } : {}),
        ...(options.onProgress ? { onProgress: options.onProgress } : {}),
        ...(options.now ? { now: options.now } : {}),
        ...(options.runName ? { runName: options.runName } : {}),
        ...(options.env ? { env: options.env } : {}),
        ...(options.trustCheckpoint !== undefined ? { trustCheckpoint: options.trustCheckpoint } : {}),
        ...(options.stages ? { stages: options.stages } : {}),
    });
}
function hydrateCache(cache, tasks, resumed, config) {
    if (resumed.length === 0)
        return;
    const keyOf = new Map(tasks.map((t) => [JSON.stringify([t.questionId, t.answeringKey, t.replicate]), t.cacheKey]));
    for (const result of resumed) {
        const m = result.metadata;
        const key = keyOf.get(JSON.stringify([m.question_id, canonicalOf(result), m.replicate ?? null]));
        if (key === undefined)
            continue;
        const data = (0, answer_cache_js_1.answerDataFromResult)(result, config.compat);
        if (data !== null)
            cache.hydrate(key, data);
    }
}
function canonicalOf(result) {
    return JSON.parse((0, progressive_save_js_1.resultTaskKey)(result))[1];
}
class Batch {
    init;
    #controller = new AbortController();
    #scheduler;
    #stop = null;
    #fatal = null;
    #running = 0;
    #calls = 0;
    #completed;
    #wake = null;
    #toRun;
    constructor(init) {
        this.init = init;
        this.#completed = init.resumedCount;
        this.#toRun = init.tasks.length;
        this.#scheduler = new batch_scheduler_js_1.BatchScheduler(init.tasks, init.cache, answererLimits(init.config));
    }
    get #total() {
        return this.#toRun + this.init.resumedCount;
    }
    #emit(event) {
        try {
            this.init.onProgress?.(event);
        }
        catch (error) {
            this.#fail(error);
        }
    }
    #fail(error) {
        this.#fatal ??= { error };
        this.#controller.abort(error);
    }
    async run() {
        const { config, signal } = this.init;
        const onAbort = () => {
            this.#stop ??= 'aborted';
            this.#controller.abort(signal?.reason);
        };
        signal?.addEventListener('abort', onAbort, { once: true });
        const timer = config.batch_timeout_seconds === null
            ? null
            : setTimeout(() => {
                this.#stop ??= 'timeout';
                this.#controller.abort(new Error(`batch_timeout_seconds (${config.batch_timeout_seconds}) elapsed`));
            }, config.batch_timeout_seconds * 1000);
        const workers = config.async_enabled ? config.async_max_workers : 1;
        const inFlight = new Set();
        try {
            this.#emit({ type: 'run-started', total: this.#total, resumed: this.init.resumedCount, toRun: this.#toRun });
            for (;;) {
                while (!this.#controller.signal.aborted && this.#running < workers) {
                    const dispatch = this.#scheduler.next();
                    if (dispatch === null)
                        break;
                    const job = this.#execute(dispatch).finally(() => inFlight.delete(job));
                    inFlight.add(job);
                }
                if (this.#running === 0)
                    break;
                await new Promise((resolve) => (this.#wake = resolve));
            }
            if (!this.#controller.signal.aborted && this.#scheduler.undispatched > 0) {
                throw new Error(`internal: ${this.#scheduler.undispatched} tasks could not be scheduled`);
            }
        }
        finally {
            await Promise.allSettled(inFlight);
            signal?.removeEventListener('abort', onAbort);
            if (timer !== null)
                clearTimeout(timer);
        }
        if (this.#fatal)
            throw this.#fatal.error;
        const set = this.init.results.toSet();
        if (this.#stop !== null) {
            const cause = this.#stop === 'aborted' ? signal?.reason : undefined;
            throw new verification_batch_error_js_1.VerificationBatchError(this.#stop, set, this.#total - this.init.results.length, cause === undefined ? undefined : { cause });
        }
        return set;
    }
    async #execute({ task, lookup }) {
        this.#running++;
        let result = null;
        try {
            if (this.init.onProgress)
                this.#emit({ type: 'task-started', task: taskRef(task), total: this.#total, completed: this.#completed, running: this.#running });
            const ref = taskRef(task);
            result = await (0, run_task_js_1.runTask)(this.#verificationTask(task, lookup.status === 'hit' ? lookup.data : null), {
                signal: this.#controller.signal,
                ...(this.init.onProgress
                    ? {
                        onModelCall: (call) => {
                            const callId = ++this.#calls;
                            this.#emit({ type: 'call-started', task: ref, callId, call });
                            return () => this.#emit({ type: 'call-finished', task: ref, callId });
                        },
                    }
                    : {}),
                stages: this.init.stagesFor(task.rubric),
                trustCheckpoint: true,
                ...(this.init.now ? { now: this.init.now } : {}),
            });
        }
        catch (error) {
            this.#fail(error);
        }
        const interrupted = this.#controller.signal.aborted;
        if (lookup.status === 'miss') {
            const data = result !== null && !interrupted ? (0, answer_cache_js_1.answerDataFromResult)(result, this.init.config.compat) : null;
            if (data !== null)
                this.init.cache.complete(task.cacheKey, data);
            else
                this.init.cache.release(task.cacheKey);
        }
        this.#scheduler.finished(task);
        if (result !== null && !interrupted)
            await this.#record(task, result);
        this.#running--;
        const wake = this.#wake;
        this.#wake = null;
        wake?.();
    }
    async #record(task, result) {
        let line;
        try {
            line = await this.init.writer?.append(result);
        }
        catch (error) {
            this.#fail(error);
            return;
        }
        this.init.results.add(result, line);
        this.#completed++;
        if (this.init.onProgress)
            this.#emit({ type: 'task-finished', task: taskRef(task), result, total: this.#total, completed: this.#completed, running: this.#running - 1 });
    }
    #verificationTask(task, cached) {
        const { config, ports, taskOptions } = this.init;
        const q = task.question;
        return {
            questionId: q.id,
            questionText: q.question,
            template: q.template,
            templateProblem: q.templateProblem ?? null,
            answeringModel: task.answeringModel,
            parsingModel: task.parsingModel,
            options: taskOptions,
            rubric: task.rubric,
            traitProvenance: task.traitProvenance,
            keywords: q.keywords,
            rawAnswer: (0, compat_mode_js_1.isPythonCompat)(config.compat) ? null : q.rawAnswer,
            replicate: task.replicate,
            runName: this.init.runName,
            cachedAnswerData: cached,
            fewShotExamples: task.fewShotExamples,
            env: this.init.env,
            agentTools: this.init.agentTools,
            workspacePath: q.workspacePath ?? null,
            ...(this.init.mcp ? { mcp: this.init.mcp } : {}),
            ports: { answering: ports.get(task.answeringModel, 'answering'), parsing: ports.get(task.parsingModel, 'parsing') },
            modelOptions: { parsing: ports.options },
        };
    }
}
