import { KareninaError } from '../errors/karenina-error.js';
/** A replay store file that cannot be read or written: wrong version, malformed JSON or entries. Names the file. */
export declare class ReplayPersistenceError extends KareninaError {
    readonly file: string;
    constructor(file: string, detail: string, options?: {
        cause?: unknown;
    });
}
/**
 * An entry's `parsed_answer_fields` do not fit the question's template, under
 * `replay_parse_on_hydration_mismatch: "strict"` (spec 02 §4.8 step 3). Names the question and the problem.
 */
export declare class ReplayHydrationError extends KareninaError {
    readonly questionId: string;
    constructor(questionId: string, detail: string, options?: {
        cause?: unknown;
    });
}
