import type { BenchmarkQuestion } from '../benchmark/benchmark.js'
import { isFewShotEnabled, resolveFewShotExamples, type FewShotExample } from '../config/few-shot-config.js'
import { modelIdentityOf, parseOwnedModelConfig, type ModelConfig } from '../config/model-config.js'
import { skipTripleKey, stampModelDefaults, type VerificationConfig } from '../config/verification-config.js'
import { modelCanonicalKey } from '../results/model-identity.js'
import { mergeRubrics, type TraitProvenance } from '../rubric/merge.js'
import type { Rubric } from '../rubric/rubric.js'
import { isPythonCompat } from '../compat/compat-mode.js'
import { answerCacheKey } from './answer-cache.js'
import type { OrderableTask } from './order-tasks.js'

/** One task of a batch: a question × answering model × parsing model × replicate (spec 02 §8.1). */
export interface BatchTask extends OrderableTask {
  /** Position in expansion order. */
  index: number
  question: BenchmarkQuestion
  /** Stamped with the config's `request_timeout` / `retry_policy` where its own are null. */
  answeringModel: ModelConfig
  parsingModel: ModelConfig
  answeringKey: string
  parsingKey: string
  /** `null` when the run has one replicate. */
  replicate: number | null
  /** The resume key (`skipTripleKey`). */
  taskKey: string
  /** The answer cache key shared by this answer's judges. */
  cacheKey: string
  /** The merged rubric (benchmark + question), or null when the mode has no rubric. */
  rubric: Rubric | null
  traitProvenance: TraitProvenance | null
  fewShotExamples: readonly FewShotExample[] | null
}

// Why a class: the resume key (~100 characters) is needed only to leave tasks out, so it is worked out when read
// (a getter on the prototype) instead of being held by each task of a large run from its start.
class ExpandedTask implements BatchTask {
  index: number
  question: BenchmarkQuestion
  questionId: string
  answeringModel: ModelConfig
  parsingModel: ModelConfig
  answeringKey: string
  parsingKey: string
  replicate: number | null
  cacheKey: string
  rubric: Rubric | null
  traitProvenance: TraitProvenance | null
  fewShotExamples: readonly FewShotExample[] | null

  constructor(init: Omit<BatchTask, 'taskKey'>) {
    this.index = init.index
    this.question = init.question
    this.questionId = init.questionId
    this.answeringModel = init.answeringModel
    this.parsingModel = init.parsingModel
    this.answeringKey = init.answeringKey
    this.parsingKey = init.parsingKey
    this.replicate = init.replicate
    this.cacheKey = init.cacheKey
    this.rubric = init.rubric
    this.traitProvenance = init.traitProvenance
    this.fewShotExamples = init.fewShotExamples
  }

  get taskKey(): string {
    return skipTripleKey(this.questionId, this.answeringKey, this.parsingKey, this.replicate)
  }
}

/** Options of {@link expandTasks}. */
export interface ExpandTasksOptions {
  /** The benchmark-level rubric. @default null */
  globalRubric?: Rubric | null
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
  for (const question of questions) {
    const { rubric, provenance } = config.rubric_enabled
      ? mergeRubrics(options.globalRubric ?? null, question.rubric, { questionId: question.id })
      : { rubric: null, provenance: null }
    const fewShot = isFewShotEnabled(config.few_shot_config)
      ? resolveFewShotExamples(config.few_shot_config, question.id, question.fewShotExamples, question.question)
      : null
    for (const a of answering) {
      for (const p of parsing) {
        for (let rep = 1; rep <= config.replicate_count; rep++) {
          const replicate = config.replicate_count === 1 ? null : rep
          const task = new ExpandedTask({
            index: tasks.length + skipped.length,
            question,
            questionId: question.id,
            answeringModel: a.model,
            parsingModel: p.model,
            answeringKey: a.key,
            parsingKey: p.key,
            replicate,
            // Karenina keys the cache by the model's `id`, which two manual models share by default ("manual"),
            // so their answers would mix; the canonical key tells them apart (docs/divergences.md).
            cacheKey: answerCacheKey(question.id, isPythonCompat(config.compat) ? a.model.id : a.key, replicate),
            rubric,
            traitProvenance: provenance,
            fewShotExamples: fewShot,
          })
          if (skipping && isSkipped(task.taskKey)) skipped.push(task)
          else tasks.push(task)
        }
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
