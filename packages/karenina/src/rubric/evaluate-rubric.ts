import { RegexTimeoutError } from '../regex-guard/guarded-regex.js'
import { isPythonCompat, type CompatMode } from '../compat/compat-mode.js'
import type { CallUsage } from '../llm/usage.js'
import { evaluateBatch, evaluateSequential, evaluateTemplateTraits, LITERAL_TRAITS, SCALAR_TRAITS, type LlmTraitCallContext } from './evaluate-llm-traits.js'
import { callFailure, type RubricJudge, RubricJudgeSession, type TraitEvaluationFailure } from './rubric-judge.js'
import type { Rubric } from './rubric.js'
import { evaluateCallableTrait, resolveCallableFunction, type CallableRegistry } from './traits/callable-trait.js'
import { evaluateRegexTrait } from './traits/regex-trait.js'
import { isTemplateKind } from './traits/template-kind.js'

/** How LLM traits are sent to the judge: all boolean/score traits in one call, or one call per trait. */
export type RubricEvaluationStrategy = 'batch' | 'sequential'

/** What a rubric is evaluated on. */
export interface RubricEvaluationInput {
  question: string
  /** The rubric evaluation input (final AI message or full trace, spec 02 §4.12). */
  answer: string
  rubric: Rubric
  /** The question's reference answer (`raw_answer`), shown to traits with `include_ground_truth`. @default null */
  groundTruth?: string | null
}

/** Options of {@link evaluateRubric}. */
export interface EvaluateRubricOptions {
  /** The judge of LLM traits; required when the rubric has any (regex and callable traits need none). */
  judge?: RubricJudge | null
  /** @default 'batch' */
  strategy?: RubricEvaluationStrategy
  /** TaskEval mode: the question block is left out of the prompts. @default false */
  taskEval?: boolean
  /** TS functions of callable traits by name (override functions bound by `callableTrait`). @default null */
  callableRegistry?: CallableRegistry | null
  /** Parallel calls of the sequential strategy (Karenina `KARENINA_ASYNC_MAX_WORKERS`; 1 = one at a time). @default 2 */
  concurrency?: number
  /** Receives the warnings of the evaluation (e.g. a callable trait without a TS function). */
  onWarning?: (message: string) => void
  /** Called with the usage of every successful judge call. */
  onUsage?: (usage: CallUsage) => void
  /**
   * `'karenina-python'`: a failed batch call throws (the caller loses the whole result) and traits the judge
   * left out score null silently, as in Karenina. The default scores them as unscored and lists them in
   * `failures`. @default 'default'
   */
  compat?: CompatMode
}

/** The outcome of {@link evaluateRubric}. */
export interface RubricEvaluationOutput {
  /**
   * One flat map `name → score`: regex (bool), callable (bool or number), LLM (bool, int, literal index or -1;
   * template-kind fields under `trait.field`). `null` marks a trait that could not be scored.
   */
  scores: Record<string, unknown>
  /** Class names of literal traits (`llm_trait_labels`), or null without literal traits. */
  labels: Record<string, string> | null
  /** Usage of every successful judge call. */
  usage: CallUsage[]
  /**
   * Trait evaluations that failed: a regex or callable trait that threw, an LLM call that threw, traits the
   * reply did not score. Empty in compat mode.
   */
  failures: TraitEvaluationFailure[]
}

/**
 * Karenina's standard rubric evaluation (`RubricEvaluator.evaluate_rubric`, spec 03 §6), metric traits
 * excepted (see `evaluateMetricTraits`). Order: regex traits, callable traits (both local; one that throws
 * scores `null` and is listed in `failures`),
 * then LLM traits: template kinds, boolean/score traits (batch: one call; sequential: one call per trait),
 * literal traits (batch or per trait). A failed call, or a trait the judge did not score, leaves the trait
 * unscored and is listed in `failures` (compat mode: a failed batch call throws, as in Karenina, and the
 * caller loses the whole result). The judge's port is resolved on the first LLM call.
 */
export async function evaluateRubric(input: RubricEvaluationInput, options: EvaluateRubricOptions = {}): Promise<RubricEvaluationOutput> {
  const { rubric, answer } = input
  const warn = options.onWarning ?? (() => {})
  const scores: Record<string, unknown> = {}
  let labels: Record<string, string> | null = null
  const failures: TraitEvaluationFailure[] = []
  const compat = isPythonCompat(options.compat)
  // Karenina scores a regex or callable trait that throws null and says nothing; karenina-ts keeps the null
  // and records the failure, so a broken trait is not read as a pass (compat mode: as Karenina).
  const localFailure = (name: string, error: unknown) => {
    scores[name] = null
    if (!compat) failures.push(callFailure([name], error))
  }

  for (const trait of rubric.regex_traits) {
    try {
      scores[trait.name] = evaluateRegexTrait(trait, answer)
    } catch (error) {
      localFailure(trait.name, error)
      if (error instanceof Error && RegexTimeoutError.isRegexTimeout(error.cause)) warn(`Regex trait '${trait.name}' scores null: ${error.cause.message}`)
    }
  }

  for (const trait of rubric.callable_traits) {
    const fn = resolveCallableFunction(trait, options.callableRegistry)
    if (fn === null) {
      warn(`Callable trait '${trait.name}' has no registered TypeScript function (callableRegistry); its stored Python code is never run, so it scores null`)
      scores[trait.name] = null
      continue
    }
    try {
      scores[trait.name] = await evaluateCallableTrait(trait, answer, fn)
    } catch (error) {
      localFailure(trait.name, error)
    }
  }

  if (rubric.llm_traits.length === 0) return { scores, labels, usage: [], failures }
  if (!options.judge) throw new Error('the rubric has LLM traits but no judge model was given')
  const session = new RubricJudgeSession(options.judge, options.onUsage)
  const call: LlmTraitCallContext = {
    session,
    evidence: { question: input.question, answer, referenceAnswer: input.groundTruth ?? null, taskEval: options.taskEval ?? false },
    concurrency: options.concurrency ?? 2,
  }
  if (!compat) call.onFailure = (failure) => failures.push(failure)
  const evaluate = (options.strategy ?? 'batch') === 'batch' ? evaluateBatch : evaluateSequential

  const template = rubric.llm_traits.filter((t) => isTemplateKind(t.kind))
  if (template.length > 0) Object.assign(scores, await evaluateTemplateTraits(call, template))
  const scalar = rubric.llm_traits.filter((t) => t.kind === 'boolean' || t.kind === 'score')
  if (scalar.length > 0) Object.assign(scores, await evaluate(call, scalar, SCALAR_TRAITS))
  const literal = rubric.llm_traits.filter((t) => t.kind === 'literal')
  if (literal.length > 0) {
    labels = {}
    for (const [name, { score, label }] of Object.entries(await evaluate(call, literal, LITERAL_TRAITS))) {
      scores[name] = score
      labels[name] = label
    }
  }
  return { scores, labels, usage: session.usage, failures }
}
