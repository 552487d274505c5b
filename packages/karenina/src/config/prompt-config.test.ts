import { describe, expect, it } from 'vitest'
import { PROMPT_TASKS } from './prompt-task.js'
import { PromptConfigSchema, promptConfigKeyFor, promptInstructionsFor } from './prompt-config.js'

describe('PromptConfig', () => {
  it('routes every task like get_for_task', () => {
    const routes = Object.fromEntries(PROMPT_TASKS.map((task) => [task, promptConfigKeyFor(task)]))
    expect(routes).toMatchObject({
      generation: 'generation',
      parsing: 'parsing',
      abstention_detection: 'abstention_detection',
      sufficiency_detection: 'sufficiency_detection',
      rubric_llm_trait_batch: 'rubric_evaluation',
      rubric_agentic_trait_investigation: 'rubric_evaluation',
      rubric_dynamic_presence_check: 'rubric_evaluation',
      agentic_parsing_decision: 'agentic_parsing',
      dj_template_reasoning: 'deep_judgment',
      dj_rubric_score_extraction: 'deep_judgment',
    })
    expect(Object.values(routes)).not.toContain(null)
  })

  it('returns the instructions of the routed field, or null', () => {
    const config = PromptConfigSchema.parse({ rubric_evaluation: 'Be strict.' })
    expect(promptInstructionsFor(config, 'rubric_metric_trait')).toBe('Be strict.')
    expect(promptInstructionsFor(config, 'parsing')).toBeNull()
    expect(promptInstructionsFor(null, 'parsing')).toBeNull()
  })

  it('rejects unknown keys', () => {
    expect(PromptConfigSchema.safeParse({ rubric: 'x' }).success).toBe(false)
  })
})
