import { ReplayStore, type ReplayStoreOptions } from './replay-store.js';
/** The replay store file version this port reads and writes. */
export declare const REPLAY_STORE_VERSION = 1;
/** The file form of a store: `{"version": 1, "miss_policy", "entries": [{"key", "entry"}]}`. */
export declare function replayStoreToJson(store: ReplayStore): Record<string, unknown>;
/** A store from its file form; a wrong version or malformed entry is a ReplayPersistenceError naming `source`. */
export declare function replayStoreFromJson(data: unknown, source?: string, options?: ReplayStoreOptions): ReplayStore;
/** Writes a store as Karenina does: indent 2, sorted keys, atomically (a reader never sees half a file). */
export declare function saveReplayStore(store: ReplayStore, path: string): Promise<void>;
/** Reads a store file; unreadable, non-JSON, wrong-version or malformed files throw a ReplayPersistenceError naming it. */
export declare function loadReplayStore(path: string, options?: ReplayStoreOptions): Promise<ReplayStore>;
