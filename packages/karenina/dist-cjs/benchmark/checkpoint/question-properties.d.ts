import { type CompatMode } from '../../compat/compat-mode.js';
import type { FewShotExample } from '../../config/few-shot-config.js';
import type { BenchmarkQuestion } from '../benchmark.js';
import type { CheckpointPropertyValue } from './checkpoint-schema.js';
/** The question data Karenina stores as `item.additionalProperty` entries (spec 05 §6.3). */
export interface QuestionProperties {
    finished: boolean;
    author: Readonly<Record<string, unknown>> | null;
    sources: readonly Readonly<Record<string, unknown>>[] | null;
    customMetadata: Readonly<Record<string, unknown>> | null;
    fewShotExamples: readonly FewShotExample[] | null;
    answerNotes: string | null;
    workspacePath: string | null;
    /** Properties with other names, kept in order. */
    extraProperties: {
        name: string;
        value: unknown;
    }[];
}
/** A property value that does not have the expected shape: index of the entry and what was expected. */
export declare class PropertyShapeError extends Error {
    readonly index: number;
    readonly problem: string;
    constructor(index: number, problem: string);
}
/**
 * Reads a question's `additionalProperty` list. A missing `finished` is false, as in Karenina's loader.
 * `custom_<key>` entries become custom metadata (`'karenina-python'`: Karenina removes every `custom_`
 * occurrence from the name, not only the prefix).
 */
export declare function decodeQuestionProperties(props: readonly CheckpointPropertyValue[], compat: CompatMode | undefined): QuestionProperties;
/** A question's `additionalProperty` list in Karenina's order (finished, author, sources, custom_*, few-shot, notes). */
export declare function encodeQuestionProperties(question: BenchmarkQuestion): Record<string, unknown>[];
