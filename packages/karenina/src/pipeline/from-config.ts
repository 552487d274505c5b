import type { Stage } from './stage.js'
import { planStages, type StageName as PlannedStageName, type StagePlanOptions } from './stage-plan.js'
import { AbstentionCheckStage, SufficiencyCheckStage } from './stages/checks.js'
import {
  DeepJudgmentAutoFailStage,
  DeepJudgmentRubricAutoFailStage,
  PlaceholderRetryAutoFailStage,
  RecursionLimitAutoFailStage,
  TraceValidationAutoFailStage,
} from './stages/auto-fail.js'
import { EmbeddingCheckStage } from './stages/embedding-check.js'
import { FinalizeResultStage } from './stages/finalize-result.js'
import { GenerateAnswerStage } from './stages/generate-answer.js'
import { AgenticParseTemplateStage } from './stages/agentic-parse-template.js'
import { DynamicParseTemplateStage } from './stages/dynamic-parse-template.js'
import { AgenticRubricEvaluationStage } from './stages/agentic-rubric-evaluation.js'
import { ParseTemplateStage } from './stages/parse-template.js'
import { RubricEvaluationStage } from './stages/rubric-evaluation.js'
import { ValidateTemplateStage } from './stages/validate-template.js'
import { VerifyTemplateStage } from './stages/verify-template.js'
import type { TaskSettings } from './task-settings.js'

type StageFactory = () => Stage<TaskSettings>

/**
 * The built-in stages by name, in Karenina's order (spec 02 §1.1).
 */
export const STAGES = {
  ValidateTemplate: () => new ValidateTemplateStage(),
  GenerateAnswer: () => new GenerateAnswerStage(),
  RecursionLimitAutoFail: () => new RecursionLimitAutoFailStage(),
  TraceValidationAutoFail: () => new TraceValidationAutoFailStage(),
  PlaceholderRetryAutoFail: () => new PlaceholderRetryAutoFailStage(),
  AbstentionCheck: () => new AbstentionCheckStage(),
  SufficiencyCheck: () => new SufficiencyCheckStage(),
  ParseTemplate: () => new ParseTemplateStage(),
  AgenticParseTemplate: () => new AgenticParseTemplateStage(),
  DynamicParseTemplate: () => new DynamicParseTemplateStage(),
  VerifyTemplate: () => new VerifyTemplateStage(),
  EmbeddingCheck: () => new EmbeddingCheckStage(),
  DeepJudgmentAutoFail: () => new DeepJudgmentAutoFailStage(),
  RubricEvaluation: () => new RubricEvaluationStage(),
  DeepJudgmentRubricAutoFail: () => new DeepJudgmentRubricAutoFailStage(),
  AgenticRubricEvaluation: () => new AgenticRubricEvaluationStage(),
  FinalizeResult: () => new FinalizeResultStage(),
} as const satisfies Record<PlannedStageName, StageFactory>

/** A built-in stage name (`'ParseTemplate'`, …). */
export type StageName = keyof typeof STAGES

/**
 * The stage instances of a task, as Karenina's `StageOrchestrator.from_config` lists them (spec 02 §1.2).
 * To add a custom stage, insert it into this list and pass the list to `runTask({ stages })`.
 * @example
 * const stages = buildStages({ evaluationMode: 'template_only' })
 * stages.splice(stages.findIndex((s) => s.name === 'VerifyTemplate') + 1, 0, new WordCountCheckStage(20))
 * const result = await runTask(task, { stages })
 */
export function buildStages(options: StagePlanOptions = {}): Stage<TaskSettings>[] {
  return planStages(options).map((name) => STAGES[name]())
}
