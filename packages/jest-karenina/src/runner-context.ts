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

/**
 * A describe block's planning config: jest's `globals.karenina`, then the block's options, with the test file's
 * cassette (`state`: jest's expect state while the file is collected).
 */
export function blockConfig<T extends RunnerConfigInput & { cassette?: CassetteSettings | null | undefined }>(input: T, state: { testPath?: string | undefined }) {
  const cassette = input.cassette !== undefined ? input.cassette : testFileCassette(state.testPath, jestRunnerConfig(input), isUpdatingSnapshots(state))
  return { ...jestGlobalsConfig(), ...input, cassette }
}

/** The test timeout jest-karenina/setup gives tests when the jest config sets none (ms), as vitest-karenina's plugin does. */
export const KARENINA_TEST_TIMEOUT_MS = 60_000

/** jest's default `testTimeout`: a config that sets none runs with this. */
const JEST_DEFAULT_TIMEOUT_MS = 5_000

/** The parts of jest-circus's globals that hold the timeouts. */
export interface CircusGlobals {
  [key: symbol]: unknown
}

/**
 * The timeout to set with `jest.setTimeout`, or null to leave jest's: a judge-backed matcher in a plain
 * `test()` can take longer than jest's 5 s default. A `testTimeout` in the config (or `--testTimeout`), or an
 * earlier `jest.setTimeout`, wins. jest does not tell a config's `testTimeout: 5000` from its default: to keep
 * exactly 5 s, call `jest.setTimeout(5000)` in a setup file listed after jest-karenina/setup.
 */
export function raisedTestTimeout(global: CircusGlobals = globalThis as unknown as CircusGlobals): number | null {
  if (global[Symbol.for('TEST_TIMEOUT_SYMBOL')] !== undefined) return null
  // jest-circus keeps its state under a private `Symbol('JEST_STATE_SYMBOL')` (jest 29 and 30): found by name.
  const key = Object.getOwnPropertySymbols(global).find((s) => s.description === 'JEST_STATE_SYMBOL')
  const state = key === undefined ? undefined : (global[key] as { testTimeout?: unknown } | undefined)
  if (state?.testTimeout !== JEST_DEFAULT_TIMEOUT_MS) return null
  return KARENINA_TEST_TIMEOUT_MS
}
