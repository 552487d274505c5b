import { coerceLaxBool, describeReceived } from '../../compat/pydantic-lax.js'
import { modelIdentityOf } from '../../config/model-config.js'
import type { ErrorCategory } from '../../errors/error-category.js'
import { classifyError } from '../../llm/classify-error.js'
import type { AgentPort, AgentRequest, AgentResult, CallOptions, ChatMessage, ModelPorts } from '../../llm/ports.js'
import { agentTierOf, type InterfaceName } from '../../config/interfaces.js'
import { workspaceTools } from '../../workspace-tools/workspace-tools.js'
import { isUsageEmpty, type CallUsage } from '../../llm/usage.js'
import { parsePrompt, type PromptCallOptions } from '../../prompts/assemble-prompt.js'
import type { TaskPrompt } from '../../prompts/task-prompt.js'
import { modelDisplayString, type ModelIdentity } from '../../config/model-identity.js'
import { computeResultId } from '../../results/result-id.js'
import { ArtifactKeys } from '../artifact-keys.js'
import type { CheckOutcome } from '../stage.js'
import { formatLocalTimestamp } from '../orchestrator.js'
import { isRecord } from '../../utils/is-record.js'
import type { TaskContext } from '../task-settings.js'
import type { UsageStage } from '../usage-tracker.js'

/** Python's `f"{type(e).__name__}: {e}"`. */
export function errorLabel(error: unknown): string {
  return error instanceof Error ? `${error.name}: ${error.message}` : String(error)
}

/** The message of a thrown value. */
export function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error)
}

/** The error category of a thrown value, with the task's custom error patterns. */
export function classifyTaskError(ctx: TaskContext, error: unknown): ErrorCategory {
  return classifyError(error, ctx.settings.options.customErrorPatterns)
}

/** Per-call options: the task's signal, and retries counted into `retry_counts`. */
export function callOptions(ctx: TaskContext): CallOptions {
  const onModelCall = ctx.settings.onModelCall
  return {
    ...(ctx.signal ? { signal: ctx.signal } : {}),
    onRetry: (attempt) => ctx.settings.retryTracker.record(attempt),
    onAttempt:
      onModelCall &&
      (({ attempt, timeoutMs }) => {
        // The stage running now is the one making the call; only GenerateAnswer calls the answering model.
        const stage = ctx.lastRunStage ?? 'unknown'
        const answering = stage === 'GenerateAnswer'
        const model = answering ? answeringIdentity(ctx) : parsingIdentity(ctx)
        return onModelCall({ role: answering ? 'answering' : 'judge', model: `${model.interface}:${model.model_name}`, stage, attempt, timeoutMs })
      }),
  }
}

/**
 * An agent run of the task (the answering agent, a judge's investigation), stopped by the task's signal or after
 * `timeoutMs`. A run the timeout stopped throws `onTimeout(cause)` when given, else what the agent threw.
 */
export async function runAgentWithTimeout(
  ctx: TaskContext,
  agent: AgentPort,
  request: AgentRequest,
  timeoutMs: number,
  onTimeout?: (cause: unknown) => Error,
): Promise<AgentResult> {
  const timeout = AbortSignal.timeout(timeoutMs)
  const signal = ctx.signal ? AbortSignal.any([ctx.signal, timeout]) : timeout
  try {
    return await agent.run(request, { ...callOptions(ctx), signal })
  } catch (error) {
    if (onTimeout && timeout.aborted && !ctx.signal?.aborted) throw onTimeout(error)
    throw error
  }
}

/**
 * A judge's investigation as an agent (agentic parsing, agentic traits): a deep agent works in `workspace` with its
 * own tools, a tool-loop agent gets the read-only workspace tools confined to `toolRoot`.
 */
export function runJudgeAgent(
  ctx: TaskContext,
  ports: ModelPorts,
  iface: string,
  run: { messages: ChatMessage[]; toolRoot: string | null; workspace: string | null; maxTurns: number; timeoutMs: number },
  onTimeout?: (cause: unknown) => Error,
): Promise<AgentResult> {
  if (ports.agent === undefined) throw new Error(`interface ${iface} has no agent port`)
  const deep = agentTierOf(iface as InterfaceName) === 'deep_agent'
  const request: AgentRequest = {
    messages: run.messages,
    tools: deep || run.toolRoot === null ? [] : workspaceTools(run.toolRoot),
    maxTurns: run.maxTurns,
    question: { id: ctx.questionId, text: ctx.questionText },
    ...(run.workspace !== null ? { workspacePath: run.workspace } : {}),
  }
  return runAgentWithTimeout(ctx, ports.agent, request, run.timeoutMs, onTimeout)
}

/** The prompt-call options of the task's judge (the parsing model). */
export function judgeCall(ctx: TaskContext): PromptCallOptions {
  const { parsingModel, options } = ctx.settings
  return {
    interface: parsingModel.interface,
    promptConfig: options.promptConfig,
    question: { id: ctx.questionId, text: ctx.questionText },
    callOptions: callOptions(ctx),
  }
}

/** Adds a judge call's usage to the task's tracker under `stage` (an empty record is no call). */
export function trackJudgeUsage(ctx: TaskContext, stage: UsageStage, usage: CallUsage): void {
  if (!isUsageEmpty(usage)) ctx.usageTracker().track(stage, usage, parsingDisplay(ctx))
}

/** The answering model's identity (artifact set by runTask, else built from the config). */
export function answeringIdentity(ctx: TaskContext): ModelIdentity {
  return ctx.getArtifact<ModelIdentity>(ArtifactKeys.ANSWERING_MODEL_IDENTITY) ?? modelIdentityOf(ctx.settings.answeringModel, 'answering')
}

/** The parsing model's identity (artifact set by runTask, else built from the config). */
export function parsingIdentity(ctx: TaskContext): ModelIdentity {
  return ctx.getArtifact<ModelIdentity>(ArtifactKeys.PARSING_MODEL_IDENTITY) ?? modelIdentityOf(ctx.settings.parsingModel, 'parsing')
}

/** The task's timestamp (set by the orchestrator when the task starts). */
export function taskTimestamp(ctx: TaskContext): string {
  return ctx.getResultField<string>(ArtifactKeys.TIMESTAMP) ?? formatLocalTimestamp(ctx.now())
}

/** The result id FinalizeResult will write (04 §2.2); known from the task's start, so workspaces can be named by it. */
export function taskResultId(ctx: TaskContext): string {
  const { scenario, replicate } = ctx.settings
  return computeResultId({
    questionId: ctx.questionId,
    answering: answeringIdentity(ctx),
    parsing: parsingIdentity(ctx),
    timestamp: taskTimestamp(ctx),
    replicate,
    scenarioId: scenario.id,
    scenarioNode: scenario.node,
    scenarioTurn: scenario.turn,
  })
}

/** Display strings (`interface:model`) of the answering and parsing models. */
export function answeringDisplay(ctx: TaskContext): string {
  return modelDisplayString(answeringIdentity(ctx))
}

export function parsingDisplay(ctx: TaskContext): string {
  return modelDisplayString(parsingIdentity(ctx))
}

/** Shared guard of ParseTemplate and VerifyTemplate: no error (or a scorable partial timeout), no recursion. */
export function canScore(ctx: TaskContext): boolean {
  const allow = ctx.settings.options.allowPartialTraceScoring
  const partial = ctx.getArtifact(ArtifactKeys.RESPONSE_TIMEOUT_PARTIAL) === true
  return (
    (ctx.error === null || ctx.canScorePartialTimeout(allow)) &&
    ctx.getArtifact(ArtifactKeys.RECURSION_LIMIT_REACHED) !== true &&
    !(partial && !allow) &&
    ctx.getArtifact(ArtifactKeys.ABSTENTION_DETECTED) !== true
  )
}

/** Shared guard of the three parse stages (7a, 7b, 7c): scorable, a valid trace judged sufficient, an answer to fill. */
export function canParse(ctx: TaskContext): boolean {
  return (
    canScore(ctx) &&
    ctx.getArtifact(ArtifactKeys.TRACE_VALIDATION_FAILED) !== true &&
    !isVerdictOnlyReplay(ctx) &&
    ctx.getArtifact(ArtifactKeys.SUFFICIENCY_DETECTED) !== false &&
    ctx.getArtifact(ArtifactKeys.RAW_LLM_RESPONSE) !== null &&
    ctx.getArtifact(ArtifactKeys.ANSWER) !== null
  )
}

/** A replay entry that recorded a verdict but no parsed fields: parsing is skipped (spec 02 §4.8). */
function isVerdictOnlyReplay(ctx: TaskContext): boolean {
  const entry = ctx.getArtifact<{ verify_result: boolean | null; parsed_answer_fields: unknown }>(ArtifactKeys.REPLAY_ENTRY)
  return entry !== null && entry.verify_result !== null && entry.parsed_answer_fields === null
}

/**
 * The lenient reading of a check reply (spec 06 §8.5): the primary key as a Pydantic-lax boolean (absent →
 * `fallback`), `reasoning` defaulting to "No reasoning provided". Anything but a JSON object is rejected.
 */
function checkReplyValidator(key: string, fallback: boolean) {
  return (raw: unknown) => {
    if (!isRecord(raw)) throw new Error(`expected a JSON object with "reasoning" and "${key}", received ${describeReceived(raw)}`)
    let value = fallback
    if (Object.hasOwn(raw, key)) {
      const coerced = coerceLaxBool(raw[key])
      if (!coerced.ok) throw new Error(`"${key}": expected a boolean, received ${describeReceived(raw[key])}`)
      value = coerced.value
    }
    const reasoning = typeof raw.reasoning === 'string' ? raw.reasoning : 'No reasoning provided'
    return { value, reasoning }
  }
}

/**
 * One check call through the parsing model's ParserPort (temperature forced by the prompt), its usage tracked
 * under `usageStage`. A call that fails (no port, no valid reply) is not the task's error: the check is recorded
 * as not performed, with the verdict `fallback` and a warning.
 */
export async function askCheckJudge(ctx: TaskContext, prompt: () => TaskPrompt, key: string, fallback: boolean, usageStage: UsageStage): Promise<CheckOutcome> {
  const schemaName = usageStage === 'abstention_check' ? 'AbstentionResult' : 'SufficiencyResult'
  try {
    const request = prompt()
    const { parser } = await ctx.settings.ports.parsing()
    const result = await parsePrompt(parser, request, { schemaName, validate: checkReplyValidator(key, fallback) }, judgeCall(ctx))
    trackJudgeUsage(ctx, usageStage, result.usage)
    return { detected: result.value.value, performed: true, reasoning: result.value.reasoning }
  } catch (error) {
    if (ctx.signal?.aborted) throw error
    ctx.addWarning(`${usageStage === 'abstention_check' ? 'Abstention' : 'Sufficiency'} check failed: ${errorMessage(error)}`)
    return { detected: fallback, performed: false, reasoning: null }
  }
}
