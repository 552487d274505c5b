import type { Failure, FailureCategory } from './failure.js';
/** Each failure category in words, as reports and test-runner messages name it. */
export declare const FAILURE_CATEGORY_DESCRIPTIONS: Readonly<Record<FailureCategory, string>>;
/**
 * A failure that is not a wrong answer, in one line: `server error (retries exhausted) while calling the judge
 * openai:gpt-4o at ParseTemplate — an error, not a wrong answer`.
 */
export declare function describeFailure(failure: Failure, models: {
    answering: string;
    parsing: string;
}): string;
