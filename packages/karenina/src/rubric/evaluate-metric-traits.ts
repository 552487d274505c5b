import type { CallUsage } from '../llm/usage.js'
import { buildMetricTraitPrompt, MetricTraitReplySchema } from '../prompts/rubric-traits.js'
import { zodValidator } from './judge-replies.js'
import { computeConfusionMetrics, type ConfusionLists, type MetricName } from './metrics.js'
import { RubricJudgeSession, type RubricJudge } from './rubric-judge.js'
import type { MetricRubricTrait } from './traits/metric-trait.js'

/** What metric traits are evaluated on. */
export interface MetricTraitsInput {
  question: string
  /** The rubric evaluation input (final AI message or full trace). */
  answer: string
  traits: readonly MetricRubricTrait[]
}

/** Options of {@link evaluateMetricTraits}. */
export interface EvaluateMetricTraitsOptions {
  judge: RubricJudge
  /** TaskEval mode: the question block is left out of the prompt. @default false */
  taskEval?: boolean
  /** Called with the usage of every successful call. */
  onUsage?: (usage: CallUsage) => void
}

/** Confusion lists and metrics per metric trait (`metric_trait_confusion_lists` / `metric_trait_metrics`). */
export interface MetricTraitsEvaluation {
  confusionLists: Record<string, ConfusionLists>
  metrics: Record<string, Partial<Record<MetricName, number>>>
  usage: CallUsage[]
}

const validateConfusion = zodValidator(MetricTraitReplySchema)

/**
 * Karenina's metric-trait evaluation (spec 03 §2.4): one judge call per trait, one after another, filling
 * the tp/fn/fp/tn lists (task `rubric_metric_trait`); the lists are deduplicated when `repeated_extraction`
 * and the requested metrics computed from their lengths. A trait whose call fails gets empty lists and `{}`.
 */
export async function evaluateMetricTraits(input: MetricTraitsInput, options: EvaluateMetricTraitsOptions): Promise<MetricTraitsEvaluation> {
  const session = new RubricJudgeSession(options.judge, options.onUsage)
  const evidence = { question: input.question, answer: input.answer, taskEval: options.taskEval ?? false }
  const out: MetricTraitsEvaluation = { confusionLists: {}, metrics: {}, usage: session.usage }
  for (const trait of input.traits) {
    try {
      const reply = await session.ask(buildMetricTraitPrompt(trait, evidence), 'ConfusionMatrixOutput', validateConfusion)
      const computed = computeConfusionMetrics(reply, trait.metrics, { deduplicate: trait.repeated_extraction })
      out.confusionLists[trait.name] = computed.confusion
      out.metrics[trait.name] = computed.metrics
    } catch {
      out.confusionLists[trait.name] = { tp: [], tn: [], fp: [], fn: [] }
      out.metrics[trait.name] = {}
    }
  }
  return out
}
