import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from '../../utils/lazy-node/fs.js'
import { tmpdir } from '../../utils/lazy-node/os.js'
import path from 'node:path'
import { agentTierOf } from '../../config/interfaces.js'
import type { AgentResult, JsonSchema } from '../../llm/ports.js'
import { assemblePrompt } from '../../prompts/assemble-prompt.js'
import { buildInvestigationPrompt } from '../../prompts/agentic-parsing.js'
import { workspaceTools } from '../../workspace-tools/workspace-tools.js'
import { ArtifactKeys } from '../artifact-keys.js'
import { callOptions, parsingDisplay } from '../stages/stage-support.js'
import type { TaskContext } from '../task-settings.js'
import { safeName } from '../workspace/resolve-workspace.js'

/** The investigation outlived `agentic_parsing_timeout`. */
export class InvestigationTimeout extends Error {
  override readonly name = 'InvestigationTimeout'
}

/** What an investigation produced. */
export interface Investigation {
  trace: string
  limitReached: boolean
}

/**
 * Writes the answering trace where the judge can read it: `<workspace>/traces/<question>[_turn<n>]_trace.txt`,
 * or a temporary directory without a workspace. Returns the file and how to remove what was written.
 */
function materializeTrace(ctx: TaskContext, workspace: string | null, trace: string): { file: string; remove: () => void } {
  const dir = workspace === null ? mkdtempSync(path.join(tmpdir(), 'karenina_traces_')) : path.join(workspace, 'traces')
  mkdirSync(dir, { recursive: true })
  const turn = ctx.settings.scenario.turn
  const file = path.join(dir, `${safeName(ctx.questionId)}${turn === null ? '' : `_turn${turn}`}_trace.txt`)
  writeFileSync(file, trace, 'utf8')
  return { file, remove: () => rmSync(workspace === null ? dir : file, { recursive: true, force: true }) }
}

/**
 * Step 1 of agentic parsing (spec 02 §9.2): the parsing model investigates as an agent, in the workspace,
 * with the spec's prompt. A deep agent (`claude_agent_sdk`) works in the workspace with its own tools; a
 * tool-loop agent (OpenAI, Anthropic) gets the read-only workspace tools. Throws what the agent threw
 * (an {@link InvestigationTimeout} on `agentic_parsing_timeout`).
 */
export async function investigate(ctx: TaskContext, jsonSchema: JsonSchema, screeningReasoning: string | null): Promise<Investigation> {
  const { options, parsingModel } = ctx.settings
  const ports = await ctx.settings.ports.parsing()
  if (ports.agent === undefined) throw new Error(`interface ${parsingModel.interface} has no agent port`)
  const workspace = ctx.getArtifact<string>(ArtifactKeys.WORKSPACE_PATH) ?? null
  const mode = options.agenticJudgeContext
  const traceInContext = mode !== 'workspace_only'
  const raw = ctx.getArtifact<string>(ArtifactKeys.RAW_LLM_RESPONSE) ?? null
  const deep = agentTierOf(parsingModel.interface) === 'deep_agent'
  const materialized = traceInContext && options.agenticParsingMaterializeTrace && raw !== null ? materializeTrace(ctx, workspace, raw) : null
  try {
    const prompt = buildInvestigationPrompt({
      question: ctx.questionText,
      jsonSchema,
      codeExecution: deep,
      partialTimeout: ctx.getResultField<boolean>(ArtifactKeys.RESPONSE_TIMEOUT_PARTIAL) === true && raw !== null,
      traceInContext,
      trace: raw,
      traceFile: materialized?.file ?? null,
      workspace: mode === 'trace_only' ? null : workspace,
      screeningReasoning,
    })
    const messages = assemblePrompt(prompt, { interface: parsingModel.interface, promptConfig: options.promptConfig })
    const timeoutMs = options.agenticParsingTimeout * 1000
    const timeout = AbortSignal.timeout(timeoutMs)
    const signal = ctx.signal ? AbortSignal.any([ctx.signal, timeout]) : timeout
    // Tool-loop agents read files through our confined tools; a trace file outside the workspace is readable
    // through a second tool set only when there is no workspace (its temp directory becomes the root).
    const toolRoot = workspace ?? (materialized ? path.dirname(materialized.file) : null)
    let result: AgentResult
    try {
      result = await ports.agent.run(
        {
          messages,
          tools: deep || toolRoot === null ? [] : workspaceTools(toolRoot),
          maxTurns: options.agenticParsingMaxTurns,
          question: { id: ctx.questionId, text: ctx.questionText },
          ...(workspace !== null ? { workspacePath: workspace } : {}),
        },
        { ...callOptions(ctx), signal },
      )
    } catch (error) {
      if (timeout.aborted && !ctx.signal?.aborted) throw new InvestigationTimeout(`investigation timed out after ${options.agenticParsingTimeout} s`, { cause: error })
      throw error
    }
    if (!result.usageUnavailable) ctx.usageTracker().track('agentic_parsing_investigation', result.usage, parsingDisplay(ctx))
    return { trace: result.rawTrace, limitReached: result.recursionLimitReached }
  } finally {
    if (materialized !== null && !options.agenticParsingPersistTrace) {
      try {
        materialized.remove()
      } catch (error) {
        ctx.addWarning(`Failed to clean up materialized trace file: ${materialized.file} (${error instanceof Error ? error.message : String(error)})`)
      }
    }
  }
}
