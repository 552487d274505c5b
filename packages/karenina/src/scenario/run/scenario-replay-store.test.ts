import { startLlmServer, type LlmServer } from '@karenina/testing'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { defineScenario } from '../define-scenario.js'
import { END } from '../scenario-definition.js'
import { say, scenarioConfig, scriptAnswerer, scriptJudge, Target } from '../../../test/fixtures/scenario-executor/scenario-fixtures.js'
import { runScenarios } from './run-scenarios.js'

let server: LlmServer
beforeEach(async () => {
  server = await startLlmServer()
})
afterEach(async () => {
  await server.close()
})

/** ask → END when right, else retry → ask again (so `ask` is visited twice) → END. */
const retrying = defineScenario({
  name: 'retrying',
  entry: 'ask',
  nodes: {
    ask: { question: 'What is the putative target of venetoclax?', template: Target },
    retry: { question: 'Not quite. Think of anti-apoptotic proteins.', template: Target },
  },
  edges: [
    { from: 'ask', to: 'retry', when: { verify_result: false } },
    { from: 'ask', to: END },
    { from: 'retry', to: 'ask' },
  ],
})

describe('ScenarioExecutionResult.toReplayStore (spec 05 §4.2)', () => {
  it('keys turns by node and visit; replaying the store walks the same path with no request', async () => {
    let asked = 0
    scriptAnswerer(server, (q) => (q.startsWith('What is') ? say(asked++ === 0 ? 'MCL1' : 'BCL2') : say('Thinking…')))
    scriptJudge(server)
    const live = await runScenarios([retrying], scenarioConfig(server), { env: {} })
    const run = live.scenarioResults[0]!
    expect(run.path).toEqual(['ask', 'retry', 'ask'])
    const requests = server.requests.length

    const store = run.toReplayStore({ missPolicy: 'strict', answeringModelId: null })
    expect(store.entries.map(([k]) => [k.scenario_id, k.scenario_node, k.visit_index, k.answering_model_id])).toEqual([
      ['retrying', 'ask', 0, null],
      ['retrying', 'retry', 0, null],
      ['retrying', 'ask', 1, null],
    ])
    const replayed = await runScenarios([retrying], scenarioConfig(server, { replay_store: store }), { env: {} })
    expect(server.requests.length).toBe(requests)
    const again = replayed.scenarioResults[0]!
    expect(again.path).toEqual(['ask', 'retry', 'ask'])
    expect(again.history.map((t) => t.verifyResult)).toEqual(run.history.map((t) => t.verifyResult))
    expect(replayed.results.map((r) => r.template?.raw_llm_response)).toEqual(live.results.map((r) => r.template?.raw_llm_response))
  })
})
