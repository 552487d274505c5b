import { type PyRegex } from '../compat/py-regex.js';
import type { PyRegexFlags } from '../compat/py-regex-flags.js';
import { RegexWorker } from './regex-worker.js';
/** @internal the shared worker (tests and the bench). */
export declare function sharedRegexWorker(): RegexWorker;
/** @internal `pattern` compiled to run in the worker under the budget, whatever the analysis says. */
export declare function workerPyRegex(pattern: string, flags?: PyRegexFlags): PyRegex;
/**
 * Compiles a user-supplied Python pattern (`compilePyRegex`: same errors) so that evaluating it cannot hang
 * the process: a pattern the ReDoS analysis proves linear runs inline, as fast as before; any other pattern
 * (vulnerable, or not analysable: backreferences, look-behinds) runs in a worker thread and each evaluation
 * throws a `RegexTimeoutError` (a `CheckError` of kind `regex`) when it outlasts `regexTimeoutMs()`.
 */
export declare function guardedPyRegex(pattern: string, flags?: PyRegexFlags): PyRegex;
