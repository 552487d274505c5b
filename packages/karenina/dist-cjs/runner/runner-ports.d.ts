import type { ResolveModelOptions } from '../llm/resolve-model.js';
import type { ReplayMode } from '../llm/replay/replay-mode.js';
import type { RunnerConfig } from './runner-config.js';
/** Where and how a test's model calls are recorded or replayed. */
export interface CassetteSettings {
    /** The cassette file (see `cassettePathFor`). */
    file: string;
    /** @default the runner config's mode */
    mode?: ReplayMode;
}
/**
 * The `resolveModel` options of a runner's model calls: the run-wide request limit, the test file's
 * cassette, and the caller's own options (base URL, key, retry policy) on top.
 */
export declare function runnerModelOptions(config: RunnerConfig, cassette: CassetteSettings | null | undefined, extra?: ResolveModelOptions, workspaces?: readonly string[]): ResolveModelOptions;
