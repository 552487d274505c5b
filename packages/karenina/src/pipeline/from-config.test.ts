import { describe, expect, expectTypeOf, it } from 'vitest'
import { ConfigError } from '../errors/config-error.js'
import { DEFAULT_TASK_OPTIONS, taskOptionsFromConfig } from './task-settings.js'
import { STAGES, buildStages } from './from-config.js'
import { stagePlanOptionsOf } from './from-config.js'
import { STAGE_NAMES, type StageName as PlannedStageName } from './from-config.js'
import { resolveVerificationConfig } from '../config/verification-config.js'

describe('buildStages', () => {
  it('builds the template_only list (9 stages) with each stage named as it is registered', () => {
    const stages = buildStages()
    expect(stages.map((s) => s.name)).toEqual([
      'ValidateTemplate',
      'GenerateAnswer',
      'RecursionLimitAutoFail',
      'TraceValidationAutoFail',
      'PlaceholderRetryAutoFail',
      'ParseTemplate',
      'VerifyTemplate',
      'EmbeddingCheck',
      'FinalizeResult',
    ])
    expect(new Set(stages)).toHaveProperty('size', 9)
  })

  it('registers every planned stage name; implemented stages carry their own name', () => {
    // Karenina's order (spec 02 §1.1).
    expect(STAGE_NAMES).toEqual([
      'ValidateTemplate', 'GenerateAnswer', 'RecursionLimitAutoFail', 'TraceValidationAutoFail', 'PlaceholderRetryAutoFail',
      'AbstentionCheck', 'SufficiencyCheck', 'ParseTemplate', 'AgenticParseTemplate', 'DynamicParseTemplate', 'VerifyTemplate',
      'EmbeddingCheck', 'DeepJudgmentAutoFail', 'RubricEvaluation', 'DeepJudgmentRubricAutoFail', 'AgenticRubricEvaluation',
      'FinalizeResult',
    ])
    expectTypeOf<keyof typeof STAGES>().toEqualTypeOf<PlannedStageName>()
    for (const name of STAGE_NAMES) {
      try {
        expect(STAGES[name]().name).toBe(name)
      } catch (error) {
        expect(error).toBeInstanceOf(ConfigError)
      }
    }
  })

  it('every planned stage is available (agentic parsing, dynamic trigger, agentic rubric traits)', () => {
    expect(buildStages({ evaluationMode: 'rubric_only', hasAgenticTraits: true }).map((s) => s.name)).toContain('AgenticRubricEvaluation')
  })

  it('agentic_parsing puts AgenticParseTemplate where ParseTemplate stood (seed 002 §9)', () => {
    const names = buildStages({ agenticParsing: true }).map((s) => s.name)
    expect(names).toContain('AgenticParseTemplate')
    expect(names).not.toContain('ParseTemplate')
    expect(names.indexOf('AgenticParseTemplate')).toBe(buildStages().map((s) => s.name).indexOf('ParseTemplate'))
    expect(buildStages({ agenticParsing: true, agenticParsingTrigger: 'dynamic' }).map((s) => s.name)[names.indexOf('AgenticParseTemplate')]).toBe('DynamicParseTemplate')
  })

  it('template_and_rubric without traits runs the template stages only', () => {
    expect(buildStages({ evaluationMode: 'template_and_rubric' }).map((s) => s.name)).toHaveLength(9)
    expect(buildStages({ evaluationMode: 'template_and_rubric', hasNonAgenticTraits: true }).map((s) => s.name).at(-2)).toBe('RubricEvaluation')
  })
})

describe('task options', () => {
  it('map a resolved VerificationConfig mechanically', () => {
    const config = resolveVerificationConfig(
      { parsing_models: ['openai:gpt-judge'], answering_models: ['openai:gpt-answerer'], use_full_trace_for_template: true, embedding_check_enabled: true, compat: 'karenina-python' },
      {},
    )
    const options = taskOptionsFromConfig(config)
    expect(options).toMatchObject({
      useFullTraceForTemplate: true,
      embeddingCheckEnabled: true,
      embeddingCheckModel: 'all-MiniLM-L6-v2',
      embeddingCheckThreshold: 0.85,
      compat: 'karenina-python',
      fewShotEnabled: false,
    })
    expect(Object.keys(options).sort()).toEqual(Object.keys(DEFAULT_TASK_OPTIONS).sort())
  })

  it('derive the stage plan (rubric traits read from Karenina-shaped lists; runTask refuses other shapes)', () => {
    expect(stagePlanOptionsOf({ ...DEFAULT_TASK_OPTIONS, deepJudgmentMode: 'full' })).toMatchObject({ deepJudgmentEnabled: true, hasNonAgenticTraits: false })
    expect(stagePlanOptionsOf(DEFAULT_TASK_OPTIONS, { regex_traits: [{ name: 'x' }] })).toMatchObject({ hasNonAgenticTraits: true, hasAgenticTraits: false })
    expect(stagePlanOptionsOf(DEFAULT_TASK_OPTIONS, null, { agentic_traits: [{ name: 'y' }] })).toMatchObject({ hasAgenticTraits: true })
  })
})
