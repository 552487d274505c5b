import { TestRunner } from 'vitest'

/** The part of a vitest test task the matchers read: its id, which the reporter's `TestCase` has too. */
export interface RunningTask {
  readonly id: string
}

const isTask = (task: unknown): task is RunningTask => typeof (task as RunningTask | undefined)?.id === 'string'

/** The running test's id: the matcher's own task (local `expect` of concurrent tests), else the runner's current one. */
export function currentTestId(matcherTask: unknown): string | undefined {
  if (isTask(matcherTask)) return matcherTask.id
  const current = (TestRunner as unknown as { getCurrentTest(): unknown }).getCurrentTest()
  return isTask(current) ? current.id : undefined
}
