export { ReplayEntrySchema, ReplayKeySchema, ReplayMissPolicySchema, ReplayStoreDataSchema, ReplayStoreFileSchema } from './replay-schema.js';
export type { ReplayEntry, ReplayEntryInput, ReplayKey, ReplayKeyInput, ReplayMissPolicy, ReplayStoreInput } from './replay-schema.js';
export { ReplayStore, type ReplayLookup, type ReplayStoreOptions } from './replay-store.js';
export { REPLAY_STORE_VERSION, loadReplayStore, replayStoreFromJson, replayStoreToJson, saveReplayStore } from './replay-store-file.js';
export { ReplayHydrationError, ReplayPersistenceError } from './replay-errors.js';
