import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { ValidationError } from '../../errors/validation-error.js'
import { isValidLlmTraitScore, llmTrait, llmTraitFromJSON } from './llm-trait.js'

describe('LLMRubricTrait', () => {
  it('fills Karenina’s defaults, in Karenina’s key order', () => {
    const trait = llmTrait({ name: 'clarity', kind: 'boolean' })
    expect(trait).toEqual({
      name: 'clarity',
      description: null,
      summary: null,
      kind: 'boolean',
      min_score: 1,
      max_score: 5,
      classes: null,
      deep_judgment_enabled: false,
      deep_judgment_excerpt_enabled: true,
      deep_judgment_max_excerpts: null,
      deep_judgment_fuzzy_match_threshold: null,
      deep_judgment_excerpt_retry_attempts: null,
      deep_judgment_search_enabled: false,
      include_ground_truth: false,
      higher_is_better: true,
    })
    expect(Object.keys(trait)).toEqual(Object.keys(llmTraitFromJSON({ name: 'x', kind: 'score' })))
  })

  it('injects higher_is_better = true when missing or null, keeps false', () => {
    expect(llmTraitFromJSON({ name: 'a', kind: 'score', higher_is_better: null }).higher_is_better).toBe(true)
    expect(llmTraitFromJSON({ name: 'a', kind: 'score', higher_is_better: false }).higher_is_better).toBe(false)
  })

  it('literal: classes required; min/max derived from the classes; insertion order is index order', () => {
    const tone = llmTrait({ name: 'tone', kind: 'literal', minScore: 3, maxScore: 9, classes: { formal: 'F', casual: 'C', mixed: 'M' } })
    expect([tone.min_score, tone.max_score]).toEqual([0, 2])
    expect(() => llmTrait({ name: 'tone', kind: 'literal' })).toThrow("classes field is required when kind='literal'")
  })

  it.each([
    [{ only: 'one' }, 'at least 2 classes'],
    [Object.fromEntries(Array.from({ length: 21 }, (_, i) => [`c${i}`, 'd'])), 'more than 20 classes'],
    [{ ' ': 'blank', b: 'B' }, 'Class names cannot be empty'],
    [{ a: '  ', b: 'B' }, "Description for class 'a' cannot be empty"],
    [{ Yes: 'y', yes: 'y' }, "Duplicate class name (case-insensitive): 'yes'"],
  ])('validates classes whenever present (%j)', (classes, message) => {
    expect(() => llmTrait({ name: 't', kind: 'literal', classes })).toThrow(message)
    // Even on a non-literal kind, as Karenina does.
    expect(() => llmTrait({ name: 't', kind: 'boolean', classes })).toThrow(ValidationError)
  })

  it('rejects an empty name, an unknown kind and extra keys, naming the trait and field', () => {
    expect(() => llmTrait({ name: '', kind: 'boolean' })).toThrow(/name: must not be empty/)
    expect(() => llmTraitFromJSON({ name: 'x', kind: 'rating' })).toThrow(/LLMRubricTrait "x" › kind: expected "boolean", "score", "literal"/)
    expect(() => llmTraitFromJSON({ name: 'x', kind: 'boolean', weight: 2 })).toThrow(/unknown key 'weight' in LLMRubricTrait/)
  })

  it('accepts Pydantic-lax scalars (numeric strings, 0/1 booleans)', () => {
    const trait = llmTraitFromJSON({ name: 'x', kind: 'score', min_score: '0', max_score: 10.0, include_ground_truth: 1 })
    expect([trait.min_score, trait.max_score, trait.include_ground_truth]).toEqual([0, 10, true])
  })

  it('holds template kinds: serialized dict kept verbatim, higher_is_better null, no deep judgment', () => {
    const schema = { title: 'Facts', type: 'object', properties: { count: { type: 'integer' } }, required: ['count'] }
    const trait = llmTraitFromJSON({ name: 'facts', kind: { type: 'template', schema } })
    expect(trait.kind).toEqual({ type: 'template', schema })
    expect(trait.higher_is_better).toBeNull()
    expect(() => llmTraitFromJSON({ name: 'facts', kind: { type: 'template', schema }, higher_is_better: true })).toThrow(/higher_is_better: must be null/)
    expect(() => llmTraitFromJSON({ name: 'facts', kind: { type: 'template', schema }, deep_judgment_enabled: true })).toThrow(/deep_judgment_enabled/)
    expect(() => llmTraitFromJSON({ name: 'facts', kind: { type: 'template' } })).toThrow(ValidationError)
    const fromZod = llmTrait({ name: 'facts', kind: z.object({ count: z.int(), cited: z.boolean() }) })
    expect(fromZod.kind).toMatchObject({ type: 'template', schema: { type: 'object', properties: { count: { type: 'integer' }, cited: { type: 'boolean' } } } })
  })

  it('validate_score: booleans for boolean kind; in-range ints for score; -1 also for literal', () => {
    const score = llmTrait({ name: 's', kind: 'score', minScore: 0, maxScore: 3 })
    const boolean = llmTrait({ name: 'b', kind: 'boolean' })
    const literal = llmTrait({ name: 'l', kind: 'literal', classes: { a: 'A', b: 'B' } })
    expect([isValidLlmTraitScore(boolean, true), isValidLlmTraitScore(boolean, 1)]).toEqual([true, false])
    expect([0, 3, 4, 1.5, true].map((v) => isValidLlmTraitScore(score, v))).toEqual([true, true, false, false, false])
    expect([-1, 0, 1, 2].map((v) => isValidLlmTraitScore(literal, v))).toEqual([true, true, true, false])
    expect(isValidLlmTraitScore(score, -1)).toBe(false)
  })
})
