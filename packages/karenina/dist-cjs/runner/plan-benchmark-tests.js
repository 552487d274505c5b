"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.assertNoRunWideSettings = assertNoRunWideSettings;
exports.closeBenchmarkTests = closeBenchmarkTests;
exports.parseBenchmarkPart = parseBenchmarkPart;
exports.planBenchmarkTests = planBenchmarkTests;
exports.runPlannedTest = runPlannedTest;
exports.plannedTestOutcome = plannedTestOutcome;
const expand_tasks_js_1 = require("../batch/expand-tasks.js");
const compat_mode_js_1 = require("../compat/compat-mode.js");
const verification_config_js_1 = require("../config/verification-config.js");
const checkpoint_trust_js_1 = require("../config/checkpoint-trust.js");
const config_error_js_1 = require("../errors/config-error.js");
const mcp_server_spec_js_1 = require("../mcp/mcp-server-spec.js");
const mcp_session_js_1 = require("../mcp/mcp-session.js");
const resolve_model_js_1 = require("../llm/resolve-model.js");
const run_task_js_1 = require("../pipeline/run-task.js");
const stage_lists_js_1 = require("../batch/stage-lists.js");
const task_settings_js_1 = require("../pipeline/task-settings.js");
const model_identity_js_1 = require("../config/model-identity.js");
const model_config_js_1 = require("../config/model-config.js");
const failure_message_js_1 = require("./failure-message.js");
const model_label_js_1 = require("./model-label.js");
const did_you_mean_js_1 = require("../utils/did-you-mean.js");
const keys_of_js_1 = require("../utils/keys-of.js");
const runner_config_js_1 = require("./runner-config.js");
const runner_ports_js_1 = require("./runner-ports.js");
const run_wide_limiter_js_1 = require("./run-wide-limiter.js");
const verdict_js_1 = require("./verdict.js");
const BENCHMARK_TEST_CONFIG_KEYS = (0, keys_of_js_1.keysOf)()([
    'judgeModel', 'answeringModels', 'replicates', 'maxConcurrentRequests', 'replay', 'cassetteDir', 'resultsFile', 'fixedTime', 'runName', 'limitDir',
    'granular', 'traits',
    'verification', 'questionIds', 'part', 'cassette', 'modelOptions', 'env', 'now', 'agentTools', 'trustCheckpoint', 'stages',
]);
function assertNoRunWideSettings(options) {
    if (options.resultsFile !== undefined) {
        throw new config_error_js_1.ConfigError('resultsFile', 'describeBenchmark cannot choose the results file: the reporter writes one per run. Set resultsFile in the vitest plugin (or jest globals.karenina), the reporter\'s outputFile, or KARENINA_RESULTS_FILE');
    }
}
async function closeBenchmarkTests(plan) {
    await Promise.all([...new Set(plan.map((p) => p.mcp))].map((mcp) => mcp?.close()));
}
function parseBenchmarkPart(part) {
    const { index, count } = typeof part === 'string' ? (([i, c]) => ({ index: Number(i), count: Number(c) }))(part.split('/')) : part;
    if (!Number.isInteger(index) || !Number.isInteger(count) || count < 1 || index < 1 || index > count) {
        throw new config_error_js_1.ConfigError('part', `expected "<index>/<count>" with 1 ≤ index ≤ count, received ${JSON.stringify(part)}`);
    }
    return { index, count };
}
function selectQuestions(benchmark, config) {
    const all = config.questionIds ? config.questionIds.map((id) => benchmark.getQuestion(id)) : benchmark.getFinishedQuestions();
    if (config.part === undefined)
        return all;
    const { index, count } = parseBenchmarkPart(config.part);
    return all.slice(Math.floor(((index - 1) * all.length) / count), Math.floor((index * all.length) / count));
}
function planBenchmarkTests(benchmark, input = {}) {
    const [unknownKey] = (0, did_you_mean_js_1.unknownKeys)(input, BENCHMARK_TEST_CONFIG_KEYS);
    if (unknownKey !== undefined)
        throw new config_error_js_1.ConfigError(unknownKey, (0, did_you_mean_js_1.unknownKeyMessage)(unknownKey, 'describeBenchmark options', BENCHMARK_TEST_CONFIG_KEYS));
    const env = input.env ?? process.env;
    const config = (0, runner_config_js_1.resolveRunnerConfig)(env, input);
    const verification = (0, verification_config_js_1.resolveVerificationConfig)({ ...input.verification, answering_models: config.answeringModels, parsing_models: [config.judgeModel], replicate_count: config.replicates }, env);
    const agentTools = input.agentTools ?? [];
    const questions = selectQuestions(benchmark, input);
    (0, checkpoint_trust_js_1.assertCheckpointTrusted)([benchmark.getGlobalRubric(), ...questions.map((q) => q.rubric)].flatMap((r) => r?.agentic_traits.map((t) => t.model_override) ?? []), input.trustCheckpoint);
    const { tasks } = (0, expand_tasks_js_1.expandTasks)(questions, verification, {
        globalRubric: benchmark.getGlobalRubric(),
        agentToolNames: agentTools.map((t) => t.name),
    });
    verification.answering_models.forEach((m, i) => (0, mcp_server_spec_js_1.checkMcpServers)(m.mcp_urls_dict, `answeringModels[${i}].mcp_urls_dict`));
    const mcp = verification.answering_models.some((m) => m.mcp_urls_dict !== null) ? new mcp_session_js_1.McpSession() : null;
    const taskOptions = { ...(0, task_settings_js_1.taskOptionsFromConfig)(verification), workspaceRoot: benchmark.workspaceRoot ?? verification.workspace_root };
    const stagesFor = (0, stage_lists_js_1.stageLists)(taskOptions, input.stages, 'describeBenchmark options › stages');
    const severalModels = verification.answering_models.length > 1;
    const criteria = { granular: input.granular ?? null, traits: input.traits ?? {} };
    const now = input.now ?? (0, runner_config_js_1.runnerClock)(config);
    const options = {
        answering: (0, runner_ports_js_1.runnerModelOptions)(config, input.cassette, input.modelOptions?.answering),
        parsing: (0, runner_ports_js_1.runnerModelOptions)(config, input.cassette, input.modelOptions?.parsing),
    };
    const cache = new Map();
    const ports = (model, role) => {
        let entry = cache.get(model);
        if (!entry)
            cache.set(model, (entry = (0, resolve_model_js_1.resolveModel)(model, { ...options[role], role }).catch(() => undefined)));
        return entry;
    };
    return tasks.map((t) => {
        const q = t.question;
        const toolNames = agentTools.map((tool) => tool.name);
        const display = (0, model_identity_js_1.modelDisplayString)((0, model_config_js_1.modelIdentityOf)(t.answeringModel, 'answering', toolNames));
        const answeringModelId = (0, model_label_js_1.answeringModelLabel)(t.answeringModel, toolNames);
        const title = [q.id, severalModels ? `[${answeringModelId}]` : '', t.replicate !== null ? `#${t.replicate}` : ''].filter(Boolean).join(' ');
        return {
            title,
            questionId: q.id,
            answeringModel: display,
            answeringModelId,
            replicate: t.replicate,
            template: q.template,
            criteria,
            now,
            ports,
            mcp,
            stages: stagesFor(t.rubric),
            task: {
                questionId: q.id,
                questionText: q.question,
                template: q.template,
                answeringModel: t.answeringModel,
                parsingModel: t.parsingModel,
                options: taskOptions,
                rubric: t.rubric,
                traitProvenance: t.traitProvenance,
                keywords: q.keywords,
                rawAnswer: (0, compat_mode_js_1.isPythonCompat)(verification.compat) ? null : q.rawAnswer,
                replicate: t.replicate,
                runName: config.runName,
                fewShotExamples: t.fewShotExamples,
                env,
                modelOptions: options,
                agentTools,
                workspacePath: q.workspacePath ?? null,
                ...(mcp ? { mcp } : {}),
            },
        };
    });
}
async function runPlannedTest(planned, options = {}) {
    const { task } = planned;
    const answering = await planned.ports(task.answeringModel, 'answering');
    const parsing = await planned.ports(task.parsingModel, 'parsing');
    return (0, run_wide_limiter_js_1.withHeldSlots)(() => (0, run_task_js_1.runTask)({ ...task, ports: { ...(answering ? { answering } : {}), ...(parsing ? { parsing } : {}) } }, { now: planned.now, trustCheckpoint: true, stages: planned.stages, ...(options.signal ? { signal: options.signal } : {}) }));
}
function plannedTestOutcome(planned, result) {
    const verdict = (0, verdict_js_1.evaluateVerdict)(result, planned.criteria);
    return {
        pass: verdict.pass,
        result,
        message: (how) => (0, failure_message_js_1.templateOutcomeMessage)(result, planned.template, verdict, planned.criteria, { isNot: how?.isNot ?? false, subject: `the answer to ${planned.questionId}` }),
    };
}
