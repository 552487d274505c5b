import type { ReplayMode } from '../llm/replay/replay-mode.js';
import type { RunnerConfig } from './runner-config.js';
/**
 * The cassette of a test file, stored next to it like a snapshot: `<dir>/__karenina__/<file>.json`.
 * @example cassettePathFor('/repo/test/oncology.test.ts') // '/repo/test/__karenina__/oncology.test.ts.json'
 */
export declare function cassettePathFor(testFile: string, cassetteDir?: string): string;
/**
 * The cassette mode of a run: the configured mode, except that updating snapshots (`vitest -u`,
 * `jest -u`) re-records the cassettes of projects that use them (a mode other than `off`).
 */
export declare function effectiveReplayMode(config: Pick<RunnerConfig, 'replay'>, options?: {
    updateSnapshots?: boolean;
}): ReplayMode;
