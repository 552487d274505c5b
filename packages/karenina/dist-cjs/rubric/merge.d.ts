import { type Rubric } from './rubric.js';
/** Where a trait of a task's rubric comes from (`result.rubric.trait_provenance`). */
export type TraitSource = 'global' | 'question_specific' | 'dynamic';
/** Trait name → source. */
export type TraitProvenance = Record<string, TraitSource>;
/** A merged rubric and the source of each of its traits (both null when there is no rubric). */
export interface MergedRubric {
    rubric: Rubric | null;
    provenance: TraitProvenance | null;
}
/** Options of {@link mergeRubrics}. */
export interface MergeRubricsOptions {
    /** Named in conflict errors (`question q_7f3a rubric`). */
    questionId?: string;
}
/**
 * Karenina's `merge_rubrics` (spec 03 §5): the benchmark-level (global) rubric followed by the question's
 * own, each trait list concatenated in that order, with the provenance of every trait. A name present in
 * the same list of both throws a ValidationError listing the conflicts as `type:name`; a name used by two
 * different trait types across the rubrics throws too, naming both sources.
 */
export declare function mergeRubrics(global: Rubric | null | undefined, question: Rubric | null | undefined, options?: MergeRubricsOptions): MergedRubric;
