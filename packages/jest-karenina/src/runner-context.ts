import { ConfigError, type RunnerConfigInput } from 'karenina'
import { cassettePathFor, effectiveReplayMode, resolveRunnerConfig, type CassetteSettings, type RunnerConfig } from 'karenina/runner'

/** The name of the jest `globals` entry holding karenina's settings (`globals: { karenina: {...} }`). */
export const JEST_GLOBALS_KEY = 'karenina'

/**
 * The runner settings given in the jest config's `globals.karenina` (jest hands `globals` to every test
 * file, in every worker). Absent: `{}`; not an object: a ConfigError naming the key.
 */
export function jestGlobalsConfig(global: Record<string, unknown> = globalThis as Record<string, unknown>): RunnerConfigInput {
  const value = global[JEST_GLOBALS_KEY]
  if (value === undefined || value === null) return {}
  if (typeof value !== 'object' || Array.isArray(value)) {
    throw new ConfigError('globals.karenina', `expected an object of karenina runner settings in the jest config, received ${JSON.stringify(value)}`)
  }
  // `prices` is the reporter's (its cost lines), not a setting of the tests.
  const { prices: _prices, ...settings } = value as RunnerConfigInput & { prices?: unknown }
  return settings
}

/** Karenina's runner config in a jest worker: explicit > jest `globals.karenina` > env vars > defaults. */
export function jestRunnerConfig(overrides: RunnerConfigInput = {}): RunnerConfig {
  return resolveRunnerConfig(process.env, { ...jestGlobalsConfig(), ...overrides })
}

/** What jest's expect state tells about snapshots: `jest -u` sets the snapshot state's update mode to 'all'. */
interface SnapshotStateLike {
  _updateSnapshot?: unknown
}

/** True when jest runs with `-u` (`--updateSnapshot`): cassettes in use are then re-recorded, like snapshots. */
export function isUpdatingSnapshots(state: object): boolean {
  const snapshotState = (state as { snapshotState?: SnapshotStateLike }).snapshotState
  return snapshotState?._updateSnapshot === 'all'
}

/**
 * The cassette of a test file (`__karenina__/<file>.json` next to it), with the run's mode. `null` when
 * cassettes are off or the test file is unknown.
 */
export function testFileCassette(testPath: string | undefined, config: RunnerConfig, updateSnapshots: boolean): CassetteSettings | null {
  const mode = effectiveReplayMode(config, { updateSnapshots })
  if (mode === 'off' || testPath === undefined) return null
  return { file: cassettePathFor(testPath, config.cassetteDir), mode }
}
