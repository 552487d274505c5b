import { isPythonCompat } from '../../compat/compat-mode.js'
import { parseEnvBoolean, parseEnvInt } from '../../config/env.js'
import { runRubricDeepJudgment } from '../../deep-judgment/rubric-deep-judgment.js'
import { resolveRubricDeepJudgment, type TraitDeepJudgmentSettings } from '../../deep-judgment/rubric-trait-settings.js'
import { KareninaError } from '../../errors/karenina-error.js'
import type { ChatMessage } from '../../llm/ports.js'
import { resolveSearchTool } from '../../llm/search/search-port.js'
import type { CallUsage } from '../../llm/usage.js'
import { evaluateMetricTraits } from '../../rubric/metrics.js'
import { evaluateRubric } from '../../rubric/evaluate-rubric.js'
import { RubricJudgeSession, zodValidator, type RubricJudge, type TraitEvaluationFailure } from '../../rubric/rubric-judge.js'
import { assertNoDynamicConflicts, promotableTraits, promoteDynamicTraits, resolveConceptText, type DynamicRubric } from '../../rubric/dynamic-rubric.js'
import { buildDynamicPresencePrompt, DynamicPresenceReplySchema } from '../../prompts/rubric-traits.js'
import type { FailureCategory } from '../../results/failure.js'
import type { RubricTraitFailure } from '../../results/verdict-input.js'
import { hasNonAgenticTraits, type Rubric } from '../../rubric/rubric.js'
import { prepareEvaluationInput } from '../../trace/final-message.js'
import { ArtifactKeys } from '../artifact-keys.js'
import { BaseStage } from '../stage.js'
import type { TaskContext, TaskSettings } from '../task-settings.js'
import { classifyTaskError, errorMessage, judgeCall, trackJudgeUsage } from './stage-support.js'

// Karenina's parallel invoker settings for sequential trait calls (KARENINA_ASYNC_ENABLED / _MAX_WORKERS).
function sequentialConcurrency(ctx: TaskContext): number {
  const env = ctx.settings.env
  const enabled = env.KARENINA_ASYNC_ENABLED === undefined ? true : parseEnvBoolean(env.KARENINA_ASYNC_ENABLED)
  if (!enabled) return 1
  const workers = env.KARENINA_ASYNC_MAX_WORKERS === undefined ? undefined : parseEnvInt(env.KARENINA_ASYNC_MAX_WORKERS)
  return workers !== undefined && workers > 0 ? workers : 2
}

const RETRY_CATEGORIES: ReadonlySet<string> = new Set(['timeout', 'connection', 'rate_limit', 'server_error'])

/** The failure category of a failed trait evaluation: the retry category that ran out, `parsing`, or `unexpected_error`. */
function traitFailureCategory(ctx: TaskContext, error: unknown): FailureCategory {
  // No error: the judge answered without scoring the trait, a reply as incomplete as an invalid one.
  if (error === null || (KareninaError.isInstance(error) && error.code === 'KARENINA_PARSE_FAILURE')) return 'parsing'
  // A regex or callable trait that threw: its message is not a provider error to classify by wording.
  if (KareninaError.isInstance(error) && error.code === 'KARENINA_CHECK_FAILED') return 'unexpected_error'
  const category = classifyTaskError(ctx, error)
  return RETRY_CATEGORIES.has(category) ? (category as FailureCategory) : 'unexpected_error'
}

function recordFailure(ctx: TaskContext, failure: TraitEvaluationFailure): RubricTraitFailure {
  return { traits: failure.traits, category: traitFailureCategory(ctx, failure.error), message: failure.message }
}

/**
 * Stage 11 (spec 02 §4.12, 03 §6): scores the response against the task's rubric — regex and callable
 * traits locally, LLM traits and metric traits through the parsing model — on the final AI message or the
 * full trace (`use_full_trace_for_rubric`, default). Evaluator failures are not task errors: a trait that
 * could not be scored is recorded in `rubric_trait_failures` (classified at finalize); an evaluation that
 * throws adds the warning `Rubric evaluation failed: …` and stores a null rubric result (compat mode: only
 * that, as Karenina). Runs even when the template failed.
 */
export class RubricEvaluationStage extends BaseStage<TaskSettings> {
  readonly name = 'RubricEvaluation'
  override readonly requires = [ArtifactKeys.RAW_LLM_RESPONSE]
  override readonly produces = [ArtifactKeys.RUBRIC_RESULT, ArtifactKeys.LLM_TRAIT_LABELS, ArtifactKeys.METRIC_CONFUSION_LISTS, ArtifactKeys.METRIC_RESULTS]

  override shouldRun(ctx: TaskContext): boolean {
    if (ctx.error !== null) return false
    if (hasNonAgenticTraits(ctx.settings.dynamicRubric)) return true
    const traceFailed = ctx.getArtifact(ArtifactKeys.TRACE_VALIDATION_FAILED) === true
    return hasNonAgenticTraits(ctx.settings.rubric) && !(traceFailed && !ctx.settings.options.useFullTraceForRubric)
  }

  async execute(ctx: TaskContext): Promise<void> {
    const { settings } = ctx
    const useFullTrace = settings.options.useFullTraceForRubric
    const messages = ctx.getArtifact<ChatMessage[]>(ArtifactKeys.TRACE_MESSAGES)
    const raw = messages && messages.length > 0 ? messages : (ctx.getArtifact<string>(ArtifactKeys.RAW_LLM_RESPONSE) ?? '')
    const input = prepareEvaluationInput(raw, useFullTrace)
    if (input.error !== null) {
      ctx.markError(`Rubric evaluation: ${input.error}`, { category: 'permanent' })
      return
    }

    // The dynamic traits whose concept is present join the rubric before it is evaluated (spec 03 §7).
    if (settings.dynamicRubric !== null && hasNonAgenticTraits(settings.dynamicRubric)) await resolveDynamicRubric(ctx, settings.dynamicRubric, input.input)
    const rubric = settings.rubric

    let rubricResult: Record<string, unknown> | null = null
    let labels: Record<string, string> | null = null
    let confusionLists: Record<string, unknown> | null = null
    let metricResults: Record<string, unknown> | null = null
    const compat = isPythonCompat(settings.options.compat)
    const traitFailures: RubricTraitFailure[] = []
    if (rubric !== null) {
      const judge: RubricJudge = { ...judgeCall(ctx), parser: async () => (await settings.ports.parsing()).parser }
      const onUsage = (usage: CallUsage) => trackJudgeUsage(ctx, 'rubric_evaluation', usage)
      // Deep-judged traits (spec 03 §8) are scored one by one after the standard evaluation of the others.
      const deepJudgment = rubricDeepJudgmentSettings(ctx, rubric)
      try {
        const standardRubric = deepJudgment.size > 0 ? rubricWithoutDeepJudgment(ctx, rubric, deepJudgment) : rubric
        const standard = await evaluateRubric(
          { question: ctx.questionText, answer: input.input, rubric: standardRubric, groundTruth: settings.rawAnswer },
          {
            judge,
            strategy: settings.options.rubricEvaluationStrategy,
            callableRegistry: settings.callableRegistry ?? null,
            concurrency: sequentialConcurrency(ctx),
            onWarning: (message) => ctx.addWarning(message),
            onUsage,
            compat: settings.options.compat,
          },
        )
        traitFailures.push(...standard.failures.map((failure) => recordFailure(ctx, failure)))
        // Metric traits run after the others, inside the same guard: a failed batch call skips them too.
        let metrics = null
        if (rubric.metric_traits.length > 0) {
          metrics = await evaluateMetricTraits({ question: ctx.questionText, answer: input.input, traits: rubric.metric_traits }, { judge, onUsage })
        }
        rubricResult = standard.scores
        if (deepJudgment.size > 0) rubricResult = await evaluateRubricDeepJudgment(ctx, rubric, deepJudgment, input.input, standard.scores, onUsage)
        labels = standard.labels
        confusionLists = metrics?.confusionLists ?? null
        metricResults = metrics?.metrics ?? null
      } catch (error) {
        // A cancelled task is not a rubric failure.
        if (ctx.signal?.aborted) throw error
        ctx.addWarning(`Rubric evaluation failed: ${errorMessage(error)}`)
        const unscored = [...rubric.llm_traits, ...rubric.metric_traits].map((t) => t.name)
        if (!compat && unscored.length > 0) traitFailures.push(recordFailure(ctx, { traits: unscored, message: errorMessage(error), error }))
      }
    }
    ctx.setArtifact(ArtifactKeys.RUBRIC_TRAIT_FAILURES, traitFailures.length > 0 ? traitFailures : null)
    ctx.setArtifact(ArtifactKeys.RUBRIC_RESULT, rubricResult)
    ctx.setArtifactAndResult(ArtifactKeys.LLM_TRAIT_LABELS, labels)
    ctx.setArtifact(ArtifactKeys.METRIC_CONFUSION_LISTS, confusionLists)
    ctx.setArtifact(ArtifactKeys.METRIC_RESULTS, metricResults)
    ctx.setResultField(ArtifactKeys.VERIFY_RUBRIC, rubricResult)
    ctx.setResultField(ArtifactKeys.METRIC_TRAIT_CONFUSION_LISTS, confusionLists)
    ctx.setResultField(ArtifactKeys.METRIC_TRAIT_METRICS, metricResults)
    ctx.setResultField(ArtifactKeys.RUBRIC_EVALUATION_STRATEGY, settings.options.rubricEvaluationStrategy)
  }
}

/**
 * Dynamic rubric resolution (spec 03 §7): one presence-check call over the non-agentic dynamic traits (their
 * concept texts) on the rubric evaluation input; present traits (kept by `rubricTraitNames`, when set) are
 * appended to the task's rubric with provenance `"dynamic"`, the others recorded as skipped with the reason.
 * A failed or unusable check leaves every trait absent (with a warning saying so). A dynamic trait named like
 * a static one throws: the orchestrator records the task as an error.
 */
async function resolveDynamicRubric(ctx: TaskContext, dynamic: DynamicRubric, answer: string): Promise<void> {
  const { settings } = ctx
  assertNoDynamicConflicts(settings.rubric, dynamic)
  const candidates = promotableTraits(dynamic)
  let present = new Set<string>()
  try {
    const judge: RubricJudge = { ...judgeCall(ctx), parser: async () => (await settings.ports.parsing()).parser }
    const session = new RubricJudgeSession(judge, (usage) => trackJudgeUsage(ctx, 'dynamic_rubric_presence_check', usage))
    const prompt = buildDynamicPresencePrompt(candidates.map(({ trait }) => ({ name: trait.name, concept: resolveConceptText(trait) })), answer)
    const reply = await session.ask(prompt, 'DynamicPresenceCheck', zodValidator(DynamicPresenceReplySchema))
    present = new Set(reply.results.filter((r) => r.present).map((r) => r.trait_name))
  } catch (error) {
    if (ctx.signal?.aborted) throw error
    ctx.addWarning(`Dynamic rubric presence check failed: ${errorMessage(error)}; every dynamic trait was treated as absent`)
  }
  const filter = settings.rubricTraitNames ?? null
  const promoted: typeof candidates = []
  const skipped: Record<string, string> = {}
  for (const candidate of candidates) {
    const name = candidate.trait.name
    if (!present.has(name)) skipped[name] = 'concept not present in response'
    else if (filter !== null && !filter.includes(name)) skipped[name] = 'excluded by rubric_trait_names filter'
    else promoted.push(candidate)
  }
  if (promoted.length > 0) {
    const merged = promoteDynamicTraits(settings.rubric, settings.traitProvenance ?? null, promoted)
    settings.rubric = merged.rubric
    settings.traitProvenance = merged.provenance
  }
  const promotedNames = promoted.length > 0 ? promoted.map(({ trait }) => trait.name) : null
  ctx.setArtifactAndResult(ArtifactKeys.DYNAMIC_RUBRIC_PROMOTED_TRAITS, promotedNames)
  ctx.setArtifactAndResult(ArtifactKeys.DYNAMIC_RUBRIC_SKIPPED_TRAITS, Object.keys(skipped).length > 0 ? skipped : null)
}

/** The LLM traits of the task's rubric that get deep judgment, with their resolved settings (spec 03 §4). */
export function rubricDeepJudgmentSettings(ctx: TaskContext, rubric: Rubric): Map<string, TraitDeepJudgmentSettings> {
  const { options } = ctx.settings
  return resolveRubricDeepJudgment(rubric.llm_traits, {
    mode: options.deepJudgmentRubricMode,
    globalExcerpts: options.deepJudgmentRubricGlobalExcerpts,
    maxExcerptsDefault: options.deepJudgmentRubricMaxExcerptsDefault,
    fuzzyThresholdDefault: options.deepJudgmentRubricFuzzyMatchThresholdDefault,
    retryAttemptsDefault: options.deepJudgmentRubricExcerptRetryAttemptsDefault,
    custom: options.deepJudgmentRubricConfig,
    questionId: ctx.questionId,
    fallback: {
      maxExcerpts: options.deepJudgmentMaxExcerptsPerAttribute,
      fuzzyThreshold: options.deepJudgmentFuzzyMatchThreshold,
      retryAttempts: options.deepJudgmentExcerptRetryAttempts,
    },
  })
}

/**
 * The rubric the standard evaluator scores next to deep judgment: the LLM traits without deep judgment, plus
 * regex and callable traits. Compat mode reproduces Karenina, which drops regex and callable traits from
 * the evaluation whenever a trait is deep-judged (metric traits are evaluated separately either way).
 */
export function rubricWithoutDeepJudgment(ctx: TaskContext, rubric: Rubric, deepJudged: ReadonlyMap<string, unknown>): Rubric {
  const compat = isPythonCompat(ctx.settings.options.compat)
  return {
    ...rubric,
    llm_traits: rubric.llm_traits.filter((t) => !deepJudged.has(t.name)),
    regex_traits: compat ? [] : rubric.regex_traits,
    callable_traits: compat ? [] : rubric.callable_traits,
    metric_traits: [],
    agentic_traits: [],
  }
}

/**
 * RubricEvaluation's deep-judgment path (spec 03 §8): deep-judges the selected traits one by one on the
 * rubric evaluation input, records the `deep_judgment_rubric` result fields, and returns the merged scores
 * (standard scores win on a name clash).
 */
export async function evaluateRubricDeepJudgment(
  ctx: TaskContext,
  rubric: Rubric,
  settings: ReadonlyMap<string, TraitDeepJudgmentSettings>,
  answer: string,
  standardScores: Record<string, unknown>,
  onUsage: (usage: CallUsage) => void,
): Promise<Record<string, unknown>> {
  const { options, env, ports } = ctx.settings
  const { parser, llm } = await ports.parsing()
  const dj = await runRubricDeepJudgment(
    rubric.llm_traits,
    settings,
    { question: ctx.questionText, answer },
    {
      ...judgeCall(ctx),
      parser,
      llm,
      // Rubric traits search with the template deep-judgment tool (spec 03 §4).
      search: () => resolveSearchTool(options.deepJudgmentSearchTool, env),
      compat: options.compat,
      onUsage,
    },
  )
  const risks = Object.keys(dj.hallucinationRisk).length > 0 ? dj.hallucinationRisk : null
  const fields: Record<string, unknown> = {
    [ArtifactKeys.DEEP_JUDGMENT_RUBRIC_PERFORMED]: true,
    [ArtifactKeys.EXTRACTED_RUBRIC_EXCERPTS]: dj.excerpts,
    [ArtifactKeys.RUBRIC_TRAIT_REASONING]: dj.reasoning,
    [ArtifactKeys.DEEP_JUDGMENT_RUBRIC_SCORES]: dj.scores,
    [ArtifactKeys.STANDARD_RUBRIC_SCORES]: standardScores,
    [ArtifactKeys.TRAIT_METADATA]: dj.traitMetadata,
    [ArtifactKeys.TRAITS_WITHOUT_VALID_EXCERPTS]: dj.traitsWithoutValidExcerpts,
    [ArtifactKeys.RUBRIC_HALLUCINATION_RISK_ASSESSMENT]: risks,
    [ArtifactKeys.TOTAL_DEEP_JUDGMENT_MODEL_CALLS]: dj.totalModelCalls,
    [ArtifactKeys.TOTAL_TRAITS_EVALUATED]: dj.totalTraitsEvaluated,
    [ArtifactKeys.TOTAL_EXCERPT_RETRIES]: dj.totalExcerptRetries,
  }
  for (const [key, value] of Object.entries(fields)) ctx.setResultField(key, value)
  return { ...dj.scores, ...standardScores }
}
