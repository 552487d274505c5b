import { type VerificationResult } from 'karenina'
import { handOffResult, handOffScenario, startTestResults, type ResultAnnotations } from 'karenina/runner'
import { TestRunner } from 'vitest'

/** The part of a vitest test task the matchers read: its id, which the reporter's `TestCase` has too. */
export interface RunningTask {
  readonly id: string
}

const isTask = (task: unknown): task is RunningTask => typeof (task as RunningTask | undefined)?.id === 'string'

/** The running test: the matcher's own (local `expect` of concurrent tests), else the runner's current one. */
export function currentTask(matcherTask: unknown): RunningTask | undefined {
  if (isTask(matcherTask)) return matcherTask
  const current = (TestRunner as unknown as { getCurrentTest(): unknown }).getCurrentTest()
  return isTask(current) ? current : undefined
}

/** Hands a result to the karenina reporter (through its run directory), under the test's id. */
export function attachResult(task: RunningTask | undefined, result: VerificationResult, pass: boolean, annotations: ResultAnnotations = {}): void {
  if (task) handOffResult(task.id, result, pass, annotations)
}

/** Hands a scenario run to the karenina reporter, for the export's `scenario_results`. */
export function attachScenario(task: RunningTask | undefined, run: unknown): void {
  if (task) handOffScenario(task.id, run)
}

/** Starts the test's results over (retries: only the last attempt's are reported). */
export function resetResults(task: RunningTask | undefined): void {
  if (task) startTestResults(task.id)
}
