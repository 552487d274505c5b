import { describe, expect, it } from 'vitest'
import { PyFloat } from '../compat/py-float-value.js'
import { classifyLiteral, validateLlmScore } from './evaluate-llm-traits.js'
import { llmTrait } from './traits/llm-trait.js'

const boolean = llmTrait({ name: 'b', kind: 'boolean' })
const score = llmTrait({ name: 's', kind: 'score', minScore: 2, maxScore: 4 })

describe('validateLlmScore (Karenina `_validate_score`)', () => {
  it.each([
    [true, true],
    [false, false],
    [1, true],
    [0, false],
    [2, true],
    ['yes', true],
    ['No', false],
    ['FALSE', false],
    ['0', false],
    ['', false],
    [new PyFloat(0), false],
    [0.5, true],
    [null, false],
  ])('boolean trait: %j → %j', (value, expected) => {
    expect(validateLlmScore(boolean, value)).toBe(expected)
  })

  it.each([
    [3, 3],
    [9, 4],
    [-3, 2],
    [3.9, 3],
    [new PyFloat(4), 4],
    [true, 2],
    [' 3 ', 3],
    ['1_0', 4],
  ])('score trait [2, 4]: %j → %j (int() truncation, then clamping)', (value, expected) => {
    expect(validateLlmScore(score, value)).toBe(expected)
  })

  it('a min_score of 0 acts as 1 (Python `or`); a max of 0 as 5', () => {
    const zeroBased = llmTrait({ name: 'z', kind: 'score', minScore: 0, maxScore: 0 })
    expect(validateLlmScore(zeroBased, 0)).toBe(1)
    expect(validateLlmScore(zeroBased, 9)).toBe(5)
  })

  it('a non-numeric score throws like Python int()', () => {
    expect(() => validateLlmScore(score, 'four')).toThrow("Invalid score type for trait s: <class 'str'>")
    expect(() => validateLlmScore(score, null)).toThrow("<class 'NoneType'>")
    expect(() => validateLlmScore(score, Infinity)).toThrow(/cannot convert float/)
  })
})

describe('classifyLiteral', () => {
  const tone = llmTrait({ name: 'tone', kind: 'literal', classes: { Formal: 'F', casual: 'C' } })
  it('exact → index; case-insensitive → canonical name; unknown → -1 with the returned text', () => {
    expect(classifyLiteral(tone, 'casual')).toEqual({ score: 1, label: 'casual' })
    expect(classifyLiteral(tone, 'FORMAL')).toEqual({ score: 0, label: 'Formal' })
    expect(classifyLiteral(tone, 'sarcastic')).toEqual({ score: -1, label: 'sarcastic' })
  })
})
