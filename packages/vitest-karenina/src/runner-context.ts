import { type RunnerConfigInput } from 'karenina'
import type { TestFile, TestRegistrar } from 'karenina/runner'
import { afterAll, describe, expect, inject, test, type TestContext } from 'vitest'

/** The key under which the karenina plugin provides its config to the workers (vitest `provide`/`inject`). */
export const PROVIDE_KEY = 'karenina'

/** What the plugin provides: the runner config, and whether snapshots are being updated (`vitest -u`). */
export interface ProvidedKareninaConfig {
  config: RunnerConfigInput
  updateSnapshots: boolean
}

function provided(): ProvidedKareninaConfig | undefined {
  try {
    return (inject as (key: string) => unknown)(PROVIDE_KEY) as ProvidedKareninaConfig | undefined
  } catch {
    return undefined
  }
}

/** The runner settings the plugin provides this worker (over the environment). */
export const pluginSettings = (): RunnerConfigInput => provided()?.config ?? {}

/** The test file at hand (vitest's expect state or a matcher's context), and whether `-u` was given. */
export function testFile(testPath: string | undefined): TestFile {
  if (provided()?.updateSnapshots) return { path: testPath, updateSnapshots: true }
  // Without the plugin: vitest's snapshot state knows whether `-u` was given.
  const state = expect.getState() as unknown as { snapshotState?: { _updateSnapshot?: unknown } }
  return { path: testPath, updateSnapshots: state.snapshotState?._updateSnapshot === 'all' }
}

/** vitest's registration globals and running test, for describeBenchmark and describeScenario. */
export const vitestRegistrar: TestRegistrar<TestContext> = {
  describe,
  test,
  afterAll,
  settings: pluginSettings,
  collecting: () => testFile(expect.getState().testPath),
  running: (context) => ({ test: context.task.id, signal: (context as { signal?: AbortSignal }).signal }),
}
