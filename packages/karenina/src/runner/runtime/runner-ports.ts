import { basename, dirname, join } from 'node:path'
import type { ResolveModelOptions } from '../../llm/resolve-model.js'
import type { ReplayMode } from '../../llm/replay/replay-mode.js'
import { getRunWideLimiter } from './run-wide-limiter.js'
import type { RunnerConfig } from '../runner-config.js'

/** Where and how a test's model calls are recorded or replayed. */
export interface CassetteSettings {
  /** The cassette file (see `cassettePathFor`). */
  file: string
  /** @default the runner config's mode */
  mode?: ReplayMode
}

/**
 * The cassette of a test file, stored next to it like a snapshot: `<dir>/__karenina__/<file>.json`.
 * @example cassettePathFor('/repo/test/oncology.test.ts') // '/repo/test/__karenina__/oncology.test.ts.json'
 */
export function cassettePathFor(testFile: string, cassetteDir = '__karenina__'): string {
  return join(dirname(testFile), cassetteDir, `${basename(testFile)}.json`)
}

/**
 * The cassette mode of a run: the configured mode, except that updating snapshots (`vitest -u`,
 * `jest -u`) re-records the cassettes of projects that use them (a mode other than `off`).
 */
export function effectiveReplayMode(config: Pick<RunnerConfig, 'replay'>, options: { updateSnapshots?: boolean } = {}): ReplayMode {
  if (options.updateSnapshots && config.replay !== 'off') return 'record'
  return config.replay
}

/**
 * The `resolveModel` options of a runner's model calls: the run-wide request limit, the test file's
 * cassette, and the caller's own options (base URL, key, retry policy) on top.
 */
export function runnerModelOptions(
  config: RunnerConfig,
  cassette: CassetteSettings | null | undefined,
  extra: ResolveModelOptions = {},
  workspaces: readonly string[] = [],
): ResolveModelOptions {
  const mode = cassette?.mode ?? config.replay
  return {
    ...(config.maxConcurrentRequests !== null ? { requestLimiter: getRunWideLimiter(config.maxConcurrentRequests, config.limitDir) } : {}),
    // Cassettes are explicit here: the KARENINA_REPLAY env alone (without a file) must not reach resolveModel.
    // A workspace judged in place is masked in the cassette, so a test replays from another temp dir.
    replay: cassette && mode !== 'off' ? { mode, cassette: cassette.file, ...(workspaces.length > 0 ? { workspaces } : {}) } : { mode: 'off' },
    ...extra,
  }
}
