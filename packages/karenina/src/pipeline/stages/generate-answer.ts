import { agentTierOf } from '../../config/interfaces.js'
import type { ModelConfig } from '../../config/model-config.js'
import { ConfigError } from '../../errors/config-error.js'
import type { AgentTool, ChatMessage, ChatResult, DeferredTools, ModelPorts } from '../../llm/ports.js'
import { buildGenerationMessages } from '../../prompts/generation.js'
import { AI_MESSAGE_HEADER } from '../../trace/messages-to-raw-trace.js'
import { ArtifactKeys } from '../artifact-keys.js'
import { BaseStage } from '../stage.js'
import type { CachedAnswerData, TaskContext, TaskSettings } from '../task-settings.js'
import { UsageTracker } from '../usage-tracker.js'
import { hasAgenticTraits } from '../../rubric/rubric.js'
import { answeringWorkspaceTools, answeringWorkspaceToolsOf, type AnsweringWorkspaceTools } from '../workspace/answering-workspace-tools.js'
import { snapshotWorkspace, workspaceOutputPath } from '../workspace/capture-workspace.js'
import { resolveWorkspace, WorkspaceResolutionError } from '../workspace/resolve-workspace.js'
import { replayAnswer, toChatMessage } from './replay-answer.js'
import { AnswererError } from '../../llm/app/answerer.js'
import type { AnswererFailure } from '../../results/verdict-input.js'
import { answeringDisplay, callOptions, classifyTaskError, errorLabel, runAgentWithTimeout, taskResultId } from './stage-support.js'

// A plain LLM answer is stored behind the AI-message header, as Karenina does (spec 02 §4.2 step 8).
const ANSWER_PREFIX = `${AI_MESSAGE_HEADER}\n`

/** @default 180 s, Karenina's answering agent timeout. */
const DEFAULT_AGENT_TIMEOUT_SECONDS = 180

/** The text a streaming call received before it timed out (the error's `partialContent`), if any. */
function partialContentOf(error: unknown): string | null {
  const partial = (error as { partialContent?: unknown } | null)?.partialContent
  return typeof partial === 'string' && partial !== '' ? partial : null
}

/** The answer of a model call or agent run: the raw text, whether the agent hit its turn limit, the trace. */
type Generated = Awaited<ReturnType<typeof runAgent>>

/**
 * Stage 2 (spec 02 §4.2): gets the answer. A replay store's entry, then cached answer data (shared across judges) is used as is, with
 * no call; otherwise the agent port answers when the model has MCP servers, a `deep_agent` tier or the
 * `manual` interface, else one LLM call whose text is stored behind the `--- AI Message ---` header.
 * Failures are recorded (`Adapter call failed: …`), never thrown.
 */
export class GenerateAnswerStage extends BaseStage<TaskSettings> {
  readonly name = 'GenerateAnswer'
  override readonly produces = [
    ArtifactKeys.RAW_LLM_RESPONSE,
    ArtifactKeys.RECURSION_LIMIT_REACHED,
    ArtifactKeys.ANSWERING_MODEL_STR,
    ArtifactKeys.ANSWERING_MCP_SERVERS,
    ArtifactKeys.RESPONSE_TIMEOUT_PARTIAL,
    ArtifactKeys.TRACE_MESSAGES,
  ]

  async execute(ctx: TaskContext): Promise<void> {
    const settings = ctx.settings
    const model = settings.answeringModel
    // Validated when the task was created (createTaskContext), so this does not throw here.
    const workspaceToolsMode = answeringWorkspaceToolsOf(model)
    if (settings.options.replayStore !== null && replayAnswer(ctx, settings.options.replayStore)) return
    if (!(await prepareWorkspace(ctx, workspaceToolsMode))) return
    if (settings.cachedAnswerData !== null) {
      useCachedAnswer(ctx, settings.cachedAnswerData)
      return
    }
    let tools = settings.agentTools
    const app = model.interface === 'app'
    if (app && (tools.length > 0 || workspaceToolsMode !== null)) {
      // An app brings its own tools: ours would be named in its identity but never offered.
      ctx.markError(`The app answerer ${JSON.stringify(model.model_name)} cannot be given agentTools or extra_kwargs.workspace_tools: your app brings its own tools`, { category: 'permanent' })
      return
    }
    if (workspaceToolsMode !== null) {
      const workspace = workspaceOf(ctx)
      if (workspace === null) {
        ctx.markError('The answering model has extra_kwargs.workspace_tools but the task has no workspace: set workspace_root', { category: 'permanent' })
        return
      }
      const own = answeringWorkspaceTools(workspaceToolsMode, workspace)
      const clash = own.find((t) => tools.some((a) => a.name === t.name))
      if (clash) {
        ctx.markError(`The agent tool ${JSON.stringify(clash.name)} has the name of a workspace tool (extra_kwargs.workspace_tools)`, { category: 'permanent' })
        return
      }
      tools = [...tools, ...own]
    }
    const servers = model.mcp_urls_dict === null ? null : Object.keys(model.mcp_urls_dict)
    ctx.setArtifact(ArtifactKeys.ANSWERING_MODEL_STR, answeringDisplay(ctx))
    ctx.setArtifact(ArtifactKeys.ANSWERING_MCP_SERVERS, servers)

    const hasServers = servers !== null && servers.length > 0
    // TS tools stand in for MCP servers: giving any makes the answer an agent run.
    const useAgent = hasServers || tools.length > 0 || agentTierOf(model.interface) === 'deep_agent' || model.interface === 'manual' || app
    let ports: ModelPorts
    try {
      ports = await settings.ports.answering()
      if (useAgent && ports.agent === undefined) throw new Error(`interface ${model.interface} has no agent port`)
    } catch (error) {
      ctx.markError(`Failed to initialize answering model: ${errorLabel(error)}`, { category: classifyTaskError(ctx, error) })
      return
    }

    const history = ctx.getArtifact<ChatMessage[]>(ArtifactKeys.CONVERSATION_HISTORY) ?? []
    const messages = buildGenerationMessages(
      {
        question: ctx.questionText,
        systemPrompt: history.some((m) => m.role === 'system') ? null : model.system_prompt,
        instructions: settings.options.promptConfig?.generation ?? null,
        examples: settings.fewShotExamples,
        fewShotEnabled: settings.options.fewShotEnabled,
        // Step 6: the user text says where the workspace is and what the agent can do there.
        workspace: workspaceOf(ctx) ? { path: workspaceOf(ctx)!, agent: useAgent } : null,
      },
      history,
    )
    ctx.setArtifact(ArtifactKeys.CONVERSATION_CONTEXT, messages)
    const tracker = new UsageTracker()
    let generated: Generated
    try {
      generated = useAgent ? await runAgent(ctx, ports, messages, tracker, tools) : await runLlm(ctx, ports, messages, tracker)
    } catch (error) {
      const partial = partialContentOf(error)
      if (partial !== null) {
        // A streaming timeout that kept text: score what arrived, without marking an error (step 9).
        ctx.setArtifactAndResult(ArtifactKeys.RAW_LLM_RESPONSE, ANSWER_PREFIX + partial)
        ctx.setArtifactAndResult(ArtifactKeys.RESPONSE_TIMEOUT_PARTIAL, true)
        ctx.setArtifactAndResult(ArtifactKeys.RECURSION_LIMIT_REACHED, false)
        ctx.addWarning(`Response truncated by streaming timeout (${Array.from(partial).length} chars captured)`)
        return
      }
      if (error instanceof AgentTimeout || error instanceof AnswererError) {
        const timeout = error instanceof AgentTimeout
        const message = !timeout ? error.message : app ? `${answeringDisplay(ctx)} did not answer: ${error.message}` : 'Agent timed out with no trace messages'
        ctx.markError(message, { category: timeout ? 'timeout' : 'permanent' })
        // An app answerer that threw, returned an unreadable answer or timed out: the question's named failure.
        if (app) ctx.setArtifact(ArtifactKeys.ANSWERER_FAILURE, { category: timeout ? 'timeout' : 'answerer_error', message } satisfies AnswererFailure)
      } else ctx.markError(`Adapter call failed: ${errorLabel(error)}`, { category: classifyTaskError(ctx, error) })
      ctx.setArtifact(ArtifactKeys.RAW_LLM_RESPONSE, '')
      ctx.setArtifact(ArtifactKeys.RECURSION_LIMIT_REACHED, false)
      return
    }
    ctx.setArtifactAndResult(ArtifactKeys.RAW_LLM_RESPONSE, generated.raw)
    ctx.setArtifactAndResult(ArtifactKeys.RECURSION_LIMIT_REACHED, generated.recursion)
    ctx.setResultField(ArtifactKeys.ANSWERING_MCP_SERVERS, servers)
    ctx.setArtifact(ArtifactKeys.TRACE_MESSAGES, generated.traceMessages)
    ctx.setArtifact(ArtifactKeys.USAGE_TRACKER, tracker)
  }
}

/**
 * The MCP servers' tools, listed when the agent starts (a replayed run connects to no server). In cassette
 * keys they stand as server names, tool filter and description overrides.
 */
function mcpTools(ctx: TaskContext, model: ModelConfig, agentTools: readonly AgentTool[]): DeferredTools {
  const { mcp, retryTracker } = ctx.settings
  return {
    identity: {
      mcp_servers: Object.keys(model.mcp_urls_dict ?? {}),
      mcp_tool_filter: model.mcp_tool_filter,
      mcp_tool_description_overrides: model.mcp_tool_description_overrides,
    },
    async load() {
      if (mcp === null) throw new Error('internal: a task with MCP servers was given no MCP session')
      const tools = await mcp.toolsFor(model, { onRetry: (attempt) => retryTracker.record(attempt) })
      // TS tools and MCP tools side by side; one name offered twice is a configuration error.
      const own = new Set(agentTools.map((t) => t.name))
      const clash = tools.find((t) => own.has(t.name))
      if (clash) throw new ConfigError('mcp_urls_dict', `the MCP tool ${JSON.stringify(clash.name)} has the name of an agent tool given to the run`)
      return tools
    },
  }
}

/** The agent run outlived `agent_timeout`. */
class AgentTimeout extends Error {
  override readonly name = 'AgentTimeout'
}

function recordUsage(ctx: TaskContext, tracker: UsageTracker, result: Pick<ChatResult, 'usage' | 'usageUnavailable'>): void {
  if (result.usageUnavailable) ctx.setArtifactAndResult(ArtifactKeys.USAGE_UNAVAILABLE, true)
  else tracker.track('answer_generation', result.usage, answeringDisplay(ctx))
}

async function runLlm(ctx: TaskContext, ports: ModelPorts, messages: ChatMessage[], tracker: UsageTracker): Promise<Generated> {
  const result = await ports.llm.invoke({ messages, question: { id: ctx.questionId, text: ctx.questionText } }, callOptions(ctx))
  recordUsage(ctx, tracker, result)
  tracker.setAgentMetrics({ iterations: 1, limit_reached: false })
  return { raw: ANSWER_PREFIX + result.content, recursion: false, traceMessages: [{ role: 'assistant', content: result.content }] }
}

async function runAgent(ctx: TaskContext, ports: ModelPorts, messages: ChatMessage[], tracker: UsageTracker, tools: readonly AgentTool[]) {
  const model = ctx.settings.answeringModel
  const timeoutMs = (model.agent_timeout ?? DEFAULT_AGENT_TIMEOUT_SECONDS) * 1000
  const result = await runAgentWithTimeout(
    ctx,
    ports.agent!,
    {
      messages,
      tools,
      ...(model.mcp_urls_dict !== null && Object.keys(model.mcp_urls_dict).length > 0 ? { deferredTools: mcpTools(ctx, model, tools) } : {}),
      maxTurns: model.agent_middleware?.limits.model_call_limit ?? 25,
      question: { id: ctx.questionId, text: ctx.questionText },
      replicate: ctx.settings.replicate,
      ...(workspaceOf(ctx) ? { workspacePath: workspaceOf(ctx)! } : {}),
    },
    timeoutMs,
    // The AgentPort drops the trace on abort, so a timed-out run has no partial trace to keep.
    (cause) => new AgentTimeout(`agent timed out after ${timeoutMs / 1000} s`, { cause }),
  )
  recordUsage(ctx, tracker, result)
  tracker.setAgentMetrics(result.traceMessages.length > 0 ? structuredClone(result.agentMetrics) : { iterations: result.turns, limit_reached: result.recursionLimitReached })
  return { raw: result.rawTrace, recursion: result.recursionLimitReached, traceMessages: result.traceMessages }
}

function workspaceOf(ctx: TaskContext): string | null {
  return ctx.getArtifact<string>(ArtifactKeys.WORKSPACE_PATH) ?? null
}

/**
 * Step 2 (spec 02 §9.1): with agentic parsing on (or agentic traits or answering workspace tools and a root) and no
 * workspace preset, resolves the task's workspace (artifacts `workspace_path`, `workspace_is_copy`). A workspace that
 * cannot be resolved is the task's error (naming question, path and setting). Returns false when the stage must stop.
 */
async function prepareWorkspace(ctx: TaskContext, workspaceToolsMode: AnsweringWorkspaceTools | null): Promise<boolean> {
  const { options, questionWorkspacePath, replicate } = ctx.settings
  // Agentic rubric traits and an answering agent with workspace tools also get a workspace when a root is
  // given (docs/divergences.md).
  const wanted =
    options.agenticParsing || ((hasAgenticTraits(ctx.settings.rubric) || workspaceToolsMode !== null) && options.workspaceRoot !== null)
  if (!wanted || ctx.getArtifact(ArtifactKeys.WORKSPACE_PATH)) return true
  const keepFull = options.workspaceOutputMode === 'full' && options.workspaceOutputDir !== null
  try {
    const resolved = await resolveWorkspace({
      questionId: ctx.questionId,
      root: options.workspaceRoot,
      questionPath: questionWorkspacePath,
      copy: options.workspaceCopy,
      replicate,
      now: ctx.now(),
      outputPath: keepFull ? workspaceOutputPath(options.workspaceOutputDir!, ctx.questionId, taskResultId(ctx)) : null,
    })
    ctx.setArtifact(ArtifactKeys.WORKSPACE_PATH, resolved.path)
    ctx.setArtifact(ArtifactKeys.WORKSPACE_IS_COPY, resolved.isCopy)
    // `produced` keeps what changed after this point (02 §4.1 step 2).
    if (options.workspaceOutputMode === 'produced') ctx.setArtifact(ArtifactKeys.WORKSPACE_OUTPUT_BASELINE, snapshotWorkspace(resolved.path))
    return true
  } catch (error) {
    const message = error instanceof WorkspaceResolutionError ? error.message : errorLabel(error)
    ctx.markError(`Workspace resolution failed: ${message}`, { category: 'permanent' })
    return false
  }
}

/** Step 3: the answer cache's data stands in for the call. */
function useCachedAnswer(ctx: TaskContext, data: CachedAnswerData): void {
  ctx.setArtifactAndResult(ArtifactKeys.RAW_LLM_RESPONSE, data.raw_llm_response ?? '')
  ctx.setArtifactAndResult(ArtifactKeys.RECURSION_LIMIT_REACHED, data.recursion_limit_reached ?? false)
  ctx.setArtifactAndResult(ArtifactKeys.ANSWERING_MCP_SERVERS, data.answering_mcp_servers ? [...data.answering_mcp_servers] : null)
  ctx.setArtifact(ArtifactKeys.ANSWERING_MODEL_STR, answeringDisplay(ctx))
  ctx.setArtifact(ArtifactKeys.TRACE_MESSAGES, data.trace_messages ? data.trace_messages.map(toChatMessage) : null)
  const tracker = new UsageTracker()
  if (data.usage_metadata) tracker.track('answer_generation', data.usage_metadata, answeringDisplay(ctx))
  if (data.agent_metrics) tracker.setAgentMetrics(structuredClone(data.agent_metrics))
  ctx.setArtifact(ArtifactKeys.USAGE_TRACKER, tracker)
  const conversation = data.conversation_context?.map(toChatMessage)
  ctx.setArtifact(
    ArtifactKeys.CONVERSATION_CONTEXT,
    conversation ?? [...(ctx.getArtifact<ChatMessage[]>(ArtifactKeys.CONVERSATION_HISTORY) ?? []), { role: 'user', content: ctx.questionText }],
  )
}
