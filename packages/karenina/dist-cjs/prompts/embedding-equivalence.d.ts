import { type TaskPrompt } from './task-prompt.js';
/** Inputs of the embedding check's semantic-equivalence question (spec 06 §6). */
export interface EmbeddingEquivalenceInput {
    /** The original question; its section is omitted when null or empty. */
    question?: string | null;
    /** Ground-truth side of the parsed answer. */
    groundTruth: Readonly<Record<string, unknown>>;
    /** Model side of the parsed answer. */
    response: Readonly<Record<string, unknown>>;
}
/** The YES/NO equivalence prompt (no task id: sent as plain messages, without adapter instructions). */
export declare function buildEmbeddingEquivalencePrompt(input: EmbeddingEquivalenceInput): TaskPrompt<never>;
/** The override decision: the reply starts with `YES` after Python `strip()` and upper-casing. */
export declare function isEquivalenceConfirmed(reply: string): boolean;
