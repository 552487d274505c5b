import { reply, startLlmServer, type LlmServer, type RecordedRequest } from '@karenina/testing'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { pyJsonDumps } from '../../compat/py-json.js'
import { VerificationBatchError } from '../../results/verification-batch-error.js'
import type { AgentTool } from '../../llm/ports.js'
import { exportResults } from '../../results/export.js'
import { loadResults } from '../../results/import.js'
import { defineScenario, type EdgeSpec, type NodeSpec } from '../define-scenario.js'
import { outcome } from '../outcome-sugar.js'
import { END, type ScenarioDefinition } from '../scenario-definition.js'
import { say, scenarioConfig, scriptJudge, Target } from '../../../test/fixtures/scenario-executor/scenario-fixtures.js'
import { runScenarios } from './run-scenarios.js'
import { ScenarioExecutionResult, type ScenarioResultRecord } from '../../results/scenario-execution-result.js'

let server: LlmServer
let dir: string
beforeEach(async () => {
  server = await startLlmServer()
  dir = await mkdtemp(join(tmpdir(), 'scenario-batch-'))
})
afterEach(async () => {
  await server.close()
  await rm(dir, { recursive: true, force: true })
})

const SCENARIOS = 20
const TURNS = 5
const tag = (s: number, t: number) => `[s${String(s).padStart(2, '0')} t${t}]`

/** Scenario s: a chain of TURNS nodes, each question tagged with its scenario and turn. */
function chain(s: number): ScenarioDefinition {
  const nodes: Record<string, NodeSpec> = {}
  const edges: EdgeSpec[] = []
  for (let t = 0; t < TURNS; t++) {
    nodes[`n${t}`] = { question: `${tag(s, t)} What is the putative target of venetoclax?`, template: Target }
    edges.push({ from: `n${t}`, to: t + 1 < TURNS ? `n${t + 1}` : END })
  }
  return defineScenario({ name: `chain-${s}`, entry: 'n0', nodes, edges, outcomes: { all_right: outcome.allTurns({ verify_result: true }) } })
}

/** The (scenario, turn) a request is about, from the tag in its question (the judge's prompt quotes it). */
function tagOf(request: RecordedRequest): [number, number] | null {
  const m = /\[s(\d+) t(\d+)\]/.exec(request.lastUserText)
  return m ? [Number(m[1]), Number(m[2])] : null
}

/** Every scenario's requests alternate answer, judge, answer, … for turns 0, 1, 2, … (the log's arrival order). */
function expectTurnsInOrder(requests: readonly RecordedRequest[], scenarios: Iterable<number>): void {
  for (const s of scenarios) {
    const all = requests.filter((r) => tagOf(r)?.[0] === s).sort((a, b) => a.seq - b.seq)
    // A request of a cancelled attempt can be logged late: the attempt that counts starts at the last turn-0 answer.
    const start = all.findLastIndex((r) => r.model === 'gpt-answerer' && tagOf(r)![1] === 0)
    const mine = all.slice(start)
    const expected = Array.from({ length: TURNS }, (_, t) => [[t, 'gpt-answerer'], [t, 'gpt-judge']]).flat()
    expect(mine.map((r) => [tagOf(r)![1], r.model]), `scenario ${s}`).toEqual(expected)
  }
}

describe('runScenarios — 20 scenarios × 5 turns at concurrency 8', () => {
  it('runs 8 scenarios at once, keeps every scenario’s turns in order, and loses nothing on crash + resume', async () => {
    // A barrier: the first 8 first-turn answers wait until 8 scenarios are in flight together.
    let waiting: (() => void)[] = []
    let released = false
    server.on({ model: 'gpt-answerer' }, async (request) => {
      if (!released && / t0\]/.test(request.lastUserText)) {
        await new Promise<void>((resolve) => {
          waiting.push(resolve)
          if (waiting.length === 8) {
            released = true
            for (const w of waiting) w()
            waiting = []
          }
        })
      }
      return say('BCL2')
    })
    scriptJudge(server)
    const scenarios = Array.from({ length: SCENARIOS }, (_, s) => chain(s))
    const jsonl = join(dir, 'scenarios.jsonl')
    const config = scenarioConfig(server, { async_max_workers: 8 })

    // Run 1 "crashes" (is aborted) once 7 scenarios are saved.
    const controller = new AbortController()
    let saved = 0
    await expect(
      runScenarios(scenarios, config, {
        env: {},
        output: { jsonl },
        signal: controller.signal,
        onScenario: () => {
          if (++saved === 7) controller.abort(new Error('crash'))
        },
      }),
    ).rejects.toThrow(VerificationBatchError)
    expect(released).toBe(true)
    const savedNames = new Set((await loadSavedIds(jsonl)).map((name) => Number(name.replace('chain-', ''))))
    const firstRun = server.requests.length
    expect(savedNames.size).toBeGreaterThanOrEqual(7)
    expect(savedNames.size).toBeLessThan(SCENARIOS)

    const resumed = await runScenarios(scenarios, config, { env: {}, output: { jsonl, resume: true } })
    expect(resumed.errors).toBeNull()
    expect(resumed.scenarioResults.map((r) => r.scenarioId)).toEqual(scenarios.map((s) => s.name))
    expect(resumed.results).toHaveLength(SCENARIOS * TURNS)
    for (const run of resumed.scenarioResults) {
      expect(run.status).toBe('completed')
      expect(run.path).toEqual(['n0', 'n1', 'n2', 'n3', 'n4'])
      expect(run.turnResults.map((r) => r.metadata.scenario_turn)).toEqual([0, 1, 2, 3, 4])
      expect(run.outcomeResults).toEqual({ all_right: true })
    }
    // The resumed run did not redo the scenarios run 1 saved: none of their requests after the restart.
    const later = server.requests.slice(firstRun)
    for (const r of later) expect(savedNames.has(tagOf(r)![0]), `request ${r.seq}`).toBe(false)
    // Turns are ordered in each run's log (run 2 redoes the scenarios that were cut).
    expectTurnsInOrder(later, [...Array(SCENARIOS).keys()].filter((s) => !savedNames.has(s)))
    expectTurnsInOrder(server.requests.slice(0, firstRun), savedNames)
  })
})

async function loadSavedIds(jsonl: string): Promise<string[]> {
  const { readFile } = await import('node:fs/promises')
  return (await readFile(jsonl, 'utf8'))
    .split('\n')
    .filter((l) => l.trim() !== '')
    .map((l) => (JSON.parse(l) as { scenario_result: { scenario_id: string } }).scenario_result.scenario_id)
}

describe('scenario results through the v2.2 export', () => {
  it('round-trips scenario_results and the per-turn scenario fields', async () => {
    server.on({ model: 'gpt-answerer' }, (request) => (request.lastUserText.includes('t0') ? say('MCL1') : say('BCL2')))
    scriptJudge(server)
    const s = defineScenario({
      name: 'retry',
      entry: 'a',
      nodes: { a: { question: '[s00 t0] Target?', template: Target }, b: { question: '[s00 t1] Again?', template: Target } },
      edges: [
        { from: 'a', to: END, when: { verify_result: true } },
        { from: 'a', to: 'b' },
      ],
      outcomes: { solved: outcome.lastTurn({ verify_result: true }), turns: outcome.countTurns() },
    })
    const set = await runScenarios([s], scenarioConfig(server), { env: {} })
    const text = exportResults(set, { job: { jobId: 'job-1', totalQuestions: 2, successfulCount: 1, failedCount: 1, kareninaVersion: 'test' } })
    const loaded = loadResults(text)
    expect(loaded.results.map((r) => [r.metadata.scenario_id, r.metadata.scenario_node, r.metadata.scenario_turn, r.metadata.scenario_path])).toEqual([
      ['retry', 'a', 0, ['a']],
      ['retry', 'b', 1, ['a', 'b']],
    ])
    const record = loaded.scenarioResults![0] as ScenarioResultRecord
    expect(record).toMatchObject({ scenario_id: 'retry', status: 'completed', path: ['a', 'b'], turn_count: 2, outcome_results: { solved: true, turns: 2 }, terminal_failure: null })
    const rebuilt = ScenarioExecutionResult.fromRecord(record, loaded.results)
    expect(pyJsonDumps(rebuilt)).toBe(pyJsonDumps(set.scenarioResults[0]))
    expect(rebuilt.turnResults.map((r) => r.metadata.result_id)).toEqual(set.results.map((r) => r.metadata.result_id))
    // Re-exporting the loaded set reproduces the bytes.
    expect(exportResults(loaded)).toBe(text)
  })
})

describe('tool filter', () => {
  it('removes a server’s tool at the node that filters it', async () => {
    const tool = (name: string): AgentTool => ({ name, description: name, parameters: { type: 'object', properties: {} }, execute: async () => 'ok' })
    server.on({ model: 'gpt-answerer' }, reply.text(say('BCL2')))
    scriptJudge(server)
    const s = defineScenario({
      name: 'tools',
      entry: 'a',
      nodes: {
        a: { question: 'A?', template: Target },
        b: { question: 'B?', template: Target, toolFilter: { remove: [{ server: 'search', tool: 'web' }] } },
        c: { question: 'C?', template: Target, toolFilter: { remove: [{ server: 'search' }] } },
      },
      edges: [
        { from: 'a', to: 'b' },
        { from: 'b', to: 'c' },
      ],
    })
    await runScenarios([s], scenarioConfig(server), { env: {}, agentTools: { search: [tool('web'), tool('pubmed')], calc: [tool('add')] } })
    const answering = server.requests.filter((r) => r.model === 'gpt-answerer')
    expect(answering.map((r) => r.tools.map((t) => t.name).sort())).toEqual([
      ['add', 'pubmed', 'web'],
      ['add', 'pubmed'],
      ['add'],
    ])
  })
})

describe('agent turns in the conversation', () => {
  it('the next turn sees the previous turn’s tool calls and results, and the transcript labels them', async () => {
    const tool: AgentTool = { name: 'pubmed', description: 'search', parameters: { type: 'object', properties: { q: { type: 'string' } } }, execute: async () => 'BCL2 is the target' }
    // Call the tool once per turn, then answer.
    server.on({ model: 'gpt-answerer' }, (request) => (request.messages.at(-1)?.role === 'user' ? reply.toolCall('pubmed', { q: 'venetoclax' }) : say('BCL2')))
    scriptJudge(server)
    const s = defineScenario({
      name: 'agent',
      entry: 'a',
      nodes: { a: { question: 'A?', template: Target, agentIdentity: 'researcher' }, b: { question: 'B?', template: Target }, c: { question: 'C?', template: Target } },
      edges: [
        { from: 'a', to: 'b' },
        { from: 'b', to: 'c', handover: 'transcript_append' },
      ],
    })
    await runScenarios([s], scenarioConfig(server), { env: {}, agentTools: { search: [tool] } })
    const answering = server.requests.filter((r) => r.model === 'gpt-answerer')
    const secondTurnFirstCall = answering.find((r) => r.lastUserText === 'B?')!
    expect(secondTurnFirstCall.messages.map((m) => m.role)).toEqual(['system', 'user', 'assistant', 'tool', 'assistant', 'user'])
    const handedOver = answering.find((r) => r.lastUserText.startsWith('C?'))!.lastUserText
    expect(handedOver).toContain("[researcher:assistant:tool_use] pubmed(q='venetoclax')")
    expect(handedOver).toContain('[researcher:tool:tool_result] BCL2 is the target')
  })
})
