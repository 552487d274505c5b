import type { VerificationResult } from '../results/verification-result.js';
import { type CliIo } from './cli-io.js';
import { type ExitCode } from './exit-codes.js';
/** The verdict of a finished run, as a test runner gives it. */
export interface GateOptions {
    /** `--min-pass-rate`: the share of results that must pass (errors count as not passed). */
    minPassRate?: number | undefined;
    /** `--allow-errors`: results that are errors do not make the exit code 3 by themselves. @default false */
    allowErrors?: boolean | undefined;
}
/**
 * `--min-pass-rate`: the share of results that pass (errors count as not passed) must reach the
 * threshold. Prints the verdict line when a threshold is given; returns the exit code.
 */
export declare function checkPassRate(results: readonly VerificationResult[], minPassRate: number | undefined, io: CliIo): ExitCode;
/**
 * The exit code of a finished run: 3 when any result is an error (it was never judged) unless
 * `allowErrors`, else the pass-rate gate (1 below `--min-pass-rate`, 0 otherwise). Prints why.
 */
export declare function checkRun(results: readonly VerificationResult[], options: GateOptions, io: CliIo): ExitCode;
