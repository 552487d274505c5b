import { type RunnerConfigInput } from 'karenina'
import { cassettePathFor, effectiveReplayMode, resolveRunnerConfig, type CassetteSettings, type RunnerConfig, type TestRegistrar } from 'karenina/runner'
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

/** The runner config of this worker: the plugin's options over the environment. */
export function workerRunnerConfig(overrides: RunnerConfigInput = {}): RunnerConfig {
  return resolveRunnerConfig(process.env, { ...provided()?.config, ...overrides })
}

function updatingSnapshots(): boolean {
  if (provided()?.updateSnapshots) return true
  // Without the plugin: vitest's snapshot state knows whether `-u` was given.
  const state = expect.getState() as unknown as { snapshotState?: { _updateSnapshot?: unknown } }
  return state.snapshotState?._updateSnapshot === 'all'
}

/** The cassette of the test file being collected or run, or null when cassettes are off. */
export function cassetteOf(config: RunnerConfig, testFile: string | undefined): CassetteSettings | null {
  const mode = effectiveReplayMode(config, { updateSnapshots: updatingSnapshots() })
  if (mode === 'off' || !testFile) return null
  return { file: cassettePathFor(testFile, config.cassetteDir), mode }
}

/** A describe block's planning config: its options over the worker's runner config, with the test file's cassette. */
export function blockConfig<T extends RunnerConfigInput & { cassette?: CassetteSettings | null | undefined }>(config: T) {
  const runner = workerRunnerConfig(config)
  return { ...config, ...runner, cassette: config.cassette !== undefined ? config.cassette : cassetteOf(runner, expect.getState().testPath) }
}

/** vitest's registration globals and running test, for describeBenchmark and describeScenario. */
export const vitestRegistrar: TestRegistrar<TestContext> = {
  describe,
  test,
  afterAll,
  blockConfig,
  running: (context) => ({ test: context.task.id, signal: (context as { signal?: AbortSignal }).signal }),
}
