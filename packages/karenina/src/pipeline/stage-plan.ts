/** Names of the built-in stages, in the order Karenina places them (spec 02 §1.1). */
export const STAGE_NAMES = [
  'ValidateTemplate',
  'GenerateAnswer',
  'RecursionLimitAutoFail',
  'TraceValidationAutoFail',
  'PlaceholderRetryAutoFail',
  'AbstentionCheck',
  'SufficiencyCheck',
  'ParseTemplate',
  'AgenticParseTemplate',
  'DynamicParseTemplate',
  'VerifyTemplate',
  'EmbeddingCheck',
  'DeepJudgmentAutoFail',
  'RubricEvaluation',
  'DeepJudgmentRubricAutoFail',
  'AgenticRubricEvaluation',
  'FinalizeResult',
] as const

export type StageName = (typeof STAGE_NAMES)[number]

export type EvaluationMode = 'template_only' | 'template_and_rubric' | 'rubric_only'

/** The switches that decide which stages a task runs (the inputs of Karenina's `from_config`). */
export interface StagePlanOptions {
  evaluationMode?: EvaluationMode | (string & {})
  abstentionEnabled?: boolean
  sufficiencyEnabled?: boolean
  /** Template deep judgment is on (mode ≠ "disabled"). Also gates DeepJudgmentRubricAutoFail (spec). */
  deepJudgmentEnabled?: boolean
  agenticParsing?: boolean
  agenticParsingTrigger?: 'always' | 'dynamic'
  /** The static or dynamic rubric has LLM, regex, callable or metric traits. */
  hasNonAgenticTraits?: boolean
  /** The static or dynamic rubric has agentic traits. */
  hasAgenticTraits?: boolean
}

/** The stage list for a task, exactly as Karenina's `StageOrchestrator.from_config` builds it (spec 02 §1.2). */
export function planStages(options: StagePlanOptions = {}): StageName[] {
  const mode = options.evaluationMode ?? 'template_only'
  const deepJudgment = options.deepJudgmentEnabled ?? false
  const stages: StageName[] = []
  const rubricStages = (withRubric: boolean): void => {
    if (withRubric && options.hasNonAgenticTraits) {
      stages.push('RubricEvaluation')
      if (deepJudgment) stages.push('DeepJudgmentRubricAutoFail')
    }
    if (withRubric && options.hasAgenticTraits) stages.push('AgenticRubricEvaluation')
  }
  if (mode === 'rubric_only') {
    stages.push('GenerateAnswer', 'RecursionLimitAutoFail', 'TraceValidationAutoFail', 'PlaceholderRetryAutoFail')
    if (options.abstentionEnabled) stages.push('AbstentionCheck')
    rubricStages(true)
  } else {
    stages.push('ValidateTemplate', 'GenerateAnswer', 'RecursionLimitAutoFail', 'TraceValidationAutoFail', 'PlaceholderRetryAutoFail')
    if (options.abstentionEnabled) stages.push('AbstentionCheck')
    if (options.sufficiencyEnabled) stages.push('SufficiencyCheck')
    if (options.agenticParsing) stages.push(options.agenticParsingTrigger === 'dynamic' ? 'DynamicParseTemplate' : 'AgenticParseTemplate')
    else stages.push('ParseTemplate')
    stages.push('VerifyTemplate', 'EmbeddingCheck')
    if (deepJudgment) stages.push('DeepJudgmentAutoFail')
    rubricStages(mode === 'template_and_rubric')
  }
  stages.push('FinalizeResult')
  return stages
}
