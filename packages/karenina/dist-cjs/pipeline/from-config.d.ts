import type { Stage } from './stage.js';
import { type StagePlanOptions } from './stage-plan.js';
import { AbstentionCheckStage } from './stages/abstention-check.js';
import { DeepJudgmentAutoFailStage } from './stages/deep-judgment-auto-fail.js';
import { DeepJudgmentRubricAutoFailStage } from './stages/deep-judgment-rubric-auto-fail.js';
import { EmbeddingCheckStage } from './stages/embedding-check.js';
import { FinalizeResultStage } from './stages/finalize-result.js';
import { GenerateAnswerStage } from './stages/generate-answer.js';
import { AgenticParseTemplateStage } from './stages/agentic-parse-template.js';
import { DynamicParseTemplateStage } from './stages/dynamic-parse-template.js';
import { AgenticRubricEvaluationStage } from './stages/agentic-rubric-evaluation.js';
import { ParseTemplateStage } from './stages/parse-template.js';
import { PlaceholderRetryAutoFailStage } from './stages/placeholder-retry-auto-fail.js';
import { RecursionLimitAutoFailStage } from './stages/recursion-limit-auto-fail.js';
import { RubricEvaluationStage } from './stages/rubric-evaluation.js';
import { SufficiencyCheckStage } from './stages/sufficiency-check.js';
import { TraceValidationAutoFailStage } from './stages/trace-validation-auto-fail.js';
import { ValidateTemplateStage } from './stages/validate-template.js';
import { VerifyTemplateStage } from './stages/verify-template.js';
import type { TaskSettings } from './task-settings.js';
/**
 * The built-in stages by name, in Karenina's order (spec 02 §1.1).
 */
export declare const STAGES: {
    readonly ValidateTemplate: () => ValidateTemplateStage;
    readonly GenerateAnswer: () => GenerateAnswerStage;
    readonly RecursionLimitAutoFail: () => RecursionLimitAutoFailStage;
    readonly TraceValidationAutoFail: () => TraceValidationAutoFailStage;
    readonly PlaceholderRetryAutoFail: () => PlaceholderRetryAutoFailStage;
    readonly AbstentionCheck: () => AbstentionCheckStage;
    readonly SufficiencyCheck: () => SufficiencyCheckStage;
    readonly ParseTemplate: () => ParseTemplateStage;
    readonly AgenticParseTemplate: () => AgenticParseTemplateStage;
    readonly DynamicParseTemplate: () => DynamicParseTemplateStage;
    readonly VerifyTemplate: () => VerifyTemplateStage;
    readonly EmbeddingCheck: () => EmbeddingCheckStage;
    readonly DeepJudgmentAutoFail: () => DeepJudgmentAutoFailStage;
    readonly RubricEvaluation: () => RubricEvaluationStage;
    readonly DeepJudgmentRubricAutoFail: () => DeepJudgmentRubricAutoFailStage;
    readonly AgenticRubricEvaluation: () => AgenticRubricEvaluationStage;
    readonly FinalizeResult: () => FinalizeResultStage;
};
/** A built-in stage name (`'ParseTemplate'`, …). */
export type StageName = keyof typeof STAGES;
/**
 * The stage instances of a task, as Karenina's `StageOrchestrator.from_config` lists them (spec 02 §1.2).
 * To add a custom stage, insert it into this list and pass the list to `runTask({ stages })`.
 * @example
 * const stages = buildStages({ evaluationMode: 'template_only' })
 * stages.splice(stages.findIndex((s) => s.name === 'VerifyTemplate') + 1, 0, new WordCountCheckStage(20))
 * const result = await runTask(task, { stages })
 */
export declare function buildStages(options?: StagePlanOptions): Stage<TaskSettings>[];
