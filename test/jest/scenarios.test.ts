import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { reply, startLlmServer, type LlmServer } from '@karenina/testing'
import { loadResults } from 'karenina'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { assertBuilt, copyFixture, runJest } from './helpers/jest-project.js'
import { fixtureEnv } from './helpers/scripted-models.js'

// describeScenario and toSatisfyOutcome end to end: a real jest process, the loopback server as answerer
// (wrong first, right after the hint) and judge, and the karenina reporter writing every turn.
describe('jest-karenina: describeScenario and toSatisfyOutcome', () => {
  let server: LlmServer
  let project: ReturnType<typeof copyFixture>

  beforeAll(async () => {
    assertBuilt()
    server = await startLlmServer()
    server.on({ model: 'gpt-answerer' }, (request) => (request.lastUserText.startsWith('What') ? 'I think TARGET=MCL1.' : 'I think TARGET=BCL2.'))
    server.on({ model: 'gpt-judge' }, (request) => reply.json({ target: /TARGET=(\w+)/.exec(request.lastUserText.slice(request.lastUserText.indexOf('## Response to Parse')))?.[1] ?? 'none' }))
    project = copyFixture('scenarios')
  })
  afterAll(async () => {
    await server?.close()
    project?.cleanup()
  })

  test('one test per scenario; a failing criterion fails with the path; the reporter writes every turn and the scenario runs', { timeout: 90_000 }, async () => {
    const run = await runJest(project.dir, [], fixtureEnv(server))
    expect(run.code).toBe(1)
    expect(run.output).toMatch(/✓ tutoring/)
    expect(run.output).toMatch(/✕ first-try/)
    expect(run.output).toMatch(/Tests: +2 failed, 1 passed, 3 total/)
    expect(run.output).toContain('scenario "first-try" [completed]: ask')
    expect(run.output).toContain('✗ first_try: first_turn is turn 0 (ask): verify_result = False, expected True (BooleanMatch)')
    expect(run.output).toContain('expected the outcome check to hold, it is False')
    expect(run.output).toContain('path: ask → hint [completed, 2 turns]')
    const set = loadResults(readFileSync(join(project.dir, 'karenina-results.json'), 'utf8'))
    expect(set.results.map((r) => [r.metadata.scenario_id, r.metadata.scenario_node, r.metadata.scenario_turn])).toEqual([
      ['tutoring', 'ask', 0],
      ['tutoring', 'hint', 1],
      ['first-try', 'ask', 0],
    ])
    // The scenario runs themselves, as the vitest reporter writes them, each turn linked to its result.
    expect(set.scenarioResults).toEqual([
      expect.objectContaining({ scenario_id: 'tutoring', status: 'completed', path: ['ask', 'hint'], turn_count: 2, outcome_results: { solved: true } }),
      expect.objectContaining({ scenario_id: 'first-try', status: 'completed', path: ['ask'], turn_count: 1, outcome_results: { first_try: false } }),
    ])
    const runs = set.getScenarioResults()
    expect(runs.map((r) => r.turnResults.map((t) => t.metadata.result_id))).toEqual([
      [set.results[0]!.metadata.result_id, set.results[1]!.metadata.result_id],
      [set.results[2]!.metadata.result_id],
    ])
  })
})
