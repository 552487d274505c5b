import { compareCodePoints } from '../compat/compare-code-points.js'
import type { ModelConfig } from '../config/model-config.js'
import type { VerificationConfig } from '../config/verification-config.js'

/** A task ordering strategy (VerificationConfig `task_ordering`, spec 02 §8.2). */
export type TaskOrdering = VerificationConfig['task_ordering']

/** What ordering reads from a task. */
export interface OrderableTask {
  questionId: string
  answeringModel: Pick<ModelConfig, 'id' | 'model_name'>
  parsingModel: Pick<ModelConfig, 'id' | 'model_name'>
  /** Canonical key of the answering model (ModelIdentity). */
  answeringKey: string
  replicate: number | null
}

/** Karenina's `model_sort_key`: the config id, else the model name (Python `id or model_name`). */
function modelSortKey(model: Pick<ModelConfig, 'id' | 'model_name'>): string {
  return model.id || model.model_name || ''
}

function compareWithin<T extends OrderableTask>(a: T, b: T): number {
  return (
    compareCodePoints(a.questionId, b.questionId) ||
    compareCodePoints(modelSortKey(a.parsingModel), modelSortKey(b.parsingModel)) ||
    (a.replicate ?? 0) - (b.replicate ?? 0)
  )
}

/** `auto` → `distribute_answerers` when the answering models span more than one identity, else `prefix_cache`. */
export function resolveTaskOrdering(ordering: TaskOrdering, answeringKeys: Iterable<string>): Exclude<TaskOrdering, 'auto'> {
  if (ordering !== 'auto') return ordering
  return new Set(answeringKeys).size > 1 ? 'distribute_answerers' : 'prefix_cache'
}

/**
 * Orders a task queue as Karenina does (spec 02 §8.2), returning a new array. `prefix_cache` sorts by
 * (answering id‖name, question id, parsing id‖name, replicate‖0) so one answerer's prompts run together;
 * `distribute_answerers` groups by answering identity (first appearance), sorts each group the same way and
 * deals them round-robin; `generation_order` keeps the expansion order; `random` shuffles.
 * @default random Math.random
 */
export function orderTasks<T extends OrderableTask>(tasks: readonly T[], ordering: TaskOrdering, random: () => number = Math.random): T[] {
  const strategy = resolveTaskOrdering(ordering, tasks.map((t) => t.answeringKey))
  const out = [...tasks]
  switch (strategy) {
    case 'prefix_cache':
      return out.sort((a, b) => compareCodePoints(modelSortKey(a.answeringModel), modelSortKey(b.answeringModel)) || compareWithin(a, b))
    case 'distribute_answerers': {
      const sorted = [...Map.groupBy(out, (task) => task.answeringKey).values()].map((group) => group.sort(compareWithin))
      const dealt: T[] = []
      const longest = Math.max(0, ...sorted.map((g) => g.length))
      for (let i = 0; i < longest; i++) for (const group of sorted) if (i < group.length) dealt.push(group[i]!)
      return dealt
    }
    case 'random':
      // Fisher–Yates, as Python's random.shuffle (not its sequence: the seed differs anyway).
      for (let i = out.length - 1; i > 0; i--) {
        const j = Math.floor(random() * (i + 1))
        ;[out[i], out[j]] = [out[j]!, out[i]!]
      }
      return out
    case 'generation_order':
      return out
  }
}
