import { reply, startLlmServer } from '@karenina/testing'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { defineScenario, defineTemplate, END, exactMatch, field, outcome, parsePyJson } from 'karenina'
import { planScenarioTests, readRunRecords, RUN_DIR_ENV } from 'karenina/runner'
import { afterAll, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { describeScenario } from './describe-scenario.js'
import { kareninaMatchers } from './matchers.js'

// Registered at collection time, so the loopback server is started before the tests are declared.
const server = await startLlmServer()
// The run directory a karenina reporter would announce: the tests hand their results over there.
const runDir = mkdtempSync(join(tmpdir(), 'vitest-karenina-scenario-'))
process.env[RUN_DIR_ENV] = runDir
afterAll(async () => {
  delete process.env[RUN_DIR_ENV]
  rmSync(runDir, { recursive: true, force: true })
  await server.close()
})
server.on({ model: 'gpt-answerer' }, (request) => (request.lastUserText.startsWith('What') ? 'I think TARGET=MCL1.' : 'I think TARGET=BCL2.'))
server.on({ model: 'gpt-judge' }, (request) => reply.json({ target: /TARGET=(\w+)/.exec(request.lastUserText.slice(request.lastUserText.indexOf('## Response to Parse')))?.[1] ?? 'none' }))
expect.extend(kareninaMatchers)

const Target = defineTemplate({ target: field(z.string(), { description: 'The protein target named in the response', groundTruth: 'BCL2', check: exactMatch() }) })
const tutoring = defineScenario({
  name: 'tutoring',
  entry: 'ask',
  nodes: {
    ask: { question: 'What is the putative target of venetoclax?', template: Target },
    hint: { question: 'Hint: an anti-apoptotic protein. Try again.', template: Target },
  },
  edges: [
    { from: 'ask', to: END, when: { verify_result: true } },
    { from: 'ask', to: 'hint' },
    { from: 'hint', to: END },
  ],
  outcomes: { solved: outcome.lastTurn({ verify_result: true }), hints: outcome.countTurns({ node: 'hint' }) },
})
const loopback = { baseURL: server.openaiBaseURL, apiKey: 'sk-test', env: {} }
const config = { env: {}, judgeModel: 'openai:gpt-judge', answeringModels: ['openai:gpt-answerer'], modelOptions: { answering: loopback, parsing: loopback } }

// One test per scenario × answering model × replicate: "tutoring #1", "tutoring #2".
describeScenario(tutoring, { ...config, replicates: 2 })

describe('toSatisfyOutcome', () => {
  it('passes on a criterion that holds, and fails with the path and the deciding turn', async (context) => {
    const run = await planScenarioTests(tutoring, config)[0]!.run()
    expect(run).toSatisfyOutcome('solved')
    expect(run).toSatisfyOutcome(outcome.anyTurn({ node_id: 'hint' }))
    expect(run).not.toSatisfyOutcome(outcome.firstTurn({ verify_result: true }))
    let message = ''
    try {
      expect(run).toSatisfyOutcome(outcome.firstTurn({ verify_result: true }))
    } catch (error) {
      message = (error as Error).message
    }
    expect(message).toContain('path: ask → hint [completed, 2 turns]')
    expect(message).toContain('first_turn is turn 0 (ask): verify_result = False, expected True (BooleanMatch)')
    // toSatisfyOutcome checks a run: it hands no result over.
    expect(readRunRecords(runDir).get(context.task.id)).toBeUndefined()
  })

  it('describeScenario handed over the turns and the scenario run of its tests', (context) => {
    // The registered tests ran first (declaration order); the reporter finds their records by test id.
    const tests = context.task.file.tasks.flatMap((t) => ('tasks' in t ? t.tasks : [t]))
    const registered = tests.filter((t) => t.name.startsWith('tutoring'))
    expect(registered.map((t) => t.name)).toEqual(['tutoring #1', 'tutoring #2'])
    for (const t of registered) {
      const records = readRunRecords(runDir).get(t.id)!
      expect(records.results.map((r) => (JSON.parse(r.line) as { metadata: { scenario_node: string } }).metadata.scenario_node)).toEqual(['ask', 'hint'])
      const scenarios = records.scenarios.map((s) => parsePyJson(s))
      expect(scenarios).toHaveLength(1)
      expect(scenarios[0]).toMatchObject({ scenario_id: 'tutoring', path: ['ask', 'hint'], outcome_results: { solved: true, hints: 1 } })
    }
  })
})
