import { describe, expect, it } from 'vitest'
import { ValidationError } from '../errors/validation-error.js'
import { mergeRubrics } from './merge.js'
import { defineRubric } from './rubric.js'
import { llmTrait } from './traits/llm-trait.js'
import { metricTrait } from './traits/metric-trait.js'
import { regexTrait } from './traits/regex-trait.js'

const clarity = llmTrait({ name: 'clarity', kind: 'boolean' })
const depth = llmTrait({ name: 'depth', kind: 'score' })
const citations = regexTrait({ name: 'citations', pattern: '\\[\\d+\\]' })
const urls = regexTrait({ name: 'urls', pattern: 'https?://' })

describe('mergeRubrics', () => {
  it('no rubric at all → (null, null)', () => {
    expect(mergeRubrics(null, null)).toEqual({ rubric: null, provenance: null })
    expect(mergeRubrics(undefined, undefined)).toEqual({ rubric: null, provenance: null })
  })

  it('one side only → that rubric, every trait attributed to it', () => {
    const global = defineRubric({ llmTraits: [clarity], regexTraits: [citations] })
    expect(mergeRubrics(global, null)).toEqual({ rubric: global, provenance: { clarity: 'global', citations: 'global' } })
    expect(mergeRubrics(null, global)).toEqual({ rubric: global, provenance: { clarity: 'question_specific', citations: 'question_specific' } })
  })

  it('both → global traits first, then the question’s, per list; provenance global then question-specific', () => {
    const global = defineRubric({ llmTraits: [clarity], regexTraits: [citations] })
    const question = defineRubric({ llmTraits: [depth], regexTraits: [urls] })
    const { rubric, provenance } = mergeRubrics(global, question)
    expect(rubric!.llm_traits.map((t) => t.name)).toEqual(['clarity', 'depth'])
    expect(rubric!.regex_traits.map((t) => t.name)).toEqual(['citations', 'urls'])
    expect(provenance).toEqual({ clarity: 'global', citations: 'global', depth: 'question_specific', urls: 'question_specific' })
    expect(Object.keys(provenance!)).toEqual(['clarity', 'citations', 'depth', 'urls'])
  })

  it('same-type conflicts → one error listing every conflict as type:name, sorted, naming both rubrics', () => {
    const global = defineRubric({ llmTraits: [clarity, depth], regexTraits: [citations] })
    const question = defineRubric({ llmTraits: [depth, clarity], regexTraits: [citations] })
    const error = (() => {
      try {
        mergeRubrics(global, question, { questionId: 'q_7f3a' })
      } catch (e) {
        return e
      }
    })()
    expect(error).toBeInstanceOf(ValidationError)
    expect((error as Error).message).toBe(
      "question q_7f3a rubric › llm_traits: Same-type trait name conflicts between global and question rubrics: ['llm:clarity', 'llm:depth', 'regex:citations']",
    )
  })

  it('a name used by different trait types in the two rubrics → error naming both sources', () => {
    const global = defineRubric({ llmTraits: [clarity] })
    const question = defineRubric({ metricTraits: [metricTrait({ name: 'clarity', tpInstructions: ['x'], metrics: ['recall'] })] })
    expect(() => mergeRubrics(global, question)).toThrow(
      "question rubric › metric_traits[0].name: Duplicate trait name 'clarity' across different trait types (global llm trait and question-specific metric trait)",
    )
  })
})
