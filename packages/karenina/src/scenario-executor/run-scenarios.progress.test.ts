// Scenario runs report progress as single-shot runs do: run-started (counting scenario runs), then per run
// scenario-started, one turn-finished per turn, scenario-finished; a throwing listener stops the run.
import { startLlmServer, type LlmServer } from '@karenina/testing'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { VerificationProgressEvent } from '../batch/progress-event.js'
import { defineScenario } from '../scenario/define-scenario.js'
import { END } from '../scenario/scenario-definition.js'
import { say, scenarioConfig, scriptAnswerer, scriptJudge, Target } from './__fixtures__/scenario-fixtures.js'
import { runScenarios } from './run-scenarios.js'

let server: LlmServer
beforeEach(async () => {
  server = await startLlmServer()
})
afterEach(async () => {
  await server.close()
})

const tutoring = defineScenario({
  name: 'tutoring',
  entry: 'ask',
  nodes: {
    ask: { question: 'What is the putative target of venetoclax?', template: Target },
    hint: { question: 'Hint: an anti-apoptotic protein. Try again.', template: Target },
  },
  edges: [
    { from: 'ask', to: 'hint' },
    { from: 'ask', to: END, when: { verify_result: true } },
    { from: 'hint', to: END },
  ],
})

/** An event without its bulky objects, for comparison. */
function brief(event: VerificationProgressEvent): unknown {
  switch (event.type) {
    case 'turn-finished':
      return { type: event.type, rep: event.scenario.replicate, turn: event.turn, node: event.nodeId, next: event.nextNode, verify: event.result.template?.verify_result }
    case 'scenario-started':
      return { type: event.type, rep: event.scenario.replicate, completed: event.completed, running: event.running }
    case 'scenario-finished':
      return { type: event.type, rep: event.scenario.replicate, path: event.run?.path, error: event.error, completed: event.completed, total: event.total }
    default:
      return event
  }
}

describe('runScenarios — progress events', () => {
  it('run-started counts scenario runs; each run reports its start, every turn, and its end', async () => {
    scriptAnswerer(server, (q) => (q.startsWith('What is') ? say('MCL1') : say('BCL2')))
    scriptJudge(server)
    const events: VerificationProgressEvent[] = []
    const set = await runScenarios([tutoring], scenarioConfig(server, { replicate_count: 2, async_max_workers: 1 }), { env: {}, onProgress: (e) => events.push(e) })
    expect(events.map(brief)).toEqual([
      { type: 'run-started', unit: 'scenario', total: 2, resumed: 0, toRun: 2 },
      { type: 'scenario-started', rep: 1, completed: 0, running: 1 },
      { type: 'turn-finished', rep: 1, turn: 0, node: 'ask', next: 'hint', verify: false },
      { type: 'turn-finished', rep: 1, turn: 1, node: 'hint', next: null, verify: true },
      { type: 'scenario-finished', rep: 1, path: ['ask', 'hint'], error: null, completed: 1, total: 2 },
      { type: 'scenario-started', rep: 2, completed: 1, running: 1 },
      { type: 'turn-finished', rep: 2, turn: 0, node: 'ask', next: 'hint', verify: false },
      { type: 'turn-finished', rep: 2, turn: 1, node: 'hint', next: null, verify: true },
      { type: 'scenario-finished', rep: 2, path: ['ask', 'hint'], error: null, completed: 2, total: 2 },
    ])
    // The events carry the run's own objects.
    const finished = events.filter((e) => e.type === 'scenario-finished')
    expect(finished.map((e) => e.run)).toEqual(set.scenarioResults)
    expect(events.filter((e) => e.type === 'turn-finished').map((e) => e.result)).toEqual(set.results)
    const started = events.find((e) => e.type === 'scenario-started')
    expect(started?.scenario).toEqual({ scenarioId: 'tutoring', answeringModel: 'openai_endpoint:gpt-answerer', parsingModel: 'openai_endpoint:gpt-judge', replicate: 1 })
  })

  it('a listener that throws stops the run with its error', async () => {
    scriptAnswerer(server, () => say('BCL2'))
    scriptJudge(server)
    const boom = new Error('listener bug')
    const run = runScenarios([tutoring], scenarioConfig(server), {
      env: {},
      onProgress: (e) => {
        if (e.type === 'turn-finished') throw boom
      },
    })
    await expect(run).rejects.toBe(boom)
  })
})
