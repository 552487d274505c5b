import type { VerificationResult } from '../results/verification-result.js';
import type { Template } from '../template/template.js';
import type { MatcherOptions, MatcherOutcome } from './matcher-options.js';
import { type ResponseInput } from './response-input.js';
/** Runs one task on a given response (no answering call): the judge and the rubric only. */
export declare function runOnResponse(response: ResponseInput, template: Template | null, options: MatcherOptions): Promise<VerificationResult>;
/**
 * The judge parses `response` (an answer, or an agent trace) into `template`, and the template verifies it
 * (the `toVerify` matcher). Passes iff the result has no failure and `verify_result` is not false (or, with
 * `granular`, the granular score reaches it) and every trait expectation holds. A judge that never produced
 * a valid object fails with a parsing message, never as a wrong answer.
 * @example
 * const outcome = await verifyResponse('Venetoclax inhibits BCL2.', Answer, { question: 'What does venetoclax target?' })
 * outcome.pass // true
 */
export declare function verifyResponse(response: ResponseInput, template: Template, options?: MatcherOptions): Promise<MatcherOutcome>;
