import { type VerificationResult } from 'karenina'
import { attachResultToMeta, KARENINA_META_KEY, type ResultAnnotations } from 'karenina/runner'
import { TestRunner } from 'vitest'
import { recordPacking } from './runner-context.js'

/** The part of a vitest test task the matchers write to. */
export interface MetaTask {
  readonly type?: string
  meta: Record<string, unknown>
}

/** The running test: the matcher's own (local `expect` of concurrent tests), else the runner's current one. */
export function currentTask(matcherTask: unknown): MetaTask | undefined {
  const own = matcherTask as MetaTask | undefined
  if (own && typeof own.meta === 'object') return own
  const current = (TestRunner as unknown as { getCurrentTest(): MetaTask | undefined }).getCurrentTest()
  return current && typeof current.meta === 'object' ? current : undefined
}

/** Attaches a result to the test's `task.meta`, which vitest carries to reporters, blob files and merges. */
export function attachResult(task: MetaTask | undefined, result: VerificationResult, pass: boolean, annotations: ResultAnnotations = {}): void {
  if (task) attachResultToMeta(task.meta, result, pass, annotations, { packing: recordPacking() })
}

/** Forgets the results of an earlier attempt (retries). */
export function resetResults(task: MetaTask | undefined): void {
  if (task) delete task.meta[KARENINA_META_KEY]
}
