/** What every rubric prompt shows the judge: the question, an optional reference answer and the answer. */
export interface RubricEvidence {
    question: string;
    /** The evaluated response (final AI message or full trace, per `use_full_trace_for_rubric`). */
    answer: string;
    /** The question's `raw_answer`; shown only when non-empty and a trait of the call sets `include_ground_truth`. */
    referenceAnswer?: string | null;
    /** TaskEval mode: the question block is omitted. @default false */
    taskEval?: boolean;
}
/** The trait fields that decide whether the reference answer is shown. */
export interface GroundTruthOptIn {
    include_ground_truth?: boolean | null;
}
/** Placeholder for a trait without a description. */
export declare const NO_DESCRIPTION = "(no description provided)";
/** The question, reference-answer and answer sections, in that order (spec 06 §4.3). */
export declare function rubricEvidenceSections(evidence: RubricEvidence, traits: readonly GroundTruthOptIn[]): string;
