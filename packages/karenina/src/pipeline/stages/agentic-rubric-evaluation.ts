import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from '../../utils/lazy-node/fs.js'
import { tmpdir } from '../../utils/lazy-node/os.js'
import path from 'node:path'
import { agenticJudgeProblem } from '../../config/interfaces.js'
import type { ModelConfig } from '../../config/model-config.js'
import { resolveModel } from '../../llm/resolve-model.js'
import { buildSharedInvestigationPrompt, buildTraitInvestigationPrompt, investigationUserText } from '../agentic/agentic-rubric-prompts.js'
import type { AgenticRubricTrait } from '../../rubric/traits/agentic-trait.js'
import {
  capabilityOf,
  extractTraitScore,
  nullScores,
  runTraitInvestigation,
  type InvestigationScope,
  type TemplateExtractionMetadata,
  type TraitInvestigation,
  type TraitModel,
} from '../agentic/agentic-trait-evaluator.js'
import { ArtifactKeys } from '../artifact-keys.js'
import { BaseStage } from '../stage.js'
import type { TaskContext, TaskSettings } from '../task-settings.js'
import { safeName } from '../workspace/resolve-workspace.js'

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
    const materialized = traits.some((t) => t.materialize_trace) && raw !== null ? writeTrace(ctx, workspace, raw) : null
    try {
      const outcome: Outcome = { scores: {}, traces: {}, metadata: {} }
      const sameModel = new Set(models.map((m) => `${m.interface}|${m.model_provider}|${m.model_name}`)).size === 1
      if (ctx.settings.options.agenticRubricStrategy === 'shared' && sameModel) await shared(ctx, traits, models[0]!, raw, workspace, materialized?.file ?? null, outcome)
      else for (const [i, trait] of traits.entries()) await individual(ctx, trait, models[i]!, raw, workspace, materialized?.file ?? null, outcome)
      ctx.setArtifactAndResult(ArtifactKeys.AGENTIC_RUBRIC_EVALUATION_PERFORMED, true)
      ctx.setArtifactAndResult(ArtifactKeys.AGENTIC_TRAIT_SCORES, outcome.scores)
      ctx.setArtifactAndResult(ArtifactKeys.AGENTIC_TRAIT_INVESTIGATION_TRACES, outcome.traces)
      ctx.setArtifactAndResult(ArtifactKeys.AGENTIC_TRAIT_EXTRACTION_METADATA, Object.keys(outcome.metadata).length > 0 ? outcome.metadata : null)
    } finally {
      if (materialized !== null && !traits.some((t) => t.persist_trace)) materialized.remove()
    }
  }
}

async function portsOf(ctx: TaskContext, model: ModelConfig): Promise<TraitModel> {
  if (model === ctx.settings.parsingModel) return { model, ports: await ctx.settings.ports.parsing() }
  return { model, ports: await resolveModel(model, { role: 'parsing', env: ctx.settings.env }) }
}

function writeTrace(ctx: TaskContext, workspace: string | null, trace: string): { file: string; remove: () => void } {
  const dir = workspace === null ? mkdtempSync(path.join(tmpdir(), 'karenina_traces_')) : path.join(workspace, 'traces')
  mkdirSync(dir, { recursive: true })
  const file = path.join(dir, `${safeName(ctx.questionId)}_trace.txt`)
  writeFileSync(file, trace, 'utf8')
  return { file, remove: () => rmSync(workspace === null ? dir : file, { recursive: true, force: true }) }
}

function scopeOf(traits: readonly AgenticRubricTrait[], workspace: string | null, traceFile: string | null): InvestigationScope & { trace: boolean; showWorkspace: boolean; file: string | null } {
  const trace = traits.some(includesTrace)
  const showWorkspace = workspace !== null && traits.some(includesWorkspace)
  const file = trace && traits.some((t) => t.materialize_trace) ? traceFile : null
  const needsTools = traits.some(includesWorkspace) || workspace !== null || file !== null
  return {
    trace,
    showWorkspace,
    file,
    needsTools,
    toolRoot: workspace ?? (file !== null ? path.dirname(file) : null),
    workspace,
    maxTurns: Math.max(...traits.map((t) => t.max_turns)),
    timeoutSeconds: Math.max(...traits.map((t) => t.timeout_seconds)),
  }
}

function userText(ctx: TaskContext, scope: ReturnType<typeof scopeOf>, raw: string | null): string {
  return investigationUserText(ctx.questionText, scope.trace ? raw : null, scope.file, scope.showWorkspace ? scope.workspace : null)
}

async function extractInto(ctx: TaskContext, model: TraitModel, trait: AgenticRubricTrait, trace: string, outcome: Outcome): Promise<void> {
  try {
    const extraction = await extractTraitScore(ctx, model, trait, trace)
    Object.assign(outcome.scores, extraction.scores)
    if (extraction.metadata !== null) outcome.metadata[trait.name] = extraction.metadata
    if (extraction.metadata?.method === 'failed') ctx.addWarning(`Agentic trait '${trait.name}': extraction failed (${extraction.metadata.parser_error})`)
  } catch (error) {
    Object.assign(outcome.scores, nullScores(trait))
    ctx.addWarning(`Agentic trait '${trait.name}': score extraction failed (${error instanceof Error ? error.message : String(error)})`)
  }
}

async function individual(ctx: TaskContext, trait: AgenticRubricTrait, modelConfig: ModelConfig, raw: string | null, workspace: string | null, traceFile: string | null, outcome: Outcome): Promise<void> {
  const scope = scopeOf([trait], workspace, traceFile)
  let model: TraitModel
  let investigation: TraitInvestigation
  try {
    model = await portsOf(ctx, modelConfig)
    const prompt = buildTraitInvestigationPrompt(trait, capabilityOf(modelConfig, scope), userText(ctx, scope, raw))
    investigation = await runTraitInvestigation(ctx, model, prompt, scope)
  } catch (error) {
    Object.assign(outcome.scores, nullScores(trait))
    ctx.addWarning(`Agentic trait '${trait.name}': investigation failed (${error instanceof Error ? error.message : String(error)})`)
    return
  }
  outcome.traces[trait.name] = investigation.trace
  // A run cut off at max_turns reached no conclusion: its partial trace is kept, but not scored (spec 02 §9.4).
  if (investigation.limitReached) {
    Object.assign(outcome.scores, nullScores(trait))
    ctx.addWarning(`Agentic trait '${trait.name}': investigation reached max_turns (${scope.maxTurns}) before a conclusion`)
    return
  }
  await extractInto(ctx, model, trait, investigation.trace, outcome)
}

async function shared(ctx: TaskContext, traits: readonly AgenticRubricTrait[], modelConfig: ModelConfig, raw: string | null, workspace: string | null, traceFile: string | null, outcome: Outcome): Promise<void> {
  const scope = scopeOf(traits, workspace, traceFile)
  let model: TraitModel
  let investigation: TraitInvestigation
  try {
    model = await portsOf(ctx, modelConfig)
    investigation = await runTraitInvestigation(ctx, model, buildSharedInvestigationPrompt(traits, capabilityOf(modelConfig, scope), userText(ctx, scope, raw)), scope)
  } catch (error) {
    for (const trait of traits) Object.assign(outcome.scores, nullScores(trait))
    ctx.addWarning(`Agentic traits: shared investigation failed (${error instanceof Error ? error.message : String(error)})`)
    return
  }
  for (const trait of traits) outcome.traces[trait.name] = investigation.trace
  if (investigation.limitReached) {
    for (const trait of traits) Object.assign(outcome.scores, nullScores(trait))
    ctx.addWarning(`Agentic traits: shared investigation reached max_turns (${scope.maxTurns}) before a conclusion`)
    return
  }
  for (const trait of traits) await extractInto(ctx, model, trait, investigation.trace, outcome)
}
