import path from 'node:path'
import { pyJsonDumps } from '../../compat/py-json.js'
import { agenticJudgeProblem, agentTierOf, type InterfaceName } from '../../config/interfaces.js'
import type { ModelConfig } from '../../config/model-config.js'
import type { JsonSchema, ModelPorts } from '../../llm/ports.js'
import { resolveModel } from '../../llm/resolve-model.js'
import { assemblePrompt, parsePrompt } from '../../prompts/assemble-prompt.js'
import type { TaskPrompt } from '../../prompts/task-prompt.js'
import { validateSingleBoolean, validateSingleScore } from '../../rubric/rubric-judge.js'
import type { AgenticRubricTrait } from '../../rubric/traits/agentic-trait.js'
import { isTemplateKind, templateKindFields, templateKindRecord } from '../../rubric/traits/template-kind.js'
import { ArtifactKeys } from '../artifact-keys.js'
import { BaseStage } from '../stage.js'
import type { TaskContext, TaskSettings } from '../task-settings.js'
import { safeName } from '../workspace/resolve-workspace.js'
import { materializeTrace, prepareExtractionInput, reportObject, type Investigation } from './agentic-parse-template.js'
import { callOptions, errorMessage, judgeCall, runJudgeAgent } from './stage-support.js'

const includesTrace = (t: AgenticRubricTrait) => t.context_mode !== 'workspace_only'
const includesWorkspace = (t: AgenticRubricTrait) => t.context_mode !== 'trace_only'

interface Outcome {
  scores: Record<string, unknown>
  traces: Record<string, string>
  metadata: Record<string, TemplateExtractionMetadata>
}

/**
 * Stage 11b (spec 02 §9.4): each agentic trait is investigated by an agent (its `model_override`, else the
 * parsing model) in the workspace and/or on the answering trace, then its score is extracted. Strategy
 * `individual` runs one investigation per trait; `shared` one for all traits on the same model. A trait whose
 * model is not `deep_agent` (or, with `agenticToolLoopJudges`, cannot run as an agent) makes the stage throw
 * (an `unexpected_error` result naming question, trait, model setting and interface).
 */
export class AgenticRubricEvaluationStage extends BaseStage<TaskSettings> {
  readonly name = 'AgenticRubricEvaluation'
  override readonly produces = [
    ArtifactKeys.AGENTIC_RUBRIC_EVALUATION_PERFORMED,
    ArtifactKeys.AGENTIC_TRAIT_SCORES,
    ArtifactKeys.AGENTIC_TRAIT_INVESTIGATION_TRACES,
    ArtifactKeys.AGENTIC_TRAIT_EXTRACTION_METADATA,
  ]

  override shouldRun(ctx: TaskContext): boolean {
    return ctx.error === null && (ctx.settings.rubric?.agentic_traits.length ?? 0) > 0
  }

  async execute(ctx: TaskContext): Promise<void> {
    const traits = ctx.settings.rubric!.agentic_traits
    const models = traits.map((t) => t.model_override ?? ctx.settings.parsingModel)
    const toolLoop = { allowed: ctx.settings.options.agenticToolLoopJudges, setting: 'agentic_tool_loop_judges (task option agenticToolLoopJudges): true' }
    traits.forEach((t, i) => {
      const setting = t.model_override !== null ? `its model_override` : 'the parsing model (it has no model_override)'
      const problem = agenticJudgeProblem(models[i]!.interface, 'an agentic rubric trait', toolLoop)
      // As in Karenina, one unfit trait fails the whole stage (an `unexpected_error` result), even a trace_only one.
      if (problem !== null) throw new Error(`question ${JSON.stringify(ctx.questionId)}: agentic trait '${t.name}' is judged by ${setting}: ${problem}`)
    })
    const raw = ctx.getArtifact<string>(ArtifactKeys.RAW_LLM_RESPONSE) ?? null
    const workspace = ctx.getArtifact<string>(ArtifactKeys.WORKSPACE_PATH) ?? null
    const materialized = traits.some((t) => t.materialize_trace) && raw !== null ? materializeTrace(workspace, `${safeName(ctx.questionId)}_trace.txt`, raw) : null
    try {
      const outcome: Outcome = { scores: {}, traces: {}, metadata: {} }
      const sameModel = new Set(models.map((m) => `${m.interface}|${m.model_provider}|${m.model_name}`)).size === 1
      const input = { raw, workspace, traceFile: materialized?.file ?? null }
      if (ctx.settings.options.agenticRubricStrategy === 'shared' && sameModel) await investigateTraits(ctx, traits, true, models[0]!, input, outcome)
      else for (const [i, trait] of traits.entries()) await investigateTraits(ctx, [trait], false, models[i]!, input, outcome)
      ctx.setArtifactAndResult(ArtifactKeys.AGENTIC_RUBRIC_EVALUATION_PERFORMED, true)
      ctx.setArtifactAndResult(ArtifactKeys.AGENTIC_TRAIT_SCORES, outcome.scores)
      ctx.setArtifactAndResult(ArtifactKeys.AGENTIC_TRAIT_INVESTIGATION_TRACES, outcome.traces)
      ctx.setArtifactAndResult(ArtifactKeys.AGENTIC_TRAIT_EXTRACTION_METADATA, Object.keys(outcome.metadata).length > 0 ? outcome.metadata : null)
    } finally {
      if (materialized !== null && !traits.some((t) => t.persist_trace)) materialized.remove()
    }
  }
}

/** The model a trait's agent runs on, with its ports. */
async function portsOf(ctx: TaskContext, model: ModelConfig): Promise<{ model: ModelConfig; ports: ModelPorts }> {
  if (model === ctx.settings.parsingModel) return { model, ports: await ctx.settings.ports.parsing() }
  return { model, ports: await resolveModel(model, { role: 'parsing', env: ctx.settings.env }) }
}

/** Where an investigation looks. */
function scopeOf(traits: readonly AgenticRubricTrait[], workspace: string | null, traceFile: string | null) {
  const trace = traits.some(includesTrace)
  const showWorkspace = workspace !== null && traits.some(includesWorkspace)
  const file = trace && traits.some((t) => t.materialize_trace) ? traceFile : null
  return {
    trace,
    showWorkspace,
    file,
    /** Give the investigator file tools (or, for a deep agent, the workspace as cwd). */
    needsTools: traits.some(includesWorkspace) || workspace !== null || file !== null,
    /** The directory the tools are confined to (the workspace, or the materialized trace's directory). */
    toolRoot: workspace ?? (file !== null ? path.dirname(file) : null),
    workspace,
    maxTurns: Math.max(...traits.map((t) => t.max_turns)),
    timeoutSeconds: Math.max(...traits.map((t) => t.timeout_seconds)),
  }
}

async function extractInto(ctx: TaskContext, model: TraitModel, trait: AgenticRubricTrait, trace: string, outcome: Outcome): Promise<void> {
  try {
    const extraction = await extractTraitScore(ctx, model, trait, trace)
    Object.assign(outcome.scores, extraction.scores)
    if (extraction.metadata !== null) outcome.metadata[trait.name] = extraction.metadata
    if (extraction.metadata?.method === 'failed') ctx.addWarning(`Agentic trait '${trait.name}': extraction failed (${extraction.metadata.parser_error})`)
  } catch (error) {
    Object.assign(outcome.scores, nullScores(trait))
    ctx.addWarning(`Agentic trait '${trait.name}': score extraction failed (${errorMessage(error)})`)
  }
}

/** One investigation of `traits` (one trait, or all with the shared strategy), then each trait's score extraction. */
async function investigateTraits(
  ctx: TaskContext,
  traits: readonly AgenticRubricTrait[],
  shared: boolean,
  modelConfig: ModelConfig,
  input: { raw: string | null; workspace: string | null; traceFile: string | null },
  outcome: Outcome,
): Promise<void> {
  const scope = scopeOf(traits, input.workspace, input.traceFile)
  const label = shared ? 'Agentic traits: shared investigation' : `Agentic trait '${traits[0]!.name}': investigation`
  const fail = (reason: string): void => {
    for (const trait of traits) Object.assign(outcome.scores, nullScores(trait))
    ctx.addWarning(`${label} ${reason}`)
  }
  let model: TraitModel
  let investigation: Investigation
  try {
    model = await portsOf(ctx, modelConfig)
    const capability = capabilityOf(modelConfig, scope)
    const user = investigationUserText(ctx.questionText, scope.trace ? input.raw : null, scope.file, scope.showWorkspace ? scope.workspace : null)
    const prompt = shared ? buildSharedInvestigationPrompt(traits, capability, user) : buildTraitInvestigationPrompt(traits[0]!, capability, user)
    investigation = await runTraitInvestigation(ctx, model, prompt, scope)
  } catch (error) {
    return fail(`failed (${errorMessage(error)})`)
  }
  for (const trait of traits) outcome.traces[trait.name] = investigation.trace
  // A run cut off at max_turns reached no conclusion: its partial trace is kept, but not scored (spec 02 §9.4).
  if (investigation.limitReached) return fail(`reached max_turns (${scope.maxTurns}) before a conclusion`)
  for (const trait of traits) await extractInto(ctx, model, trait, investigation.trace, outcome)
}

type TraitModel = Awaited<ReturnType<typeof portsOf>>
type InvestigationScope = ReturnType<typeof scopeOf>

export function capabilityOf(model: ModelConfig, scope: InvestigationScope): InvestigatorCapability {
  if (!scope.needsTools) return 'text'
  return agentTierOf(model.interface as InterfaceName) === 'deep_agent' ? 'execute' : 'files'
}

/** One investigation: an agent run with tools, or a single LLM call when no tool is needed (trace only). */
export async function runTraitInvestigation(ctx: TaskContext, traitModel: TraitModel, prompt: TaskPrompt, scope: InvestigationScope): Promise<Investigation> {
  const { model, ports } = traitModel
  const messages = assemblePrompt(prompt, { interface: model.interface, promptConfig: ctx.settings.options.promptConfig })
  const question = { id: ctx.questionId, text: ctx.questionText }
  if (!scope.needsTools) return { trace: (await ports.llm.invoke({ messages, question }, callOptions(ctx))).content, limitReached: false }
  const result = await runJudgeAgent(ctx, ports, model.interface, { messages, ...scope, timeoutMs: scope.timeoutSeconds * 1000 })
  return { trace: result.rawTrace, limitReached: result.recursionLimitReached }
}

/** How a template-kind trait's values were obtained (`agentic_trait_extraction_metadata`). */
export interface TemplateExtractionMetadata {
  method: 'local_json' | 'parser_after_local_json_failed' | 'failed'
  local_json_error: string | null
  parser_error: string | null
}

const SCALAR_SCHEMAS: Record<'boolean' | 'score' | 'literal', { name: string; schema: JsonSchema }> = {
  boolean: { name: 'SingleBooleanScore', schema: { type: 'object', properties: { result: { type: 'boolean' } }, required: ['result'] } },
  score: { name: 'SingleNumericScore', schema: { type: 'object', properties: { score: { type: 'integer' } }, required: ['score'] } },
  literal: { name: 'SingleLiteralClassification', schema: { type: 'object', properties: { classification: { type: 'string' } }, required: ['classification'] } },
}

function validateClassification(raw: unknown): string {
  const value = (raw as Record<string, unknown> | null)?.classification
  if (typeof value !== 'string') throw new Error('"classification": expected a string')
  return value
}

/** The extracted score of a trait: boolean, int, literal index (`-1` for an unknown class) or template fields under `trait.field`. */
export interface TraitExtraction {
  scores: Record<string, unknown>
  metadata: TemplateExtractionMetadata | null
}

/**
 * Step 2 for one trait: scalar kinds through one parser call on the investigation report; template kinds from
 * the report's own JSON first (no call), then through the parser. Throws for a scalar kind whose call failed.
 */
export async function extractTraitScore(ctx: TaskContext, traitModel: TraitModel, trait: AgenticRubricTrait, trace: string): Promise<TraitExtraction> {
  const { model, ports } = traitModel
  const parse = <T>(schemaName: string, schema: JsonSchema, validate: (raw: unknown) => T, prompt: TaskPrompt) =>
    parsePrompt(ports.parser, prompt, { schema, schemaName, validate }, { ...judgeCall(ctx), interface: model.interface })
  if (isTemplateKind(trait.kind)) {
    const kind = trait.kind
    const flatten = (record: Record<string, unknown> | null) =>
      Object.fromEntries(templateKindFields(kind).map((f) => [`${trait.name}.${f}`, record?.[f] ?? null]))
    const report = prepareExtractionInput(trace)
    let localError: string
    try {
      // The record as Karenina's `kind_class.model_validate(data).model_dump()` gives it.
      const record = templateKindRecord(kind).validate(reportObject(report) ?? (() => { throw new Error('no JSON object found in the investigation report') })())
      return { scores: flatten(record), metadata: { method: 'local_json', local_json_error: null, parser_error: null } }
    } catch (error) {
      localError = errorMessage(error)
    }
    try {
      const parsed = await parse('TemplateKind', kind.schema, (raw) => templateKindRecord(kind).validate(raw), buildTraitExtractionPrompt(trait, report))
      return { scores: flatten(parsed.value), metadata: { method: 'parser_after_local_json_failed', local_json_error: localError, parser_error: null } }
    } catch (error) {
      return { scores: flatten(null), metadata: { method: 'failed', local_json_error: localError, parser_error: errorMessage(error) } }
    }
  }
  const prompt = buildTraitExtractionPrompt(trait, trace)
  const spec = SCALAR_SCHEMAS[trait.kind as 'boolean' | 'score' | 'literal']
  if (trait.kind === 'boolean') return { scores: { [trait.name]: (await parse(spec.name, spec.schema, validateSingleBoolean, prompt)).value }, metadata: null }
  if (trait.kind === 'score') return { scores: { [trait.name]: (await parse(spec.name, spec.schema, validateSingleScore, prompt)).value }, metadata: null }
  const classification = (await parse(spec.name, spec.schema, validateClassification, prompt)).value
  return { scores: { [trait.name]: Object.keys(trait.classes ?? {}).indexOf(classification) }, metadata: null }
}

/** The null scores of a trait that could not be evaluated. */
export function nullScores(trait: AgenticRubricTrait): Record<string, null> {
  if (isTemplateKind(trait.kind)) return Object.fromEntries(templateKindFields(trait.kind).map((f) => [`${trait.name}.${f}`, null]))
  return { [trait.name]: null }
}

/** What the trait's investigator can do: run commands (deep agent), read files (tool loop), or neither. */
export type InvestigatorCapability = 'execute' | 'files' | 'text'

const CAPABILITY_TEXT: Record<InvestigatorCapability, string> = {
  execute: 'You may inspect files and execute commands in the configured workspace.',
  files: 'You may inspect files, but command execution is not available.',
  text: 'Use only the response text supplied in the prompt.',
}

/** The user text of a trait investigation: question, trace block (or file pointer), workspace line. */
export function investigationUserText(question: string, trace: string | null, traceFile: string | null, workspace: string | null): string {
  const parts = [`Question: ${question}`]
  if (traceFile !== null) parts.push(`\n--- ANSWERING AGENT TRACE ---\nThe full agent trace is saved to: ${traceFile}\nUse file tools (grep, search, read) to examine it.\n--- END TRACE ---`)
  else if (trace) parts.push(`\n--- ANSWERING AGENT TRACE ---\n${trace}\n--- END TRACE ---`)
  if (workspace !== null) parts.push(`\nWorkspace directory: ${workspace}`)
  return parts.join('\n')
}

/** One trait's investigation (task `rubric_agentic_trait_investigation`, spec 06 §5.4). */
export function buildTraitInvestigationPrompt(trait: AgenticRubricTrait, capability: InvestigatorCapability, user: string): TaskPrompt {
  let system =
    'You are an evaluation agent investigating the quality of an LLM response. ' +
    `Your task: ${trait.description}\n\n` +
    `${CAPABILITY_TEXT[capability]}\n\n` +
    'After investigating, summarize your findings clearly. Your investigation ' +
    `trace will be parsed into a ${isTemplateKind(trait.kind) ? 'template' : trait.kind} result.`
  if (isTemplateKind(trait.kind)) {
    system += `\n\nEnd your report with a JSON object matching this schema, with no placeholder values:\n${pyJsonDumps(trait.kind.schema, { indent: 2 })}`
  }
  return { task: 'rubric_agentic_trait_investigation', system, user, context: {}, reply: null }
}

/** The shared strategy's one investigation covering every trait. */
export function buildSharedInvestigationPrompt(traits: readonly AgenticRubricTrait[], capability: InvestigatorCapability, user: string): TaskPrompt {
  const combined = traits.map((t) => `- ${t.name}: ${t.description}`).join('\n')
  const system =
    'You are an evaluation agent investigating the quality of an LLM response. ' +
    `${CAPABILITY_TEXT[capability]}\n\n` +
    'Evaluate ALL of the following criteria:\n' +
    `${combined}\n\n` +
    'After investigating, report your findings for each criterion clearly so scores can be extracted per trait.'
  return { task: 'rubric_agentic_trait_investigation', system, user, context: {}, reply: null }
}

/** A trait's extraction (task `rubric_agentic_trait_extraction`, spec 06 §5.4). */
export function buildTraitExtractionPrompt(trait: AgenticRubricTrait, report: string): TaskPrompt {
  const system = ['You are a structured data extraction assistant. Extract the final evaluation result from the investigation report below.']
  if (trait.kind === 'score') system.push(`\nScore range: ${trait.min_score} to ${trait.max_score}.`)
  else if (trait.kind === 'literal' && trait.classes) system.push(`\nClassify into one of: ${Object.entries(trait.classes).map(([k, v]) => `'${k}': ${v}`).join(', ')}`)
  return { task: 'rubric_agentic_trait_extraction', system: system.join('\n'), user: `Investigation report:\n\n${report}`, context: {}, reply: null }
}
