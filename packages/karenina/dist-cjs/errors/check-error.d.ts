import { KareninaError } from './karenina-error.js';
/**
 * Why a verification check could not be evaluated. Karenina's primitives raise Python exceptions
 * (ValueError, TypeError, KeyError, re.error, NotImplementedError, RuntimeError); the kind keeps that
 * distinction because the pipeline and the conformance vectors report it.
 */
export type CheckErrorKind = 'value' | 'type' | 'key' | 'regex' | 'not_implemented' | 'runtime';
/** A check that failed to evaluate (not a failed verdict): e.g. `float("abc")`, an unknown normalizer. */
export declare class CheckError extends KareninaError {
    readonly kind: CheckErrorKind;
    constructor(kind: CheckErrorKind, message: string, options?: {
        cause?: unknown;
    });
}
