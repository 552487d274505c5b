"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.stagePlanOptionsOf = stagePlanOptionsOf;
exports.createTaskContext = createTaskContext;
exports.runTask = runTask;
const interfaces_js_1 = require("../config/interfaces.js");
const model_config_js_1 = require("../config/model-config.js");
const model_id_js_1 = require("../config/model-id.js");
const checkpoint_trust_js_1 = require("../config/checkpoint-trust.js");
const config_error_js_1 = require("../errors/config-error.js");
const validation_error_js_1 = require("../errors/validation-error.js");
const did_you_mean_js_1 = require("../utils/did-you-mean.js");
const classify_error_js_1 = require("../llm/classify-error.js");
const resolve_model_js_1 = require("../llm/resolve-model.js");
const mcp_server_spec_js_1 = require("../mcp/mcp-server-spec.js");
const mcp_session_js_1 = require("../mcp/mcp-session.js");
const artifact_keys_js_1 = require("./artifact-keys.js");
const context_js_1 = require("./context.js");
const from_config_js_1 = require("./from-config.js");
const orchestrator_js_1 = require("./orchestrator.js");
const retry_tracker_js_1 = require("./retry-tracker.js");
const stages_option_js_1 = require("./stages-option.js");
const task_settings_js_1 = require("./task-settings.js");
const keys_of_js_1 = require("../utils/keys-of.js");
const answering_workspace_tools_js_1 = require("./workspace/answering-workspace-tools.js");
const capture_workspace_js_1 = require("./workspace/capture-workspace.js");
function once(make) {
    let promise;
    return () => (promise ??= make());
}
function hasTraits(rubric, kinds) {
    if (typeof rubric !== 'object' || rubric === null)
        return false;
    const record = rubric;
    return kinds.some((kind) => {
        const list = record[`${kind}_traits`] ?? record[`${kind}Traits`];
        return Array.isArray(list) && list.length > 0;
    });
}
function stagePlanOptionsOf(options, rubric = null, dynamicRubric = null) {
    const rubrics = [rubric, dynamicRubric];
    return {
        evaluationMode: options.evaluationMode,
        abstentionEnabled: options.abstentionEnabled,
        sufficiencyEnabled: options.sufficiencyEnabled,
        deepJudgmentEnabled: options.deepJudgmentMode !== 'disabled',
        agenticParsing: options.agenticParsing,
        agenticParsingTrigger: options.agenticParsingTrigger,
        hasNonAgenticTraits: rubrics.some((r) => hasTraits(r, ['llm', 'regex', 'callable', 'metric'])),
        hasAgenticTraits: rubrics.some((r) => hasTraits(r, ['agentic'])),
    };
}
function taskPorts(task, answering, parsing) {
    const opts = task.modelOptions ?? {};
    const parsingPorts = once(async () => task.ports?.parsing ?? (0, resolve_model_js_1.resolveModel)(parsing, { ...opts.parsing, role: 'parsing' }));
    return {
        answering: once(async () => task.ports?.answering ?? (0, resolve_model_js_1.resolveModel)(answering, { ...opts.answering, role: 'answering' })),
        parsing: parsingPorts,
        async embedding(model) {
            if (task.ports?.embedding)
                return task.ports.embedding;
            const config = model.includes(':') ? (0, model_id_js_1.toModelConfig)(model) : { ...parsing, id: model, model_name: model };
            const ports = await (0, resolve_model_js_1.resolveModel)(config, { ...(opts.embedding ?? opts.parsing), role: 'parsing' });
            if (!ports.embeddings)
                throw new config_error_js_1.ConfigError('embedding_check_model', `model "${model}" (interface ${config.interface}) has no embeddings endpoint`);
            return ports.embeddings;
        },
    };
}
const TASK_KEYS = (0, keys_of_js_1.keysOf)()([
    'questionId', 'questionText', 'template', 'templateProblem', 'templateId', 'answeringModel', 'parsingModel', 'options', 'rubric',
    'traitProvenance', 'dynamicRubric', 'keywords', 'rawAnswer', 'replicate', 'runName', 'cachedAnswerData', 'fewShotExamples', 'scenario',
    'conversationHistory', 'scenarioNodeResults', 'agentTools', 'workspacePath', 'mcp', 'ports', 'modelOptions', 'env',
]);
const RUN_TASK_OPTION_KEYS = (0, keys_of_js_1.keysOf)()(['signal', 'now', 'stages', 'onModelCall', 'onContext', 'trustCheckpoint']);
function assertKnownTaskKeys(task) {
    const [unknownKey] = (0, did_you_mean_js_1.unknownKeys)(task, TASK_KEYS);
    if (unknownKey !== undefined)
        throw new validation_error_js_1.ValidationError([unknownKey], (0, did_you_mean_js_1.unknownKeyMessage)(unknownKey, 'the verification task', TASK_KEYS), 'runTask');
    const [unknownOption] = (0, did_you_mean_js_1.unknownKeys)(task.options, task_settings_js_1.TASK_OPTION_KEYS);
    if (unknownOption !== undefined) {
        throw new validation_error_js_1.ValidationError(['options', unknownOption], (0, did_you_mean_js_1.unknownKeyMessage)(unknownOption, 'the task options (TaskOptions)', task_settings_js_1.TASK_OPTION_KEYS), 'runTask');
    }
}
function createTaskContext(task, options = {}) {
    assertKnownTaskKeys(task);
    return taskContextOf(task, options);
}
function taskContextOf(task, options) {
    const answeringModel = (0, model_id_js_1.toModelConfig)(task.answeringModel);
    const parsingModel = (0, model_id_js_1.toModelConfig)(task.parsingModel);
    const template = task.template ?? null;
    const settings = {
        template,
        templateProblem: task.templateProblem ?? null,
        answeringModel,
        parsingModel,
        ports: taskPorts(task, answeringModel, parsingModel),
        options: { ...task_settings_js_1.DEFAULT_TASK_OPTIONS, ...(0, task_settings_js_1.taskOptionDefaultsFromEnv)(task.env ?? process.env), ...task.options },
        rubric: task.rubric ?? null,
        traitProvenance: task.traitProvenance ?? null,
        dynamicRubric: task.dynamicRubric ?? null,
        keywords: task.keywords ?? null,
        rawAnswer: task.rawAnswer ?? null,
        replicate: task.replicate ?? null,
        runName: task.runName ?? null,
        cachedAnswerData: task.cachedAnswerData ?? null,
        fewShotExamples: task.fewShotExamples ?? null,
        scenario: { id: null, node: null, turn: null, path: null, nodeVisitIndex: null, ...task.scenario },
        agentTools: task.agentTools ?? [],
        questionWorkspacePath: task.workspacePath ?? null,
        mcp: task.mcp ?? null,
        env: task.env ?? process.env,
        retryTracker: new retry_tracker_js_1.RetryTracker(answeringModel.retry_policy),
        onModelCall: options.onModelCall,
    };
    (0, capture_workspace_js_1.checkWorkspaceOutputMode)(settings.options.workspaceOutputMode, settings.options.workspaceOutputDir);
    if (settings.options.agenticParsing) {
        const problem = (0, interfaces_js_1.agenticJudgeProblem)(parsingModel.interface, 'agentic parsing (options.agenticParsing)', {
            allowed: settings.options.agenticToolLoopJudges,
            setting: 'options.agenticToolLoopJudges: true',
        });
        if (problem !== null)
            throw new config_error_js_1.ConfigError('parsingModel.interface', `${problem} (question ${JSON.stringify(task.questionId)})`);
    }
    const ctx = new context_js_1.VerificationContext({
        questionId: task.questionId,
        templateId: task.templateId ?? template?.templateId ?? 'no_template',
        questionText: task.questionText,
        settings,
        ...(options.signal ? { signal: options.signal } : {}),
        ...(options.now ? { now: options.now } : {}),
    });
    const workspaceToolNames = (0, answering_workspace_tools_js_1.answeringWorkspaceToolNames)((0, answering_workspace_tools_js_1.answeringWorkspaceToolsOf)(answeringModel));
    const answering = (0, model_config_js_1.modelIdentityOf)(answeringModel, 'answering', [...(task.agentTools ?? []).map((t) => t.name), ...workspaceToolNames]);
    ctx.setArtifact(artifact_keys_js_1.ArtifactKeys.ANSWERING_MODEL_IDENTITY, answering);
    ctx.setArtifact(artifact_keys_js_1.ArtifactKeys.PARSING_MODEL_IDENTITY, (0, model_config_js_1.modelIdentityOf)(parsingModel, 'parsing'));
    ctx.setResultField(artifact_keys_js_1.ArtifactKeys.ANSWERING_MCP_SERVERS, answeringModel.mcp_urls_dict ? Object.keys(answeringModel.mcp_urls_dict) : null);
    if (task.conversationHistory && task.conversationHistory.length > 0)
        ctx.setArtifact(artifact_keys_js_1.ArtifactKeys.CONVERSATION_HISTORY, [...task.conversationHistory]);
    if (task.scenarioNodeResults)
        ctx.setArtifact(artifact_keys_js_1.ArtifactKeys.SCENARIO_NODE_RESULTS, { ...task.scenarioNodeResults });
    return ctx;
}
async function runTask(task, options = {}) {
    assertKnownTaskKeys(task);
    const [unknownOption] = (0, did_you_mean_js_1.unknownKeys)(options, RUN_TASK_OPTION_KEYS);
    if (unknownOption !== undefined)
        throw new validation_error_js_1.ValidationError([unknownOption], (0, did_you_mean_js_1.unknownKeyMessage)(unknownOption, 'the runTask options', RUN_TASK_OPTION_KEYS), 'runTask');
    const overrides = [task.rubric, task.dynamicRubric].flatMap((r) => r?.agentic_traits?.map((t) => t.model_override) ?? []);
    const models = [task.answeringModel, task.parsingModel].filter((m) => typeof m === 'object' && m !== null);
    (0, checkpoint_trust_js_1.assertCheckpointTrusted)([...models, ...overrides], options.trustCheckpoint);
    const answering = (0, model_id_js_1.toModelConfig)(task.answeringModel);
    (0, mcp_server_spec_js_1.checkMcpServers)(answering.mcp_urls_dict, 'answeringModel.mcp_urls_dict');
    if (task.mcp !== undefined || answering.mcp_urls_dict === null)
        return runTaskWith(task, options);
    const mcp = new mcp_session_js_1.McpSession();
    try {
        return await runTaskWith({ ...task, answeringModel: answering, mcp }, options);
    }
    finally {
        await mcp.close();
    }
}
async function runTaskWith(task, options) {
    const ctx = taskContextOf(task, options);
    const settings = ctx.settings;
    const stages = (0, stages_option_js_1.resolveStages)(options.stages, () => (0, from_config_js_1.buildStages)(stagePlanOptionsOf(settings.options, settings.rubric, settings.dynamicRubric)), 'runTask options › stages');
    const orchestrator = new orchestrator_js_1.StageOrchestrator(stages, {
        classifyError: (error) => (0, classify_error_js_1.classifyError)(error, settings.options.customErrorPatterns),
        retryCounts: () => settings.retryTracker.snapshot(),
    });
    await orchestrator.execute(ctx);
    options.onContext?.(ctx);
    const result = ctx.getArtifact(artifact_keys_js_1.ArtifactKeys.FINAL_RESULT);
    if (result === null || typeof result !== 'object' || !('metadata' in result)) {
        throw new Error(`the last stage (${stages.at(-1)?.name}) did not store a VerificationResult in the final_result artifact`);
    }
    return result;
}
