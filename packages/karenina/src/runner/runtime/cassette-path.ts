import { basename, dirname, join } from 'node:path'
import type { ReplayMode } from '../../llm/replay/replay-mode.js'
import type { RunnerConfig } from '../runner-config.js'

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
