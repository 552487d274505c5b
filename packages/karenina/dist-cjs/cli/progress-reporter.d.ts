import type { Writable } from 'node:stream';
import type { VerificationProgressEvent } from '../scenario-executor/progress-event.js';
/** How progress is shown: a live bar on a terminal, one line per result in logs and CI, or nothing. */
export type ProgressStyle = 'bar' | 'plain' | 'none';
/** Receives the run's progress events and draws them. */
export interface ProgressReporter {
    onEvent(event: VerificationProgressEvent): void;
    /** Ends the display (before the summary is printed). */
    stop(): void;
}
/** The reporter for a style. */
export declare function createProgressReporter(style: ProgressStyle, stream: Writable): ProgressReporter;
