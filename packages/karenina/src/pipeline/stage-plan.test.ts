import { describe, expect, it } from 'vitest'
import { planStages } from './from-config.js'

const HEAD = ['ValidateTemplate', 'GenerateAnswer', 'RecursionLimitAutoFail', 'TraceValidationAutoFail', 'PlaceholderRetryAutoFail']

describe('planStages (Karenina from_config)', () => {
  it('template_only without flags has 9 stages', () => {
    expect(planStages()).toEqual([...HEAD, 'ParseTemplate', 'VerifyTemplate', 'EmbeddingCheck', 'FinalizeResult'])
  })

  it('template_only with abstention, sufficiency and deep judgment has 12 stages', () => {
    expect(planStages({ abstentionEnabled: true, sufficiencyEnabled: true, deepJudgmentEnabled: true })).toEqual([
      ...HEAD, 'AbstentionCheck', 'SufficiencyCheck', 'ParseTemplate', 'VerifyTemplate', 'EmbeddingCheck', 'DeepJudgmentAutoFail', 'FinalizeResult',
    ])
  })

  it('template_and_rubric adds RubricEvaluation before FinalizeResult', () => {
    expect(planStages({ evaluationMode: 'template_and_rubric', hasNonAgenticTraits: true })).toEqual([
      ...HEAD, 'ParseTemplate', 'VerifyTemplate', 'EmbeddingCheck', 'RubricEvaluation', 'FinalizeResult',
    ])
  })

  it('template_only ignores rubric traits', () => {
    expect(planStages({ hasNonAgenticTraits: true, hasAgenticTraits: true })).not.toContain('RubricEvaluation')
  })

  it('rubric_only has 6 stages and ignores sufficiency', () => {
    expect(planStages({ evaluationMode: 'rubric_only', hasNonAgenticTraits: true, sufficiencyEnabled: true })).toEqual([
      'GenerateAnswer', 'RecursionLimitAutoFail', 'TraceValidationAutoFail', 'PlaceholderRetryAutoFail', 'RubricEvaluation', 'FinalizeResult',
    ])
  })

  it('adds DeepJudgmentRubricAutoFail only with template deep judgment, and agentic rubric after it', () => {
    const stages = planStages({ evaluationMode: 'template_and_rubric', hasNonAgenticTraits: true, hasAgenticTraits: true, deepJudgmentEnabled: true })
    expect(stages.slice(-5)).toEqual(['DeepJudgmentAutoFail', 'RubricEvaluation', 'DeepJudgmentRubricAutoFail', 'AgenticRubricEvaluation', 'FinalizeResult'])
  })

  it('picks the agentic or dynamic parse stage', () => {
    expect(planStages({ agenticParsing: true })).toContain('AgenticParseTemplate')
    expect(planStages({ agenticParsing: true, agenticParsingTrigger: 'dynamic' })).toContain('DynamicParseTemplate')
  })
})
