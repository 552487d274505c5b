import { reply, startLlmServer, type LlmServer } from '@karenina/testing'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { runVerification } from '../../batch/run-verification.js'
import { Benchmark } from '../../benchmark/benchmark.js'
import { ValidationError } from '../../errors/validation-error.js'
import type { ScenarioExecutionResult } from '../../results/scenario-execution-result.js'
import { defineRubric } from '../../rubric/rubric.js'
import { llmTrait } from '../../rubric/traits/llm-trait.js'
import { regexTrait } from '../../rubric/traits/regex-trait.js'
import { defineScenario } from '../define-scenario.js'
import { END } from '../scenario-definition.js'
import { say, scenarioConfig, scriptAnswerer, scriptJudge, Target } from '../../../test/fixtures/scenario-executor/scenario-fixtures.js'
import { runScenarios } from './run-scenarios.js'

// Scenario turns get dynamic rubrics as runVerification's tasks do: the benchmark's merged with the node's by
// mergeDynamicRubrics, a presence check per turn, and only the present traits scored.

let server: LlmServer
beforeEach(async () => {
  server = await startLlmServer()
})
afterEach(async () => {
  await server.close()
})

const dose = defineRubric({ regexTraits: [regexTrait({ name: 'dose', summary: 'Dosing', pattern: '\\d+ mg' })] })
const safety = defineRubric({ llmTraits: [llmTrait({ name: 'safety', kind: 'boolean', summary: 'Safety warnings', description: 'Are safety warnings accurate?' })] })

/** ask (with its own dynamic rubric) → hint when wrong → END. */
const tutoring = defineScenario({
  name: 'tutoring',
  entry: 'ask',
  nodes: {
    ask: { question: 'What is the putative target of venetoclax, and its dose?', template: Target, dynamicRubric: dose },
    hint: { question: 'Hint: an anti-apoptotic protein. Try again.', template: Target },
  },
  edges: [
    { from: 'ask', to: END, when: { verify_result: true } },
    { from: 'ask', to: 'hint' },
    { from: 'hint', to: END },
  ],
})

const presenceChecks = () => server.requests.filter((r) => r.lastUserText.includes('Concepts to check'))

describe('scenario runs — dynamic rubrics', () => {
  it("a scenario benchmark's dynamic rubric and a node's are merged, checked for presence and scored per turn", async () => {
    const benchmark = Benchmark.create({ name: 'scenarios' })
    benchmark.addScenario(tutoring)
    benchmark.setGlobalDynamicRubric(safety)
    scriptAnswerer(server, (q) => (q.startsWith('What is') ? `${say('MCL1')} Take 400 mg daily; watch for tumour lysis.` : say('BCL2')))
    // Every concept asked about is present.
    server.on({ model: 'gpt-judge', match: 'Concepts to check' }, (request) => {
      const names = [...request.lastUserText.matchAll(/^- \*\*(\w+)\*\*/gm)].map((m) => m[1]!)
      return reply.json({ results: names.map((trait_name) => ({ trait_name, present: true })) })
    })
    server.on({ model: 'gpt-judge', match: 'Traits to Evaluate' }, reply.json({ scores: { safety: true } }))
    scriptJudge(server)

    const set = await runVerification(benchmark, scenarioConfig(server), { env: {} })
    expect(set.errors).toBeNull()
    const [ask, hint] = set.results
    expect(ask?.rubric).toMatchObject({
      llm_trait_scores: { safety: true },
      regex_trait_scores: { dose: true },
      dynamic_rubric_promoted_traits: ['safety', 'dose'],
      trait_provenance: { safety: 'dynamic', dose: 'dynamic' },
    })
    // The hint node has no dynamic rubric of its own: only the benchmark's.
    expect(hint?.rubric).toMatchObject({ llm_trait_scores: { safety: true }, dynamic_rubric_promoted_traits: ['safety'], trait_provenance: { safety: 'dynamic' } })
    expect(presenceChecks()).toHaveLength(2)
    // Promoted traits are in the state routing reads (`node_results.<node>.rubric.<trait>`).
    const run = set.scenarioResults?.[0] as ScenarioExecutionResult
    expect(run.finalState.node_results.ask?.rubric).toEqual({ safety: true, dose: true })
  })

  it('an absent concept is not scored, and without any dynamic rubric no presence check is made', async () => {
    scriptAnswerer(server, () => say('BCL2'))
    server.on({ model: 'gpt-judge', match: 'Concepts to check' }, reply.json({ results: [{ trait_name: 'dose', present: false }] }))
    scriptJudge(server)
    const set = await runScenarios([tutoring], scenarioConfig(server), { env: {} })
    // One turn (right at once): its presence check finds nothing, so no trait is scored and no rubric result is stored.
    expect(presenceChecks()).toHaveLength(1)
    expect(set.results.map((r) => r.rubric)).toEqual([null])

    const plain = defineScenario({ name: 'plain', entry: 'ask', nodes: { ask: { question: 'Target?', template: Target } }, edges: [{ from: 'ask', to: END }] })
    const before = server.requests.length
    const second = await runScenarios([plain], scenarioConfig(server), { env: {} })
    expect(second.results[0]?.rubric).toBeNull()
    expect(server.requests.slice(before).some((r) => r.lastUserText.includes('Concepts to check'))).toBe(false)
  })

  it('a trait name in both the run’s and a node’s dynamic rubric is refused before any call', async () => {
    const clash = defineRubric({ regexTraits: [regexTrait({ name: 'dose', summary: 'Any dose', pattern: 'mg' })] })
    await expect(runScenarios([tutoring], scenarioConfig(server), { env: {}, globalDynamicRubric: clash })).rejects.toThrow(
      /Same-type trait name conflicts between global and question rubrics: \['regex:dose'\]/,
    )
    expect(server.requests).toHaveLength(0)
  })

  it('defineScenario refuses a node dynamic trait with neither summary nor description', () => {
    const vague = defineRubric({ regexTraits: [regexTrait({ name: 'dose', pattern: '\\d+ mg' })] })
    const define = () =>
      defineScenario({ name: 'vague', entry: 'ask', nodes: { ask: { question: 'Dose?', template: Target, dynamicRubric: vague } }, edges: [{ from: 'ask', to: END }] })
    expect(define).toThrow(ValidationError)
    expect(define).toThrow(/scenario "vague" node "ask" dynamicRubric.*'dose' needs a summary or a description/s)
  })
})
