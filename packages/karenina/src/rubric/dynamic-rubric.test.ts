import { describe, expect, it } from 'vitest'
import { assertNoDynamicConflicts, checkDynamicRubric, promotableTraits, promoteDynamicTraits, resolveConceptText } from './dynamic-rubric.js'
import { mergeDynamicRubrics } from './merge.js'
import { defineRubric } from './rubric.js'
import { llmTrait } from './traits/llm-trait.js'
import { regexTrait } from './traits/regex-trait.js'

const staticRubric = defineRubric({ llmTraits: [llmTrait({ name: 'clarity', kind: 'boolean', description: 'Clear?' })] })

describe('dynamic rubrics (spec 03 §2.6, §7)', () => {
  it('resolve_concept_text: summary, else description, else name', () => {
    expect(resolveConceptText({ name: 'n', summary: 's', description: 'd' })).toBe('s')
    expect(resolveConceptText({ name: 'n', summary: null, description: 'd' })).toBe('d')
    expect(resolveConceptText({ name: 'n' })).toBe('n')
  })

  it('needs a summary or a description on every trait; description-only warns', () => {
    const ok = defineRubric({ regexTraits: [regexTrait({ name: 'pmid', summary: 'PubMed ids', pattern: 'PMID' })] })
    expect(checkDynamicRubric(ok)).toEqual([])
    const described = defineRubric({ llmTraits: [llmTrait({ name: 'safety', kind: 'boolean', description: 'Safe?' })] })
    expect(checkDynamicRubric(described)).toEqual(["Dynamic llm trait 'safety' has no summary; its description is used as the concept to check"])
    const vague = defineRubric({ regexTraits: [regexTrait({ name: 'pmid', pattern: 'PMID' })] })
    expect(() => checkDynamicRubric(vague)).toThrow("dynamic rubric › regex_traits[0]: Dynamic regex trait 'pmid' needs a summary or a description")
  })

  it('refuses a dynamic trait named like a static one: same type as merge_rubrics words it, other types too', () => {
    const same = defineRubric({ llmTraits: [llmTrait({ name: 'clarity', kind: 'score', summary: 'c' })] })
    expect(() => assertNoDynamicConflicts(staticRubric, same)).toThrow("Same-type trait name conflicts between static and dynamic rubrics: ['llm:clarity']")
    const other = defineRubric({ regexTraits: [regexTrait({ name: 'clarity', summary: 'c', pattern: 'x' })] })
    expect(() => assertNoDynamicConflicts(staticRubric, other)).toThrow(/^dynamic rubric › regex_traits\[0\]\.name: .*static llm trait and dynamic regex trait/)
    expect(() => assertNoDynamicConflicts(null, same)).not.toThrow()
  })

  it('promotes into new objects: the shared static rubric and provenance are left as they were', () => {
    const dynamic = defineRubric({ regexTraits: [regexTrait({ name: 'pmid', summary: 'ids', pattern: 'PMID' })] })
    const provenance = { clarity: 'global' as const }
    const promoted = promoteDynamicTraits(staticRubric, provenance, promotableTraits(dynamic))
    expect(promoted.rubric.regex_traits.map((t) => t.name)).toEqual(['pmid'])
    expect(promoted.rubric.llm_traits.map((t) => t.name)).toEqual(['clarity'])
    expect(promoted.provenance).toEqual({ clarity: 'global', pmid: 'dynamic' })
    expect(staticRubric.regex_traits).toEqual([])
    expect(provenance).toEqual({ clarity: 'global' })
  })

  it('merge_dynamic_rubrics: global then question, conflicts refused, no provenance', () => {
    const g = defineRubric({ llmTraits: [llmTrait({ name: 'a', kind: 'boolean', summary: 'A' })] })
    const q = defineRubric({ llmTraits: [llmTrait({ name: 'b', kind: 'boolean', summary: 'B' })] })
    expect(mergeDynamicRubrics(g, q)?.llm_traits.map((t) => t.name)).toEqual(['a', 'b'])
    expect(mergeDynamicRubrics(null, null)).toBeNull()
    expect(() => mergeDynamicRubrics(g, g, { questionId: 'q1' })).toThrow(/question q1 dynamic rubric.*\['llm:a'\]/)
  })
})
