/** MD5 hex of the UTF-8 question text: Karenina's `Question.id`. */
export declare function questionIdMd5(question: string): string;
/** The readable part of a question URN: lowercased, spaces → `-`, `?.,` dropped, first 50 code points. */
export declare function questionIdPrefix(question: string): string;
/**
 * Karenina's `generate_question_id`: `urn:uuid:question-<prefix>-<first 8 hex of the MD5>` (spec 05 §6.2).
 * Collision suffixes (`-1`, `-2`) are the benchmark's business.
 */
export declare function generateQuestionId(question: string): string;
