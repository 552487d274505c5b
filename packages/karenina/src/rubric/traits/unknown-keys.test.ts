// Trait factories (camelCase options) reject unknown keys naming the close camelCase key; serialized traits
// (snake_case, as Karenina writes them) name the close snake_case key.
import { describe, expect, it } from 'vitest'
import { ValidationError } from '../../errors/validation-error.js'
import { callableTrait } from './callable-trait.js'
import { llmTrait, llmTraitFromJSON } from './llm-trait.js'
import { metricTrait } from './metric-trait.js'
import { regexTrait } from './regex-trait.js'

describe('unknown keys in rubric traits', () => {
  it.each([
    ['llmTrait', () => llmTrait({ name: 'clarity', kind: 'score', higherIsBeter: true } as never), "unknown key 'higherIsBeter' in LLMRubricTrait options (did you mean 'higherIsBetter'?)"],
    ['regexTrait', () => regexTrait({ name: 'cites', pattern: 'x', case_sensitive: false } as never), null],
    ['regexTrait', () => regexTrait({ name: 'cites', pattern: 'x', caseSensitiv: false } as never), "did you mean 'caseSensitive'?"],
    ['metricTrait', () => metricTrait({ name: 'm', metrics: ['f1'], tpInstruction: ['x'] } as never), "did you mean 'tpInstructions'?"],
    ['callableTrait', () => callableTrait({ name: 'c', kind: 'boolean', fn: () => true, invertResults: true } as never), "did you mean 'invertResult'?"],
    ['llmTraitFromJSON', () => llmTraitFromJSON({ name: 'x', kind: 'boolean', higher_is_beter: true }), "unknown key 'higher_is_beter' in LLMRubricTrait (did you mean 'higher_is_better'?)"],
  ])('%s', (_, make, message) => {
    if (message === null) {
      expect(make).not.toThrow()
      return
    }
    expect(make).toThrow(ValidationError)
    expect(make).toThrow(message)
  })
})

describe('unknown keys in defineRubric and loadCheckpoint options', () => {
  it('names the close key', async () => {
    const { defineRubric } = await import('../rubric.js')
    const { parseCheckpoint } = await import('../../benchmark/checkpoint/load-checkpoint.js')
    expect(() => defineRubric({ llm_traits: [] } as never)).toThrow("unknown key 'llm_traits' in defineRubric options (did you mean 'llmTraits'?)")
    expect(() => parseCheckpoint({}, { template: {} } as never)).toThrow("unknown key 'template' in loadCheckpoint options (did you mean 'templates'?)")
  })
})
