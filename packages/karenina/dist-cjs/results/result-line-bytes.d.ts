import { type VerificationResult } from './verification-result.js';
/**
 * `dumpResultLine(result)` and a newline, as UTF-8 bytes: exactly `Buffer.from(dumpResultLine(result) + '\n')`,
 * written without the intermediate JSON-mode copy and text (see above).
 */
export declare function resultLineBytes(result: VerificationResult): Buffer;
/**
 * `dumpResultLine(result)`, written as bytes (see above) and read back as text: a test worker attaches each
 * result's line to `task.meta` as text, and building it this way leaves far less garbage behind in the worker.
 */
export declare function resultLineText(result: VerificationResult): string;
