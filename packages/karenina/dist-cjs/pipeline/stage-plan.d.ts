/** Names of the built-in stages, in the order Karenina places them (spec 02 §1.1). */
export declare const STAGE_NAMES: readonly ["ValidateTemplate", "GenerateAnswer", "RecursionLimitAutoFail", "TraceValidationAutoFail", "PlaceholderRetryAutoFail", "AbstentionCheck", "SufficiencyCheck", "ParseTemplate", "AgenticParseTemplate", "DynamicParseTemplate", "VerifyTemplate", "EmbeddingCheck", "DeepJudgmentAutoFail", "RubricEvaluation", "DeepJudgmentRubricAutoFail", "AgenticRubricEvaluation", "FinalizeResult"];
export type StageName = (typeof STAGE_NAMES)[number];
export type EvaluationMode = 'template_only' | 'template_and_rubric' | 'rubric_only';
/** The switches that decide which stages a task runs (the inputs of Karenina's `from_config`). */
export interface StagePlanOptions {
    evaluationMode?: EvaluationMode | (string & {});
    abstentionEnabled?: boolean;
    sufficiencyEnabled?: boolean;
    /** Template deep judgment is on (mode ≠ "disabled"). Also gates DeepJudgmentRubricAutoFail (spec). */
    deepJudgmentEnabled?: boolean;
    agenticParsing?: boolean;
    agenticParsingTrigger?: 'always' | 'dynamic';
    /** The static or dynamic rubric has LLM, regex, callable or metric traits. */
    hasNonAgenticTraits?: boolean;
    /** The static or dynamic rubric has agentic traits. */
    hasAgenticTraits?: boolean;
}
/** The stage list for a task, exactly as Karenina's `StageOrchestrator.from_config` builds it (spec 02 §1.2). */
export declare function planStages(options?: StagePlanOptions): StageName[];
