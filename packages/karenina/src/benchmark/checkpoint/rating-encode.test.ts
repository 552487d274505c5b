import { describe, expect, it } from 'vitest'
import { parsePyJson } from '../../compat/parse-py-json.js'
import { defineRubric } from '../../rubric/rubric.js'
import { agenticTrait } from '../../rubric/traits/agentic-trait.js'
import { llmTrait } from '../../rubric/traits/llm-trait.js'
import { Benchmark } from '../benchmark.js'
import { parseCheckpoint } from './load-checkpoint.js'
import { encodeTrait } from './rating-encode.js'
import { serializeCheckpoint } from './save-checkpoint.js'

const prop = (name: string, value?: unknown) => (value === undefined ? { '@type': 'PropertyValue', name } : { '@type': 'PropertyValue', name, value })

/**
 * What Karenina's `_convert_llm_trait_to_rating` (commit 9851a770) writes, restated: deep-judgment flags,
 * `higher_is_better`, `[summary]`, `[min_score]`, `[max_score]`, then `kind`/`classes` for literal and template kinds.
 */
describe('LLM trait ratings as Karenina writes them', () => {
  it('a 0–10 score trait carries min_score and max_score (Karenina reads the bounds from them only)', () => {
    const trait = llmTrait({ name: 'Depth', kind: 'score', minScore: 0, maxScore: 10, description: 'How deep', summary: 'depth' })
    const rating = JSON.parse(JSON.stringify(encodeTrait(trait, 'llm', 'global', { keepDeepJudgment: true })))
    expect(rating).toEqual({
      '@type': 'Rating',
      name: 'Depth',
      description: 'How deep',
      bestRating: 10,
      worstRating: 0,
      additionalType: 'karenina:GlobalRubricTrait',
      additionalProperty: [
        prop('deep_judgment_enabled', false),
        prop('deep_judgment_excerpt_enabled', true),
        prop('deep_judgment_search_enabled', false),
        prop('higher_is_better', true),
        prop('summary', 'depth'),
        prop('min_score', 0),
        prop('max_score', 10),
      ],
    })
  })

  it('boolean, literal and template kinds write their bounds too, before kind/classes', () => {
    const names = (trait: Parameters<typeof encodeTrait>[0]) =>
      (encodeTrait(trait, 'llm', 'global').additionalProperty as { name: string; value?: unknown }[]).map((p) => [p.name, p.value])
    expect(names(llmTrait({ name: 'Safe', kind: 'boolean' }))).toEqual([['higher_is_better', true], ['min_score', 1], ['max_score', 5]])
    expect(names(llmTrait({ name: 'Tone', kind: 'literal', classes: { a: 'A', b: 'B', c: 'C' } }))).toEqual([
      ['higher_is_better', true],
      ['min_score', 0],
      ['max_score', 2],
      ['kind', 'literal'],
      ['classes', { a: 'A', b: 'B', c: 'C' }],
    ])
    const facts = llmTrait({ name: 'Facts', kind: { type: 'template', schema: { type: 'object', properties: { n: { type: 'integer' } } } } })
    expect(names(facts).map(([name]) => name)).toEqual(['higher_is_better', 'min_score', 'max_score', 'kind'])
  })

  it('agentic traits write their bounds whatever the kind (as Karenina does)', () => {
    const trait = agenticTrait({ name: 'Tests', kind: 'boolean', description: 'Do the tests pass?' })
    const names = (encodeTrait(trait, 'agentic', 'global').additionalProperty as { name: string }[]).map((p) => p.name)
    expect(names.slice(-2)).toEqual(['min_score', 'max_score'])
  })

  it('a 0–10 score trait survives save → load, and the file holds the bounds a Python reader needs', () => {
    const b = Benchmark.create({ name: 'bounds' })
    b.setGlobalRubric(defineRubric({ llmTraits: [llmTrait({ name: 'Depth', kind: 'score', minScore: 0, maxScore: 10 })] }))
    const text = serializeCheckpoint(b)
    const written = (parsePyJson(text) as { rating: { additionalProperty: { name: string; value?: unknown }[] }[] }).rating[0]!
    // Karenina's loader: a bound is the property's value, or its default (1 / 5) when the property is absent.
    const pythonBound = (name: string, fallback: number) => written.additionalProperty.find((p) => p.name === name)?.value ?? fallback
    expect([pythonBound('min_score', 1), pythonBound('max_score', 5)]).toEqual([0, 10])
    expect(parseCheckpoint(parsePyJson(text)).getGlobalRubric()!.llm_traits[0]).toMatchObject({ kind: 'score', min_score: 0, max_score: 10 })
  })
})
