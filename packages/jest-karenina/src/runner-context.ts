import { ConfigError, type RunnerConfigInput } from 'karenina'
import type { TestFile } from 'karenina/runner'
import type { ExpectStateLike } from './current-task.js'

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

/** The test file of jest's expect state (or a matcher's context, which is one), and whether jest runs with `-u`. */
export function testFile(state: ExpectStateLike): TestFile {
  return { path: state.testPath, updateSnapshots: state.snapshotState?._updateSnapshot === 'all' }
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
