import { isPythonCompat } from '../../compat/compat-mode.js'
import { runRubricDeepJudgment } from '../../deep-judgment/rubric-deep-judgment.js'
import { resolveRubricDeepJudgment, type TraitDeepJudgmentSettings } from '../../deep-judgment/rubric-trait-settings.js'
import { resolveSearchTool } from '../../llm/search/search-port.js'
import type { CallUsage } from '../../llm/usage.js'
import type { Rubric } from '../../rubric/rubric.js'
import { ArtifactKeys } from '../artifact-keys.js'
import type { TaskContext } from '../task-settings.js'
import { callOptions } from './stage-support.js'

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
  const { options, env, ports, parsingModel } = ctx.settings
  const { parser, llm } = await ports.parsing()
  const dj = await runRubricDeepJudgment(
    rubric.llm_traits,
    settings,
    { question: ctx.questionText, answer },
    {
      parser,
      llm,
      interface: parsingModel.interface,
      promptConfig: options.promptConfig,
      // Rubric traits search with the template deep-judgment tool (spec 03 §4).
      search: () => resolveSearchTool(options.deepJudgmentSearchTool, env),
      compat: options.compat,
      callOptions: callOptions(ctx),
      question: { id: ctx.questionId, text: ctx.questionText },
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
