import { describe, expect, it } from 'vitest'
import { ValidationError } from '../errors/validation-error.js'
import {
  defineRubric,
  hasAgenticTraits,
  hasNonAgenticTraits,
  rubricFromJSON,
  rubricFromTraits,
  rubricToJSON,
  rubricTraitNames,
  traitTypeOf,
} from './rubric.js'
import { agenticTrait, agenticTraitFromJSON } from './traits/agentic-trait.js'
import { callableTrait, callableTraitFromJSON, resolveCallableFunction } from './traits/callable-trait.js'
import { llmTrait } from './traits/llm-trait.js'
import { metricTrait } from './traits/metric-trait.js'
import { regexTrait } from './traits/regex-trait.js'

const conciseness = llmTrait({ name: 'conciseness', kind: 'score', description: 'Is the response concise?' })
const tone = llmTrait({ name: 'tone', kind: 'literal', classes: { formal: 'F', casual: 'C', mixed: 'M' }, higherIsBetter: false })
const citations = regexTrait({ name: 'citations', pattern: '\\[\\d+\\]' })
const short = callableTrait({ name: 'short', kind: 'score', minScore: 0, maxScore: 10, fn: () => 1 })
const coverage = metricTrait({ name: 'coverage', tpInstructions: ['mentions Paris'], metrics: ['recall'] })
const tests = agenticTrait({ name: 'tests_pass', description: 'Do the tests pass?', kind: 'boolean' })

describe('Rubric', () => {
  const rubric = defineRubric({ llmTraits: [conciseness, tone], regexTraits: [citations], callableTraits: [short], metricTraits: [coverage], agenticTraits: [tests] })

  it('lists names in Karenina’s type order and answers the per-type getters', () => {
    expect(rubricTraitNames(rubric)).toEqual(['conciseness', 'tone', 'citations', 'short', 'coverage', 'tests_pass'])
    expect(rubricTraitNames(rubric, 'regex')).toEqual(['citations'])
    expect(hasNonAgenticTraits(rubric)).toBe(true)
    expect(hasAgenticTraits(rubric)).toBe(true)
    expect(hasNonAgenticTraits(defineRubric({ agenticTraits: [tests] }))).toBe(false)
    expect(hasNonAgenticTraits(null)).toBe(false)
  })

  it('keeps the trait objects (a callable trait keeps its bound function)', () => {
    expect(rubric.callable_traits[0]).toBe(short)
    expect(resolveCallableFunction(rubric.callable_traits[0]!)).not.toBeNull()
  })

  it.each([
    ['a duplicate inside a list', { llmTraits: [conciseness, conciseness] }, "Duplicate llm trait name 'conciseness'"],
    ['the same name in two lists', { llmTraits: [conciseness], regexTraits: [regexTrait({ name: 'conciseness', pattern: 'x' })] }, "Duplicate trait name 'conciseness' across different trait types (llm and regex)"],
    ['a dotted name', { regexTraits: [regexTrait({ name: 'a.b', pattern: 'x' })] }, "Trait name 'a.b' contains '.'"],
  ])('rejects %s', (_case, options, message) => {
    expect(() => defineRubric(options)).toThrow(ValidationError)
    expect(() => defineRubric(options)).toThrow(message)
  })

  it('from_traits sorts a flat list into the typed lists', () => {
    const sorted = rubricFromTraits([coverage, citations, tests, conciseness, short])
    expect(sorted.llm_traits).toEqual([conciseness])
    expect(sorted.regex_traits).toEqual([citations])
    expect(sorted.callable_traits).toEqual([short])
    expect(sorted.metric_traits).toEqual([coverage])
    expect(sorted.agentic_traits).toEqual([tests])
    expect([conciseness, citations, short, coverage, tests].map(traitTypeOf)).toEqual(['llm', 'regex', 'callable', 'metric', 'agentic'])
  })

  it('round-trips through Karenina’s serialized form (Python callable code kept, agentic traits held)', () => {
    const stored = callableTraitFromJSON({ name: 'py', kind: 'boolean', callable_code: 'gASVAAAA' })
    const json = rubricToJSON(defineRubric({ llmTraits: [tone], callableTraits: [stored], agenticTraits: [tests] }))
    const reloaded = rubricFromJSON(JSON.parse(JSON.stringify(json)))
    expect(reloaded.callable_traits[0]!.callable_code).toBe('gASVAAAA')
    expect(rubricToJSON(reloaded)).toEqual(json)
    expect(reloaded.agentic_traits[0]).toMatchObject({ context_mode: 'trace_and_workspace', max_turns: 15, timeout_seconds: 120, model_override: null })
  })

  it('rubricFromJSON: lists default to [], extra keys and bad traits are errors naming the path', () => {
    expect(rubricFromJSON({})).toEqual({ llm_traits: [], regex_traits: [], callable_traits: [], metric_traits: [], agentic_traits: [] })
    expect(() => rubricFromJSON({ traits: [] })).toThrow(/unknown key 'traits' in Rubric/)
    expect(() => rubricFromJSON({ regex_traits: [{ name: 'r', pattern: '(' }] })).toThrow(/regex_traits\[0\]\.pattern: Invalid regex pattern/)
    expect(() => rubricFromJSON({ llm_traits: [{ name: 'a', kind: 'boolean' }], metric_traits: [{ name: 'a', tp_instructions: ['x'], metrics: ['recall'] }] })).toThrow(
      "metric_traits[0].name: Duplicate trait name 'a' across different trait types",
    )
  })
})

describe('AgenticRubricTrait (held for the agentic stage)', () => {
  it('requires a description and validates its options', () => {
    expect(() => agenticTraitFromJSON({ name: 'a', kind: 'boolean' })).toThrow(/description/)
    expect(() => agenticTrait({ name: 'a', description: 'd', kind: 'boolean', contextMode: 'workspace_only', materializeTrace: true })).toThrow(/materialize_trace/)
    expect(() => agenticTrait({ name: 'a', description: 'd', kind: 'boolean', maxTurns: 0 })).toThrow(/max_turns/)
    expect(() => agenticTrait({ name: 'a', description: 'd', kind: 'literal' })).toThrow(/classes field is required/)
    expect(agenticTrait({ name: 'a', description: 'd', kind: 'literal', classes: { x: 'X', y: 'Y' } })).toMatchObject({ min_score: 0, max_score: 1 })
  })

  it('model_override must be an agent-capable (deep_agent) interface', () => {
    const base = { name: 'a', description: 'd', kind: 'boolean' }
    expect(() => agenticTraitFromJSON({ ...base, model_override: { model_name: 'gpt-4.1', model_provider: 'openai', interface: 'langchain' } })).toThrow(/does not support agent creation/)
    expect(agenticTraitFromJSON({ ...base, model_override: { model_name: 'claude-sonnet-4-5', interface: 'claude_agent_sdk' } }).model_override?.interface).toBe('claude_agent_sdk')
  })
})
