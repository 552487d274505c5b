import { type CassetteSettings, type RunnerConfig, type RunnerConfigInput } from 'karenina';
/** The name of the jest `globals` entry holding karenina's settings (`globals: { karenina: {...} }`). */
export declare const JEST_GLOBALS_KEY = "karenina";
/**
 * The runner settings given in the jest config's `globals.karenina` (jest hands `globals` to every test
 * file, in every worker). Absent: `{}`; not an object: a ConfigError naming the key.
 */
export declare function jestGlobalsConfig(global?: Record<string, unknown>): RunnerConfigInput;
/** Karenina's runner config in a jest worker: explicit > jest `globals.karenina` > env vars > defaults. */
export declare function jestRunnerConfig(overrides?: RunnerConfigInput): RunnerConfig;
/** True when jest runs with `-u` (`--updateSnapshot`): cassettes in use are then re-recorded, like snapshots. */
export declare function isUpdatingSnapshots(state: object): boolean;
/**
 * The cassette of a test file (`__karenina__/<file>.json` next to it), with the run's mode. `null` when
 * cassettes are off or the test file is unknown.
 */
export declare function testFileCassette(testPath: string | undefined, config: RunnerConfig, updateSnapshots: boolean): CassetteSettings | null;
