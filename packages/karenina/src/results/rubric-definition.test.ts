// `shared_data.rubric_definition`: Karenina writes `global_rubric.model_dump(mode="json", exclude_unset=True)`
// for the rubric its checkpoint loader built (every trait list, each trait with the fields the loader sets).
import { existsSync, readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { pyJsonDumps } from '../compat/py-json.js'
import { loadCheckpoint } from '../benchmark/checkpoint/load-checkpoint.js'
import { defineRubric } from '../rubric/rubric.js'
import { llmTrait } from '../rubric/traits/llm-trait.js'
import { rubricDefinition } from './rubric-definition.js'

const FIXTURES = fileURLToPath(new URL('../../../../../shared/karenina-fixtures/', import.meta.url))
const available = existsSync(FIXTURES)
if (!available) console.warn(`Python Karenina fixtures not found at ${FIXTURES}; skipping rubric_definition fixture tests`)

const llmKeys = [
  'name', 'description', 'summary', 'kind', 'min_score', 'max_score', 'classes', 'deep_judgment_enabled',
  'deep_judgment_excerpt_enabled', 'deep_judgment_max_excerpts', 'deep_judgment_fuzzy_match_threshold',
  'deep_judgment_excerpt_retry_attempts', 'deep_judgment_search_enabled', 'higher_is_better',
]

describe('rubricDefinition', () => {
  it('is null without a global rubric', () => {
    expect(rubricDefinition(null)).toBeNull()
  })

  it("writes every trait list and the loader's fields of each trait, in Karenina's field order", () => {
    const rubric = defineRubric({ llmTraits: [llmTrait({ name: 'clarity', description: 'Clear?', kind: 'score', minScore: 1, maxScore: 5, deepJudgmentFuzzyMatchThreshold: 1 })] })
    const dumped = rubricDefinition(rubric)!
    expect(Object.keys(dumped)).toEqual(['llm_traits', 'regex_traits', 'callable_traits', 'metric_traits', 'agentic_traits'])
    const [trait] = dumped.llm_traits as Record<string, unknown>[]
    expect(Object.keys(trait!)).toEqual(llmKeys)
    // A float field keeps its Python float form.
    expect(pyJsonDumps(trait)).toContain('"deep_judgment_fuzzy_match_threshold": 1.0')
  })

  it.skipIf(!available)("matches the export fixture's rubric definition on the fields that fixture's rubric set", () => {
    const fixture = JSON.parse(readFileSync(`${FIXTURES}results_export_full.json`, 'utf8'))
    const expected = fixture.shared_data.rubric_definition.llm_traits[0] as Record<string, unknown>
    const rubric = defineRubric({ llmTraits: [llmTrait({ name: expected.name as string, description: expected.description as string, kind: 'boolean' })] })
    const [trait] = rubricDefinition(rubric)!.llm_traits as Record<string, unknown>[]
    // Same values and the same relative key order as Python's dump (the fixture's rubric was built by hand, so it set fewer fields).
    const common = Object.fromEntries(Object.entries(trait!).filter(([key]) => key in expected))
    expect(JSON.stringify(common)).toBe(JSON.stringify(expected))
  })

  it.skipIf(!available)("is the full serialised global rubric of Karenina's with_rubrics.jsonld", async () => {
    const benchmark = await loadCheckpoint(`${FIXTURES}with_rubrics.jsonld`)
    const dumped = rubricDefinition(benchmark.getGlobalRubric())!
    const llm = dumped.llm_traits as Record<string, unknown>[]
    expect(llm[0]).toEqual({
      name: 'Clarity',
      description: 'The response is clear, well-organized, and easy to understand',
      summary: null,
      kind: 'score',
      min_score: 1,
      max_score: 5,
      classes: null,
      deep_judgment_enabled: false,
      deep_judgment_excerpt_enabled: false,
      deep_judgment_max_excerpts: null,
      deep_judgment_fuzzy_match_threshold: null,
      deep_judgment_excerpt_retry_attempts: null,
      deep_judgment_search_enabled: false,
      higher_is_better: true,
    })
    expect(llm[1]).toMatchObject({ name: 'Accuracy', kind: 'boolean', min_score: null, max_score: null })
    expect((dumped.regex_traits as unknown[])[0]).toEqual({
      name: 'HasCitations',
      description: 'Response includes numeric citations like [1], [2]',
      summary: null,
      pattern: '\\[\\d+\\]',
      case_sensitive: true,
      invert_result: false,
      higher_is_better: true,
    })
    expect(dumped).not.toHaveProperty('trait_names')
  })
})
