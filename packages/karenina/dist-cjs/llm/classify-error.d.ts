import type { ErrorPattern } from '../config/retry-policy.js';
import type { ErrorCategory } from '../errors/error-category.js';
/**
 * Karenina's error classification (spec 05 §2.3): user patterns (type names, then message substrings),
 * then built-in type names anywhere in the class hierarchy, then built-in message substrings, else
 * `permanent`. Wrapped causes are walked until a non-permanent category is found.
 */
export declare function classifyError(error: unknown, patterns?: readonly ErrorPattern[]): ErrorCategory;
/** True for a cancellation: the caller's signal fired, or the error is an `AbortError`. */
export declare function isAbortError(error: unknown, signal?: AbortSignal): boolean;
