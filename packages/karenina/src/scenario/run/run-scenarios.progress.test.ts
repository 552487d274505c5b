// Scenario runs report progress as single-shot runs do: run-started (counting scenario runs), then per run
// scenario-started, one turn-finished per turn, scenario-finished; a throwing listener stops the run.
// Model calls inside a turn report call-started / call-finished naming the scenario, node and question, so
// the CLI's waiting notice can say which scenario call a run waits for.
import { PassThrough } from 'node:stream'
import { startLlmServer, type LlmServer } from '@karenina/testing'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { VerificationProgressEvent } from './progress-event.js'
import { WaitingNotice } from '../../cli/waiting-notice.js'
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
    const calls = (e: VerificationProgressEvent) => e.type === 'call-started' || e.type === 'call-finished'
    expect(events.filter((e) => !calls(e)).map(brief)).toEqual([
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

  it('each model call of a turn reports its start and end, naming the scenario, node and question', async () => {
    scriptAnswerer(server, (q) => (q.startsWith('What is') ? say('MCL1') : say('BCL2')))
    scriptJudge(server)
    const events: VerificationProgressEvent[] = []
    await runScenarios([tutoring], scenarioConfig(server), { env: {}, onProgress: (e) => events.push(e) })
    // Calls of a turn come before that turn's turn-finished, each start followed by its own end.
    const seen = events.flatMap((e) => {
      if (e.type === 'call-started') return [`start ${e.callId} ${e.call.role} ${e.scenario?.nodeId} turn ${e.scenario?.turn}`]
      if (e.type === 'call-finished') return [`end ${e.callId} ${e.scenario?.nodeId}`]
      if (e.type === 'turn-finished') return [`turn ${e.nodeId}`]
      return []
    })
    expect(seen).toEqual([
      'start 1 answering ask turn 0',
      'end 1 ask',
      'start 2 judge ask turn 0',
      'end 2 ask',
      'turn ask',
      'start 3 answering hint turn 1',
      'end 3 hint',
      'start 4 judge hint turn 1',
      'end 4 hint',
      'turn hint',
    ])
    // The turn's task is its node's question (the id its VerificationResult carries) and the run's models.
    const turns = events.filter((e) => e.type === 'turn-finished')
    const started = events.filter((e) => e.type === 'call-started')
    expect(started[0]?.task.questionId).toBe(turns[0]?.result.metadata.question_id)
    expect(started[2]?.task.questionId).toBe(turns[1]?.result.metadata.question_id)
    expect(started[0]?.task.questionId).not.toBe(started[2]?.task.questionId)
    expect(started[1]?.call).toMatchObject({ role: 'judge', model: 'openai_endpoint:gpt-judge', stage: 'ParseTemplate', attempt: 1 })
    expect(started[1]?.scenario).toEqual({ scenarioId: 'tutoring', answeringModel: 'openai_endpoint:gpt-answerer', parsingModel: 'openai_endpoint:gpt-judge', replicate: null, nodeId: 'ask', turn: 0 })
  })

  it('the waiting notice names the scenario and node of a call still in flight', async () => {
    scriptAnswerer(server, () => say('BCL2'))
    scriptJudge(server)
    // A clock the test moves: the judge call of the first turn is held open while the notice checks it.
    let clock = 0
    const out = new PassThrough()
    const notice = new WaitingNotice(out, 5, () => clock)
    const lines: string[] = []
    out.on('data', (chunk: Buffer) => lines.push(...chunk.toString().split('\n').filter(Boolean)))
    await runScenarios([tutoring], scenarioConfig(server), {
      env: {},
      onProgress: (e) => {
        notice.onEvent(e)
        if (e.type === 'call-started' && e.call.role === 'judge' && e.scenario?.nodeId === 'ask') {
          clock += 6000
          notice.check()
        }
      },
    })
    notice.stop()
    expect(lines).toHaveLength(1)
    expect(lines[0]).toMatch(/^waiting 6 s for judge openai_endpoint:gpt-judge \(scenario tutoring, node ask, question \S+, stage ParseTemplate, attempt 1, /)
  })
})
