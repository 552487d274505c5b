import { type RunnerConfigInput } from 'karenina'
import { cassettePathFor, effectiveReplayMode, resolveRunnerConfig, type CassetteSettings, type RecordPacking, type RunnerConfig } from 'karenina/runner'
import { expect, inject } from 'vitest'
import { PROVIDE_KEY, type ProvidedKareninaConfig } from './provide-key.js'

function provided(): ProvidedKareninaConfig | undefined {
  try {
    return (inject as (key: string) => unknown)(PROVIDE_KEY) as ProvidedKareninaConfig | undefined
  } catch {
    return undefined
  }
}

// Results this worker process has attached as plain text: on globalThis, as vitest may import this module afresh
// for each test file of a worker.
const PLAIN_COUNT = Symbol.for('vitest-karenina.plain-records')
const counter = globalThis as { [PLAIN_COUNT]?: number }

/** How this worker packs the next result it attaches to `task.meta` when `budget` results may go plain (see below). */
export function recordPackingWithin(budget: number): RecordPacking {
  const used = counter[PLAIN_COUNT] ?? 0
  if (used >= budget) return 'deflate'
  counter[PLAIN_COUNT] = used + 1
  return 'plain'
}

/**
 * How this worker packs the next result it attaches to `task.meta`: plain text within the plugin's budget, then
 * deflated (the compact form; also without the plugin).
 */
export function recordPacking(): RecordPacking {
  return recordPackingWithin(provided()?.plainRecords ?? 0)
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
