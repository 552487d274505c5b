/**
 * Cassette modes (`KARENINA_REPLAY`): `off` = live calls; `record` = live calls, every request/response
 * written to the cassette; `replay` = served from the cassette only (no network, no key; a miss throws
 * ReplayMissError); `auto` = replay when the cassette has the entry, else call live and record.
 */
export type ReplayMode = 'off' | 'record' | 'replay' | 'auto';
/** Cassette settings of `resolveModel`. */
export interface ReplayOptions {
    /** @default env KARENINA_REPLAY, else 'off' */
    mode?: ReplayMode;
    /** Cassette file (JSON). @default env KARENINA_REPLAY_CASSETTE */
    cassette?: string;
    /**
     * Directories judged in place (a test's own workspace): like workspace copies, their paths are
     * `<workspace>` in cassette keys and entries, and a replay restores the first.
     */
    workspaces?: readonly string[];
}
/** The resolved cassette settings: explicit > env (`KARENINA_REPLAY`, `KARENINA_REPLAY_CASSETTE`) > off. */
export declare function resolveReplay(options?: ReplayOptions, env?: Record<string, string | undefined>): {
    mode: 'off';
} | {
    mode: Exclude<ReplayMode, 'off'>;
    cassette: string;
    workspaces?: readonly string[];
};
