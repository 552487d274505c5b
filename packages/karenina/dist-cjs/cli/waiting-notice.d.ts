import type { Writable } from 'node:stream';
import type { VerificationProgressEvent } from '../scenario-executor/progress-event.js';
/**
 * Says which model call a run is waiting for, and for how long, when a call has been in flight for
 * `afterSeconds` (again every `afterSeconds`): a hung endpoint otherwise looks like a frozen run.
 */
export declare class WaitingNotice {
    #private;
    private readonly stream;
    private readonly now;
    constructor(stream: Writable, afterSeconds: number, now?: () => number);
    onEvent(event: VerificationProgressEvent): void;
    /** Prints a line for every call whose wait passed its next threshold. */
    check(): void;
    stop(): void;
}
