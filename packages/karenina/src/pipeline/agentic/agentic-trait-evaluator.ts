import { agentTierOf, type InterfaceName } from '../../config/interfaces.js'
import type { ModelConfig } from '../../config/model-config.js'
import type { JsonSchema, ModelPorts } from '../../llm/ports.js'
import { assemblePrompt, parsePrompt } from '../../prompts/assemble-prompt.js'
import { buildTraitExtractionPrompt, type InvestigatorCapability } from './agentic-rubric-prompts.js'
import type { TaskPrompt } from '../../prompts/task-prompt.js'
import { validateSingleBoolean, validateSingleScore } from '../../rubric/judge-replies.js'
import type { AgenticRubricTrait } from '../../rubric/traits/agentic-trait.js'
import { templateKindRecord } from '../../rubric/traits/template-kind-record.js'
import { isTemplateKind, templateKindFields, type TemplateKind } from '../../rubric/traits/template-kind.js'
import { workspaceTools } from '../../workspace-tools/workspace-tools.js'
import { callOptions, errorMessage, judgeCall } from '../stages/stage-support.js'
import type { TaskContext } from '../task-settings.js'
import { prepareExtractionInput, reportObject } from './extraction-input.js'

/** The model a trait's agent runs on, with its ports. */
export interface TraitModel {
  model: ModelConfig
  ports: ModelPorts
}

/** Where an investigation looks. */
export interface InvestigationScope {
  /** Give the investigator file tools (or, for a deep agent, the workspace as cwd). */
  needsTools: boolean
  /** The directory the tools are confined to (the workspace, or the materialized trace's directory). */
  toolRoot: string | null
  workspace: string | null
  maxTurns: number
  timeoutSeconds: number
}

export function capabilityOf(model: ModelConfig, scope: InvestigationScope): InvestigatorCapability {
  if (!scope.needsTools) return 'text'
  return agentTierOf(model.interface as InterfaceName) === 'deep_agent' ? 'execute' : 'files'
}

/** An investigation's trace, and whether the agent stopped at `max_turns` instead of concluding. */
export interface TraitInvestigation {
  trace: string
  limitReached: boolean
}

/** One investigation: an agent run with tools, or a single LLM call when no tool is needed (trace only). */
export async function runTraitInvestigation(ctx: TaskContext, traitModel: TraitModel, prompt: TaskPrompt, scope: InvestigationScope): Promise<TraitInvestigation> {
  const { model, ports } = traitModel
  const messages = assemblePrompt(prompt, { interface: model.interface, promptConfig: ctx.settings.options.promptConfig })
  const question = { id: ctx.questionId, text: ctx.questionText }
  if (!scope.needsTools) return { trace: (await ports.llm.invoke({ messages, question }, callOptions(ctx))).content, limitReached: false }
  if (ports.agent === undefined) throw new Error(`interface ${model.interface} has no agent port`)
  const timeout = AbortSignal.timeout(scope.timeoutSeconds * 1000)
  const signal = ctx.signal ? AbortSignal.any([ctx.signal, timeout]) : timeout
  const deep = agentTierOf(model.interface as InterfaceName) === 'deep_agent'
  const result = await ports.agent.run(
    {
      messages,
      tools: deep || scope.toolRoot === null ? [] : workspaceTools(scope.toolRoot),
      maxTurns: scope.maxTurns,
      question,
      ...(scope.workspace !== null ? { workspacePath: scope.workspace } : {}),
    },
    { ...callOptions(ctx), signal },
  )
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

/** A template kind's record as Karenina's `kind_class.model_validate(data).model_dump()` gives it. */
function templateRecord(kind: TemplateKind, raw: unknown): Record<string, unknown> {
  return templateKindRecord(kind).validate(raw)
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
      const record = templateRecord(kind, reportObject(report) ?? (() => { throw new Error('no JSON object found in the investigation report') })())
      return { scores: flatten(record), metadata: { method: 'local_json', local_json_error: null, parser_error: null } }
    } catch (error) {
      localError = errorMessage(error)
    }
    try {
      const parsed = await parse('TemplateKind', kind.schema, (raw) => templateRecord(kind, raw), buildTraitExtractionPrompt(trait, report))
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

