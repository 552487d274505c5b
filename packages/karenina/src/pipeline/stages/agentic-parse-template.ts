import { mkdirSync, mkdtempSync, rmSync, tmpdir, writeFileSync } from '../../utils/lazy-node.js'
import path from 'node:path'
import { agentTierOf } from '../../config/interfaces.js'
import type { JsonSchema, ParserPort } from '../../llm/ports.js'
import { stripMarkdownFences } from '../../parsing/json-recovery.js'
import { isRecord } from '../../utils/is-record.js'
import { assemblePrompt, parsePrompt } from '../../prompts/assemble-prompt.js'
import { buildExtractionPrompt, buildInvestigationPrompt } from '../../prompts/agentic-parsing.js'
import { parseJudgeOutput, type ParsedJudgeOutput } from '../../template/judge-output.js'
import type { Template, TemplateInput } from '../../template/template.js'
import { extractFinalAiMessage } from '../../trace/final-message.js'
import { ArtifactKeys } from '../artifact-keys.js'
import { BaseStage } from '../stage.js'
import type { TaskContext, TaskSettings } from '../task-settings.js'
import { safeName } from '../workspace/resolve-workspace.js'
import { canParse, classifyTaskError, errorLabel, errorMessage, judgeCall, parsingDisplay, runJudgeAgent, trackJudgeUsage } from './stage-support.js'
import type { AnswerClass } from './validate-template.js'

/**
 * Stage 7b (spec 02 §9.2): instead of reading the answer, the parsing model investigates what the
 * answering agent left in its workspace (and/or its trace, per `agentic_judge_context`) as an agent, then
 * a parser call maps the investigation's report into the template. Runs when 7a would.
 */
export class AgenticParseTemplateStage extends BaseStage<TaskSettings> {
  readonly name = 'AgenticParseTemplate'
  override readonly requires = [ArtifactKeys.RAW_ANSWER, ArtifactKeys.ANSWER, ArtifactKeys.RAW_LLM_RESPONSE]
  override readonly produces = [
    ArtifactKeys.PARSED_ANSWER,
    ArtifactKeys.PARSING_MODEL_STR,
    ArtifactKeys.TEMPLATE_EVALUATOR,
    ArtifactKeys.DEEP_JUDGMENT_PERFORMED,
    // Read by DeepJudgmentAutoFail, which then does nothing (no deep judgment ran).
    ArtifactKeys.ATTRIBUTES_WITHOUT_EXCERPTS,
    ArtifactKeys.INVESTIGATION_TRACE,
    ArtifactKeys.AGENTIC_PARSING_PERFORMED,
  ]

  override shouldRun(ctx: TaskContext): boolean {
    return ctx.settings.options.agenticParsing && canParse(ctx)
  }

  async execute(ctx: TaskContext): Promise<void> {
    await agenticParse(ctx, ctx.getArtifact<AnswerClass>(ArtifactKeys.ANSWER)!)
  }
}

/** The judge output with the report's `_unanswered_fields` added (those fields become null). */
function withUnanswered(raw: unknown, unanswered: readonly string[]): unknown {
  if (unanswered.length === 0 || !isRecord(raw)) return raw
  const own = Array.isArray(raw._unanswered_fields) ? raw._unanswered_fields : []
  return { ...raw, _unanswered_fields: [...own, ...unanswered] }
}

/** Step 2: the parser maps the bounded report into the template (relaxed validation, then the strict rebuild). */
async function extract(ctx: TaskContext, parser: ParserPort, answer: AnswerClass, report: string): Promise<ParsedJudgeOutput> {
  const template = answer.template
  const jsonSchema = template.judgeSchema()
  const unanswered = unansweredFieldsOf(reportObject(report), template)
  const validate = (raw: unknown) => parseJudgeOutput(template, withUnanswered(raw, unanswered), { compat: ctx.settings.options.compat })
  const prompt = buildExtractionPrompt(report, jsonSchema)
  const parsed = await parsePrompt(parser, prompt, { schema: jsonSchema, schemaName: template.name, validate }, judgeCall(ctx))
  trackJudgeUsage(ctx, 'agentic_parsing_extraction', parsed.usage)
  return parsed.value
}

/** Local recovery: the report's own JSON object, validated like a judge output (no model call). */
function recoverLocally(ctx: TaskContext, answer: AnswerClass, report: string): ParsedJudgeOutput {
  const data = reportObject(report)
  if (data === null) throw new Error('no JSON object found in the investigation report')
  return parseJudgeOutput(answer.template, data, { compat: ctx.settings.options.compat })
}

/**
 * AgenticParseTemplate's work (spec 02 §9.2), also run by DynamicParseTemplate when it escalates: the
 * investigation, then the extraction with local JSON recovery as the fallback. Writes every artifact and
 * result field of the spec; a failure marks the task's error. Returns whether a parsed answer was stored.
 */
export async function agenticParse(ctx: TaskContext, answer: AnswerClass, escalation: { screeningReasoning: string | null } | null = null): Promise<boolean> {
  // DynamicParseTemplate's escalation words its errors "Dynamic agentic …", as Karenina does.
  const label = escalation === null ? 'Agentic' : 'Dynamic agentic'
  const screeningReasoning = escalation?.screeningReasoning ?? null
  const display = parsingDisplay(ctx)
  ctx.setArtifact(ArtifactKeys.PARSING_MODEL_STR, display)
  let parser: ParserPort
  let investigation
  try {
    parser = (await ctx.settings.ports.parsing()).parser
    investigation = await investigate(ctx, answer.template.judgeSchema(), screeningReasoning)
  } catch (error) {
    const category = error instanceof InvestigationTimeout ? 'timeout' : classifyTaskError(ctx, error)
    ctx.markError(`${label} investigation failed: ${errorLabel(error)}`, { category })
    return false
  }
  ctx.setArtifactAndResult(ArtifactKeys.INVESTIGATION_TRACE, investigation.trace)
  if (investigation.limitReached) {
    ctx.markError(`${label} investigation hit the turn limit before producing a reliable report`, { category: 'permanent' })
    return false
  }
  const report = prepareExtractionInput(investigation.trace)
  let parsed: ParsedJudgeOutput
  try {
    parsed = await extract(ctx, parser, answer, report)
  } catch (error) {
    const parserError = errorMessage(error)
    ctx.setResultField(ArtifactKeys.AGENTIC_EXTRACTION_ERROR, parserError)
    try {
      parsed = recoverLocally(ctx, answer, report)
    } catch (recovery) {
      ctx.markError(`${label} extraction failed: ${parserError}; local JSON recovery failed: ${errorMessage(recovery)}`, {
        category: classifyTaskError(ctx, error),
      })
      return false
    }
    ctx.setResultField(ArtifactKeys.AGENTIC_EXTRACTION_RECOVERY, 'local_json')
    ctx.addWarning(`${label} extraction recovered locally after parser error: ${parserError}`)
  }
  const { values, nullFields, extras } = parsed
  ctx.setArtifact(ArtifactKeys.PARSED_ANSWER, answer.instantiate(values as TemplateInput, { nullFields, extras }))
  ctx.setArtifactAndResult(ArtifactKeys.AGENTIC_PARSING_PERFORMED, true)
  ctx.setArtifact(ArtifactKeys.TEMPLATE_EVALUATOR, null)
  ctx.setArtifactAndResult(ArtifactKeys.DEEP_JUDGMENT_PERFORMED, false)
  ctx.setArtifact(ArtifactKeys.ATTRIBUTES_WITHOUT_EXCERPTS, [])
  return true
}

/** The investigation outlived `agentic_parsing_timeout`. */
export class InvestigationTimeout extends Error {
  override readonly name = 'InvestigationTimeout'
}

/** What an investigation produced: its trace, and whether the agent stopped at its turn limit instead of concluding. */
export type Investigation = Awaited<ReturnType<typeof investigate>>

/**
 * Writes the answering trace where a judge can read it: `<workspace>/traces/<fileName>`, or a temporary directory
 * without a workspace. Returns the file and how to remove what was written.
 */
export function materializeTrace(workspace: string | null, fileName: string, trace: string): { file: string; remove: () => void } {
  const dir = workspace === null ? mkdtempSync(path.join(tmpdir(), 'karenina_traces_')) : path.join(workspace, 'traces')
  mkdirSync(dir, { recursive: true })
  const file = path.join(dir, fileName)
  writeFileSync(file, trace, 'utf8')
  return { file, remove: () => rmSync(workspace === null ? dir : file, { recursive: true, force: true }) }
}

/**
 * Step 1 of agentic parsing (spec 02 §9.2): the parsing model investigates as an agent, in the workspace,
 * with the spec's prompt. A deep agent (`claude_agent_sdk`) works in the workspace with its own tools; a
 * tool-loop agent (OpenAI, Anthropic) gets the read-only workspace tools. Throws what the agent threw
 * (an {@link InvestigationTimeout} on `agentic_parsing_timeout`).
 */
export async function investigate(ctx: TaskContext, jsonSchema: JsonSchema, screeningReasoning: string | null) {
  const { options, parsingModel } = ctx.settings
  const ports = await ctx.settings.ports.parsing()
  if (ports.agent === undefined) throw new Error(`interface ${parsingModel.interface} has no agent port`)
  const workspace = ctx.getArtifact<string>(ArtifactKeys.WORKSPACE_PATH) ?? null
  const mode = options.agenticJudgeContext
  const traceInContext = mode !== 'workspace_only'
  const raw = ctx.getArtifact<string>(ArtifactKeys.RAW_LLM_RESPONSE) ?? null
  const deep = agentTierOf(parsingModel.interface) === 'deep_agent'
  // `<question>[_turn<n>]_trace.txt`
  const fileName = `${safeName(ctx.questionId)}${ctx.settings.scenario.turn === null ? '' : `_turn${ctx.settings.scenario.turn}`}_trace.txt`
  const materialized = traceInContext && options.agenticParsingMaterializeTrace && raw !== null ? materializeTrace(workspace, fileName, raw) : null
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
    // Tool-loop agents read files through our confined tools; a trace file outside the workspace is readable
    // through a second tool set only when there is no workspace (its temp directory becomes the root).
    const toolRoot = workspace ?? (materialized ? path.dirname(materialized.file) : null)
    const run = { messages, toolRoot, workspace, maxTurns: options.agenticParsingMaxTurns, timeoutMs: options.agenticParsingTimeout * 1000 }
    const result = await runJudgeAgent(ctx, ports, parsingModel.interface, run, (cause) => {
      return new InvestigationTimeout(`investigation timed out after ${options.agenticParsingTimeout} s`, { cause })
    })
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

/** Karenina's bound on the report handed to the extraction call (spec 02 §9.2 step 2). */
export const MAX_EXTRACTION_REPORT_CHARS = 60_000

/**
 * Bounds a report: at most `max` characters (code points, as Python counts), the head third, a marker
 * naming what was cut, and the tail.
 */
export function truncateExtractionInput(text: string, max = MAX_EXTRACTION_REPORT_CHARS): string {
  const chars = Array.from(text)
  if (chars.length <= max) return text
  const marker = `\n\n[... investigation report truncated; omitted ${chars.length - max} characters ...]\n\n`
  const markerLength = Array.from(marker).length
  if (markerLength >= max) return chars.slice(0, max).join('')
  const head = Math.floor(max / 3)
  const tail = max - head - markerLength
  return `${chars.slice(0, head).join('')}${marker}${chars.slice(chars.length - tail).join('')}`
}

/** The investigation's final AI message (else the whole trace), bounded. */
export function prepareExtractionInput(investigationTrace: string): string {
  const final = extractFinalAiMessage(investigationTrace)
  if (final.error === null && final.message.trim() !== '') return truncateExtractionInput(final.message)
  return truncateExtractionInput(investigationTrace)
}

/** The JSON object of a report or a decision reply (fences stripped), or `null` when there is none. */
export function reportObject(report: string): Record<string, unknown> | null {
  const cleaned = stripMarkdownFences(report)
  if (cleaned === '') return null
  try {
    const data: unknown = JSON.parse(cleaned)
    return isRecord(data) ? data : null
  } catch {
    return null
  }
}

/** Verified field names the report lists in `_unanswered_fields` (other names are ignored). */
export function unansweredFieldsOf(data: Record<string, unknown> | null, template: Template): string[] {
  const raw = data?._unanswered_fields
  if (!Array.isArray(raw)) return []
  const verified = new Set(template.fields.filter((f) => f.verification !== null).map((f) => f.name))
  return raw.filter((name): name is string => typeof name === 'string' && verified.has(name))
}
