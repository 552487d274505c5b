"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.GenerateAnswerStage = void 0;
const interfaces_js_1 = require("../../config/interfaces.js");
const config_error_js_1 = require("../../errors/config-error.js");
const generation_js_1 = require("../../prompts/generation.js");
const messages_to_raw_trace_js_1 = require("../../trace/messages-to-raw-trace.js");
const artifact_keys_js_1 = require("../artifact-keys.js");
const stage_js_1 = require("../stage.js");
const usage_tracker_js_1 = require("../usage-tracker.js");
const rubric_js_1 = require("../../rubric/rubric.js");
const answering_workspace_tools_js_1 = require("../workspace/answering-workspace-tools.js");
const capture_workspace_js_1 = require("../workspace/capture-workspace.js");
const resolve_workspace_js_1 = require("../workspace/resolve-workspace.js");
const replay_answer_js_1 = require("./replay-answer.js");
const stage_support_js_1 = require("./stage-support.js");
const ANSWER_PREFIX = `${messages_to_raw_trace_js_1.AI_MESSAGE_HEADER}\n`;
const DEFAULT_AGENT_TIMEOUT_SECONDS = 180;
function partialContentOf(error) {
    const partial = error?.partialContent;
    return typeof partial === 'string' && partial !== '' ? partial : null;
}
class GenerateAnswerStage extends stage_js_1.BaseStage {
    name = 'GenerateAnswer';
    produces = [
        artifact_keys_js_1.ArtifactKeys.RAW_LLM_RESPONSE,
        artifact_keys_js_1.ArtifactKeys.RECURSION_LIMIT_REACHED,
        artifact_keys_js_1.ArtifactKeys.ANSWERING_MODEL_STR,
        artifact_keys_js_1.ArtifactKeys.ANSWERING_MCP_SERVERS,
        artifact_keys_js_1.ArtifactKeys.RESPONSE_TIMEOUT_PARTIAL,
        artifact_keys_js_1.ArtifactKeys.TRACE_MESSAGES,
    ];
    async execute(ctx) {
        const settings = ctx.settings;
        const model = settings.answeringModel;
        const workspaceToolsMode = (0, answering_workspace_tools_js_1.answeringWorkspaceToolsOf)(model);
        if (settings.options.replayStore !== null && (0, replay_answer_js_1.replayAnswer)(ctx, settings.options.replayStore))
            return;
        if (!(await prepareWorkspace(ctx, workspaceToolsMode)))
            return;
        if (settings.cachedAnswerData !== null) {
            useCachedAnswer(ctx, settings.cachedAnswerData);
            return;
        }
        let tools = settings.agentTools;
        if (workspaceToolsMode !== null) {
            const workspace = workspaceOf(ctx);
            if (workspace === null) {
                ctx.markError('The answering model has extra_kwargs.workspace_tools but the task has no workspace: set workspace_root', { category: 'permanent' });
                return;
            }
            const own = (0, answering_workspace_tools_js_1.answeringWorkspaceTools)(workspaceToolsMode, workspace);
            const clash = own.find((t) => tools.some((a) => a.name === t.name));
            if (clash) {
                ctx.markError(`The agent tool ${JSON.stringify(clash.name)} has the name of a workspace tool (extra_kwargs.workspace_tools)`, { category: 'permanent' });
                return;
            }
            tools = [...tools, ...own];
        }
        const servers = model.mcp_urls_dict === null ? null : Object.keys(model.mcp_urls_dict);
        ctx.setArtifact(artifact_keys_js_1.ArtifactKeys.ANSWERING_MODEL_STR, (0, stage_support_js_1.answeringDisplay)(ctx));
        ctx.setArtifact(artifact_keys_js_1.ArtifactKeys.ANSWERING_MCP_SERVERS, servers);
        const hasServers = servers !== null && servers.length > 0;
        const useAgent = hasServers || tools.length > 0 || (0, interfaces_js_1.agentTierOf)(model.interface) === 'deep_agent' || model.interface === 'manual';
        let ports;
        try {
            ports = await settings.ports.answering();
            if (useAgent && ports.agent === undefined)
                throw new Error(`interface ${model.interface} has no agent port`);
        }
        catch (error) {
            ctx.markError(`Failed to initialize answering model: ${(0, stage_support_js_1.errorLabel)(error)}`, { category: (0, stage_support_js_1.classifyTaskError)(ctx, error) });
            return;
        }
        const history = ctx.getArtifact(artifact_keys_js_1.ArtifactKeys.CONVERSATION_HISTORY) ?? [];
        const messages = (0, generation_js_1.buildGenerationMessages)({
            question: ctx.questionText,
            systemPrompt: history.some((m) => m.role === 'system') ? null : model.system_prompt,
            instructions: settings.options.promptConfig?.generation ?? null,
            examples: settings.fewShotExamples,
            fewShotEnabled: settings.options.fewShotEnabled,
        }, history);
        const workspace = ctx.getArtifact(artifact_keys_js_1.ArtifactKeys.WORKSPACE_PATH);
        if (workspace)
            appendWorkspaceParagraph(messages, workspace, useAgent);
        ctx.setArtifact(artifact_keys_js_1.ArtifactKeys.CONVERSATION_CONTEXT, messages);
        const tracker = new usage_tracker_js_1.UsageTracker();
        let generated;
        try {
            generated = useAgent ? await runAgent(ctx, ports, messages, tracker, tools) : await runLlm(ctx, ports, messages, tracker);
        }
        catch (error) {
            const partial = partialContentOf(error);
            if (partial !== null) {
                ctx.setArtifactAndResult(artifact_keys_js_1.ArtifactKeys.RAW_LLM_RESPONSE, ANSWER_PREFIX + partial);
                ctx.setArtifactAndResult(artifact_keys_js_1.ArtifactKeys.RESPONSE_TIMEOUT_PARTIAL, true);
                ctx.setArtifactAndResult(artifact_keys_js_1.ArtifactKeys.RECURSION_LIMIT_REACHED, false);
                ctx.addWarning(`Response truncated by streaming timeout (${Array.from(partial).length} chars captured)`);
                return;
            }
            if (error instanceof AgentTimeout)
                ctx.markError('Agent timed out with no trace messages', { category: 'timeout' });
            else
                ctx.markError(`Adapter call failed: ${(0, stage_support_js_1.errorLabel)(error)}`, { category: (0, stage_support_js_1.classifyTaskError)(ctx, error) });
            ctx.setArtifact(artifact_keys_js_1.ArtifactKeys.RAW_LLM_RESPONSE, '');
            ctx.setArtifact(artifact_keys_js_1.ArtifactKeys.RECURSION_LIMIT_REACHED, false);
            return;
        }
        ctx.setArtifactAndResult(artifact_keys_js_1.ArtifactKeys.RAW_LLM_RESPONSE, generated.raw);
        ctx.setArtifactAndResult(artifact_keys_js_1.ArtifactKeys.RECURSION_LIMIT_REACHED, generated.recursion);
        ctx.setResultField(artifact_keys_js_1.ArtifactKeys.ANSWERING_MCP_SERVERS, servers);
        ctx.setArtifact(artifact_keys_js_1.ArtifactKeys.TRACE_MESSAGES, generated.traceMessages);
        ctx.setArtifact(artifact_keys_js_1.ArtifactKeys.USAGE_TRACKER, tracker);
    }
}
exports.GenerateAnswerStage = GenerateAnswerStage;
function mcpTools(ctx, model, agentTools) {
    const { mcp, retryTracker } = ctx.settings;
    return {
        identity: {
            mcp_servers: Object.keys(model.mcp_urls_dict ?? {}),
            mcp_tool_filter: model.mcp_tool_filter,
            mcp_tool_description_overrides: model.mcp_tool_description_overrides,
        },
        async load() {
            if (mcp === null)
                throw new Error('internal: a task with MCP servers was given no MCP session');
            const tools = await mcp.toolsFor(model, { onRetry: (attempt) => retryTracker.record(attempt) });
            const own = new Set(agentTools.map((t) => t.name));
            const clash = tools.find((t) => own.has(t.name));
            if (clash)
                throw new config_error_js_1.ConfigError('mcp_urls_dict', `the MCP tool ${JSON.stringify(clash.name)} has the name of an agent tool given to the run`);
            return tools;
        },
    };
}
class AgentTimeout extends Error {
    name = 'AgentTimeout';
}
function recordUsage(ctx, tracker, result) {
    if (result.usageUnavailable)
        ctx.setArtifactAndResult(artifact_keys_js_1.ArtifactKeys.USAGE_UNAVAILABLE, true);
    else
        tracker.track('answer_generation', result.usage, (0, stage_support_js_1.answeringDisplay)(ctx));
}
async function runLlm(ctx, ports, messages, tracker) {
    const result = await ports.llm.invoke({ messages, question: { id: ctx.questionId, text: ctx.questionText } }, (0, stage_support_js_1.callOptions)(ctx));
    recordUsage(ctx, tracker, result);
    tracker.setAgentMetrics({ iterations: 1, limit_reached: false });
    return { raw: ANSWER_PREFIX + result.content, recursion: false, traceMessages: [{ role: 'assistant', content: result.content }] };
}
async function runAgent(ctx, ports, messages, tracker, tools) {
    const model = ctx.settings.answeringModel;
    const timeoutMs = (model.agent_timeout ?? DEFAULT_AGENT_TIMEOUT_SECONDS) * 1000;
    const timeout = AbortSignal.timeout(timeoutMs);
    const signal = ctx.signal ? AbortSignal.any([ctx.signal, timeout]) : timeout;
    let result;
    try {
        result = await ports.agent.run({
            messages,
            tools,
            ...(model.mcp_urls_dict !== null && Object.keys(model.mcp_urls_dict).length > 0 ? { deferredTools: mcpTools(ctx, model, tools) } : {}),
            maxTurns: model.agent_middleware?.limits.model_call_limit ?? 25,
            question: { id: ctx.questionId, text: ctx.questionText },
            ...(workspaceOf(ctx) ? { workspacePath: workspaceOf(ctx) } : {}),
        }, { ...(0, stage_support_js_1.callOptions)(ctx), signal });
    }
    catch (error) {
        if (timeout.aborted && !ctx.signal?.aborted)
            throw new AgentTimeout(`agent timed out after ${timeoutMs / 1000} s`, { cause: error });
        throw error;
    }
    recordUsage(ctx, tracker, result);
    tracker.setAgentMetrics(result.traceMessages.length > 0 ? result.agentMetrics : { iterations: result.turns, limit_reached: result.recursionLimitReached });
    return { raw: result.rawTrace, recursion: result.recursionLimitReached, traceMessages: result.traceMessages };
}
function workspaceOf(ctx) {
    return ctx.getArtifact(artifact_keys_js_1.ArtifactKeys.WORKSPACE_PATH) ?? null;
}
async function prepareWorkspace(ctx, workspaceToolsMode) {
    const { options, questionWorkspacePath, replicate } = ctx.settings;
    const wanted = options.agenticParsing || (((0, rubric_js_1.hasAgenticTraits)(ctx.settings.rubric) || workspaceToolsMode !== null) && options.workspaceRoot !== null);
    if (!wanted || ctx.getArtifact(artifact_keys_js_1.ArtifactKeys.WORKSPACE_PATH))
        return true;
    const keepFull = options.workspaceOutputMode === 'full' && options.workspaceOutputDir !== null;
    try {
        const resolved = await (0, resolve_workspace_js_1.resolveWorkspace)({
            questionId: ctx.questionId,
            root: options.workspaceRoot,
            questionPath: questionWorkspacePath,
            copy: options.workspaceCopy,
            replicate,
            now: ctx.now(),
            outputPath: keepFull ? (0, capture_workspace_js_1.workspaceOutputPath)(options.workspaceOutputDir, ctx.questionId, (0, stage_support_js_1.taskResultId)(ctx)) : null,
        });
        ctx.setArtifact(artifact_keys_js_1.ArtifactKeys.WORKSPACE_PATH, resolved.path);
        ctx.setArtifact(artifact_keys_js_1.ArtifactKeys.WORKSPACE_IS_COPY, resolved.isCopy);
        if (options.workspaceOutputMode === 'produced')
            ctx.setArtifact(artifact_keys_js_1.ArtifactKeys.WORKSPACE_OUTPUT_BASELINE, (0, capture_workspace_js_1.snapshotWorkspace)(resolved.path));
        return true;
    }
    catch (error) {
        const message = error instanceof resolve_workspace_js_1.WorkspaceResolutionError ? error.message : (0, stage_support_js_1.errorLabel)(error);
        ctx.markError(`Workspace resolution failed: ${message}`, { category: 'permanent' });
        return false;
    }
}
function appendWorkspaceParagraph(messages, workspace, useAgent) {
    const index = messages.findLastIndex((m) => m.role === 'user');
    const user = messages[index];
    if (index < 0 || user === undefined || typeof user.content !== 'string')
        return;
    const capability = useAgent
        ? 'You can inspect files there with your tools.'
        : 'You cannot run code or open files; answer from the question alone.';
    const paragraph = `Your working directory is ${workspace}. Any input files for this task are in that directory, and any output files you produce should be written there. ${capability}`;
    messages[index] = { ...user, content: `${user.content}\n\n${paragraph}` };
}
function useCachedAnswer(ctx, data) {
    ctx.setArtifactAndResult(artifact_keys_js_1.ArtifactKeys.RAW_LLM_RESPONSE, data.raw_llm_response ?? '');
    ctx.setArtifactAndResult(artifact_keys_js_1.ArtifactKeys.RECURSION_LIMIT_REACHED, data.recursion_limit_reached ?? false);
    ctx.setArtifactAndResult(artifact_keys_js_1.ArtifactKeys.ANSWERING_MCP_SERVERS, data.answering_mcp_servers ? [...data.answering_mcp_servers] : null);
    ctx.setArtifact(artifact_keys_js_1.ArtifactKeys.ANSWERING_MODEL_STR, (0, stage_support_js_1.answeringDisplay)(ctx));
    ctx.setArtifact(artifact_keys_js_1.ArtifactKeys.TRACE_MESSAGES, data.trace_messages ? data.trace_messages.map(toChatMessage) : null);
    const tracker = new usage_tracker_js_1.UsageTracker();
    if (data.usage_metadata)
        tracker.track('answer_generation', data.usage_metadata, (0, stage_support_js_1.answeringDisplay)(ctx));
    if (data.agent_metrics)
        tracker.setAgentMetrics(data.agent_metrics);
    ctx.setArtifact(artifact_keys_js_1.ArtifactKeys.USAGE_TRACKER, tracker);
    const conversation = data.conversation_context?.map(toChatMessage);
    ctx.setArtifact(artifact_keys_js_1.ArtifactKeys.CONVERSATION_CONTEXT, conversation ?? [...(ctx.getArtifact(artifact_keys_js_1.ArtifactKeys.CONVERSATION_HISTORY) ?? []), { role: 'user', content: ctx.questionText }]);
}
function toChatMessage(dict) {
    const { block_index: _index, ...rest } = dict;
    return structuredClone(rest);
}
