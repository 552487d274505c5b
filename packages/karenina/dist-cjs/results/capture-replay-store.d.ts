import type { VerificationResult } from './verification-result.js';
import type { ReplayMissPolicy } from '../replay-store/replay-schema.js';
import { ReplayStore, type ReplayStoreOptions } from '../replay-store/replay-store.js';
/** Options of {@link captureReplayStore}. */
export interface CaptureReplayStoreOptions extends ReplayStoreOptions {
    /** @default 'fall_through' */
    missPolicy?: ReplayMissPolicy;
}
/**
 * A replay store holding what the results recorded (Karenina's `VerificationResultSet.to_replay_store()`):
 * per question (or scenario node), answering model and replicate, the raw trace, messages, parsed fields,
 * verdict, usage and agent metrics. Results without an answer are skipped; a result whose run failed for a
 * system reason keeps its trace but not its verdict. Several judges of one answer share a key: the first
 * result is kept.
 */
export declare function captureReplayStore(results: Iterable<VerificationResult>, options?: CaptureReplayStoreOptions): ReplayStore;
/** Options of {@link captureScenarioReplayStore}. */
export interface CaptureScenarioReplayStoreOptions extends CaptureReplayStoreOptions {
    /** The key's answering model. @default each turn's answering display string */
    answeringModelId?: string | null;
}
/**
 * A replay store of one scenario run's turns (Karenina's `ScenarioExecutionResult.to_replay_store()`): keyed by
 * scenario id, node and visit index (0 for a node's first visit), so a replay revisits nodes as recorded.
 */
export declare function captureScenarioReplayStore(turnResults: readonly VerificationResult[], options?: CaptureScenarioReplayStoreOptions): ReplayStore;
