import { startLlmServer, type LlmServer } from '@karenina/testing'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { readResultsFile } from '../../results/import.js'
import { ResultCollector } from '../reporting/result-collector.js'
import { readRunRecords, RUN_DIR_ENV } from '../result-records.js'
import { handOffResult, handOffScenario } from './hand-off.js'
import { say, scriptAnswerer, scriptJudge, Target } from '../../../test/fixtures/scenario-executor/scenario-fixtures.js'
import { defineScenario } from '../../scenario/define-scenario.js'
import { outcome } from '../../scenario/outcome-sugar.js'
import { END } from '../../scenario/scenario-definition.js'
import { planScenarioTests, plannedScenarioOutcome, type ScenarioTestConfig } from './plan-scenario-tests.js'
import { scenarioOutcomeVerdict } from './scenario-outcome.js'

const NO_RETRIES = { connection: { max_attempts: 0 }, timeout: { max_attempts: 0 }, rate_limit: { max_attempts: 0 }, server_error: { max_attempts: 0 } }

let server: LlmServer
let config: ScenarioTestConfig
beforeEach(async () => {
  server = await startLlmServer()
  const loopback = { baseURL: server.openaiBaseURL, apiKey: 'sk-test', retryPolicy: NO_RETRIES, env: {} }
  config = { env: {}, judgeModel: 'openai:gpt-judge', answeringModels: ['openai:gpt-answerer'], fixedTime: '2026-03-04T05:06:07Z', modelOptions: { answering: loopback, parsing: loopback } }
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
    { from: 'ask', to: END, when: { verify_result: true } },
    { from: 'ask', to: 'hint' },
    { from: 'hint', to: END },
  ],
  outcomes: { solved: outcome.lastTurn({ verify_result: true }), first_try: outcome.firstTurn({ verify_result: true }), hints: outcome.countTurns({ node: 'hint' }) },
})

describe('planScenarioTests', () => {
  it('one test per scenario × answering model × replicate', () => {
    const plan = planScenarioTests([tutoring], { ...config, answeringModels: ['openai:gpt-answerer', 'openai:gpt-other'], replicates: 2 })
    expect(plan.map((p) => p.title)).toEqual([
      'tutoring [openai:gpt-answerer] #1',
      'tutoring [openai:gpt-answerer] #2',
      'tutoring [openai:gpt-other] #1',
      'tutoring [openai:gpt-other] #2',
    ])
  })

  it('a failing criterion fails the test with the path and the turn that decided it', async () => {
    scriptAnswerer(server, (q) => (q.startsWith('What') ? say('MCL1') : say('BCL2')))
    scriptJudge(server)
    const [planned] = planScenarioTests(tutoring, config)
    const run = await planned!.run()
    const verdict = plannedScenarioOutcome(planned!, run)
    expect(verdict.pass).toBe(false)
    expect(verdict.message()).toBe(
      [
        'scenario "tutoring" [completed]: ask → hint',
        "  ✗ first_try: first_turn is turn 0 (ask): verify_result = False, expected True (BooleanMatch)",
      ].join('\n'),
    )
    const solved = scenarioOutcomeVerdict(run, 'solved', tutoring.outcomeCriteria[0]!.check)
    expect(solved.pass).toBe(true)
    expect(solved.message({ isNot: true })).toContain('expected criterion "solved" not to hold, it is True')
    expect(solved.message()).toContain('  path: ask → hint [completed, 2 turns]')
    expect(solved.message()).toContain('last_turn is turn 1 (hint): verify_result = True')
    const anyAsk = scenarioOutcomeVerdict(run, outcome.anyTurn({ verify_result: true }, { node: 'ask' }))
    expect(anyAsk.pass).toBe(false)
    expect(anyAsk.message()).toContain('any_turn("ask"): no turn matched (last turn 0 (ask): verify_result = False')
    const none = scenarioOutcomeVerdict(run, outcome.allTurns({ verify_result: true }, { node: 'never' }))
    expect(none.message()).toContain('all_turns("never"): no turn qualifies (no vacuous truth)')
    expect(scenarioOutcomeVerdict(run, 'hints').pass).toBe(true)
    expect(scenarioOutcomeVerdict(run, 'unknown').message()).toContain('criteria of the run: solved, first_try, hints')
  })
})

describe('scenario runs through the run directory', () => {
  it('a test hands over the turns and the run; the collector writes them as results and scenario_results', async () => {
    scriptAnswerer(server, (q) => (q.startsWith('What') ? say('MCL1') : say('BCL2')))
    scriptJudge(server)
    const [planned] = planScenarioTests(tutoring, config)
    const run = await planned!.run()
    const dir = await mkdtemp(join(tmpdir(), 'scenario-collector-'))
    try {
      const env = { [RUN_DIR_ENV]: dir }
      for (const r of run.turnResults) handOffResult('test', r, true, {}, env)
      handOffScenario('test', run, env)
      const collector = new ResultCollector()
      collector.addCarried(readRunRecords(dir).get('test')!)
      await collector.write(join(dir, 'results.json'), { jobId: 'job' })
      const loaded = await readResultsFile(join(dir, 'results.json'))
      expect(loaded.results.map((r) => r.metadata.scenario_node)).toEqual(['ask', 'hint'])
      expect(loaded.scenarioResults).toEqual([JSON.parse(JSON.stringify(run))])
    } finally {
      await rm(dir, { recursive: true, force: true })
    }
  })
})
