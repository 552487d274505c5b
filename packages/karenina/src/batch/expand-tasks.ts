import type { BenchmarkQuestion } from '../benchmark/benchmark.js'
import { isFewShotEnabled, resolveFewShotExamples, type FewShotExample } from '../config/few-shot-config.js'
import { modelIdentityOf, parseOwnedModelConfig, type ModelConfig } from '../config/model-config.js'
import { skipTripleKey, stampModelDefaults, type VerificationConfig } from '../config/verification-config.js'
import { modelCanonicalKey } from '../config/model-identity.js'
import { mergeDynamicRubrics, mergeRubrics, type TraitProvenance } from '../rubric/merge.js'
import type { Rubric } from '../rubric/rubric.js'
import { isPythonCompat } from '../compat/compat-mode.js'
import { answerCacheKey } from './answer-cache.js'
import type { VerificationTask } from '../pipeline/run-task.js'
import type { OrderableTask } from './order-tasks.js'

// Why a class: a large run holds every task from its start, so a task holds only what is its own. The resume key
// (~100 characters) and the answer cache key are worked out when read (getters on the prototype); the models
// and their keys are one object per answering × parsing pair, and a question's rubric and few-shot examples
// one object per question that has any.

/** An answering × parsing model pair, stamped and keyed once per run. */
interface ModelPair extends Pick<BatchTask, 'answeringModel' | 'parsingModel' | 'answeringKey' | 'parsingKey'> {
  /** The answering model's part of the answer cache key. */
  cacheModelId: string | null | undefined
}

/** A question's merged rubric and resolved few-shot examples (held only when it has some). */
type QuestionExtras = Pick<BatchTask, 'rubric' | 'traitProvenance' | 'dynamicRubric' | 'fewShotExamples'>

const NO_EXTRAS: QuestionExtras = { rubric: null, traitProvenance: null, dynamicRubric: null, fewShotExamples: null }

/** One task of a batch: a question × answering model × parsing model × replicate (spec 02 §8.1). */
export type BatchTask = ExpandedTask

class ExpandedTask implements OrderableTask {
  readonly #pair: ModelPair
  readonly #extras: QuestionExtras

  constructor(
    /** Position in expansion order. */
    readonly index: number,
    readonly question: BenchmarkQuestion,
    readonly questionId: string,
    /** `null` when the run has one replicate. */
    readonly replicate: number | null,
    pair: ModelPair,
    extras: QuestionExtras,
  ) {
    this.#pair = pair
    this.#extras = extras
  }

  /** Stamped with the config's `request_timeout` / `retry_policy` where its own are null. */
  get answeringModel(): ModelConfig {
    return this.#pair.answeringModel
  }

  get parsingModel(): ModelConfig {
    return this.#pair.parsingModel
  }

  get answeringKey(): string {
    return this.#pair.answeringKey
  }

  get parsingKey(): string {
    return this.#pair.parsingKey
  }

  /** The merged rubric (benchmark + question), or null when the mode has no rubric. */
  get rubric(): Rubric | null {
    return this.#extras.rubric
  }

  get traitProvenance(): TraitProvenance | null {
    return this.#extras.traitProvenance
  }

  /** The merged dynamic rubric (benchmark + question, `mergeDynamicRubrics`), or null. */
  get dynamicRubric(): Rubric | null {
    return this.#extras.dynamicRubric
  }

  get fewShotExamples(): readonly FewShotExample[] | null {
    return this.#extras.fewShotExamples
  }

  /** The answer cache key shared by this answer's judges. */
  get cacheKey(): string {
    return answerCacheKey(this.questionId, this.#pair.cacheModelId as string | null, this.replicate)
  }

  /** The resume key (`skipTripleKey`). */
  get taskKey(): string {
    return skipTripleKey(this.questionId, this.answeringKey, this.parsingKey, this.replicate)
  }
}

/** Options of {@link expandTasks}. */
export interface ExpandTasksOptions {
  /** The benchmark-level rubric. @default null */
  globalRubric?: Rubric | null
  /** The benchmark-level dynamic rubric. @default null */
  globalDynamicRubric?: Rubric | null
  /** Task keys to leave out (already done), on top of the config's `skip_triples`. */
  skip?: ReadonlySet<string>
  /** Names of the TS agent tools of every answering model (part of its identity). @default [] */
  agentToolNames?: readonly string[]
}

/**
 * Karenina's `generate_task_queue` (spec 02 §8.1): for each question (rubrics merged and few-shot examples
 * resolved once) × answering model × parsing model (both stamped) × replicate, in that nesting order.
 * Tasks whose key is in `skip_triples` or `skip` are left out and counted. A rubric merge conflict throws
 * before any task exists.
 */
export function expandTasks(
  questions: readonly BenchmarkQuestion[],
  config: VerificationConfig,
  options: ExpandTasksOptions = {},
): { tasks: BatchTask[]; skipped: BatchTask[] } {
  const answering = config.answering_models.map((m) => stamped(m, config, 'answering', options.agentToolNames))
  const parsing = config.parsing_models.map((m) => stamped(m, config, 'parsing'))
  const tasks: BatchTask[] = []
  const skipped: BatchTask[] = []
  const skipping = (config.skip_triples?.size ?? 0) > 0 || (options.skip?.size ?? 0) > 0
  const isSkipped = (key: string) => (config.skip_triples?.has(key) ?? false) || (options.skip?.has(key) ?? false)
  const pairs: ModelPair[] = []
  for (const a of answering) {
    for (const p of parsing) {
      // Karenina keys the cache by the model's `id`, which two manual models share by default ("manual"),
      // so their answers would mix; the canonical key tells them apart (docs/divergences.md).
      pairs.push({ answeringModel: a.model, parsingModel: p.model, answeringKey: a.key, parsingKey: p.key, cacheModelId: isPythonCompat(config.compat) ? a.model.id : a.key })
    }
  }
  for (const question of questions) {
    const { rubric, provenance } = config.rubric_enabled
      ? mergeRubrics(options.globalRubric ?? null, question.rubric, { questionId: question.id })
      : { rubric: null, provenance: null }
    const dynamicRubric = config.rubric_enabled ? mergeDynamicRubrics(options.globalDynamicRubric ?? null, question.dynamicRubric, { questionId: question.id }) : null
    const fewShot = isFewShotEnabled(config.few_shot_config)
      ? resolveFewShotExamples(config.few_shot_config, question.id, question.fewShotExamples, question.question)
      : null
    const extras =
      rubric === null && provenance === null && dynamicRubric === null && fewShot === null
        ? NO_EXTRAS
        : { rubric, traitProvenance: provenance, dynamicRubric, fewShotExamples: fewShot }
    const questionId = question.id
    for (const pair of pairs) {
      for (let rep = 1; rep <= config.replicate_count; rep++) {
        const replicate = config.replicate_count === 1 ? null : rep
        const task = new ExpandedTask(tasks.length + skipped.length, question, questionId, replicate, pair, extras)
        if (skipping && isSkipped(task.taskKey)) skipped.push(task)
        else tasks.push(task)
      }
    }
  }
  return { tasks, skipped }
}

function stamped(model: ModelConfig, config: VerificationConfig, role: 'answering' | 'parsing', toolNames: readonly string[] = []): { model: ModelConfig; key: string } {
  // Validated once here (stamping adds the config's defaults); the tasks' contexts then reuse it as is.
  const m = parseOwnedModelConfig(stampModelDefaults(model, config))
  return { model: m, key: modelCanonicalKey(modelIdentityOf(m, role, toolNames)) }
}

/**
 * What a batch task gives its VerificationTask, in runVerification and describeBenchmark alike; the callers add
 * the run's options, ports, tools and sessions.
 */
export function verificationTaskOf(task: BatchTask, config: VerificationConfig): VerificationTask {
  const q = task.question
  const compat = isPythonCompat(config.compat)
  return {
    questionId: q.id,
    questionText: q.question,
    template: q.template,
    answeringModel: task.answeringModel,
    parsingModel: task.parsingModel,
    rubric: task.rubric,
    traitProvenance: task.traitProvenance,
    dynamicRubric: task.dynamicRubric,
    // Karenina's batch runner does not pass `rubric_trait_names` on (docs/divergences.md).
    rubricTraitNames: compat ? null : config.rubric_trait_names,
    keywords: q.keywords,
    // Karenina's batch runner drops the reference answer (docs/divergences.md).
    rawAnswer: compat ? null : q.rawAnswer,
    replicate: task.replicate,
    fewShotExamples: task.fewShotExamples,
    workspacePath: q.workspacePath ?? null,
  }
}
