import { startLlmServer, type LlmServer } from '@karenina/testing'
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { parsePyJson } from '../../compat/parse-py-json.js'
import { CheckpointError } from '../../errors/checkpoint-error.js'
import { ValidationError } from '../../errors/validation-error.js'
import { say, scenarioConfig, scriptAnswerer, scriptJudge, Target } from '../../../test/fixtures/scenario-executor/scenario-fixtures.js'
import { isPythonTemplate } from '../../python-sandbox/python-template.js'
import { runScenarios } from '../../scenario/run/run-scenarios.js'
import { defineScenario } from '../../scenario/define-scenario.js'
import { outcome } from '../../scenario/outcome-sugar.js'
import { END } from '../../scenario/scenario-definition.js'
import { anyTurn, lastTurn } from '../../scenario/turn-scope.js'
import { Benchmark } from '../benchmark.js'
import { FIXTURE_DIR } from '../../../test/fixtures/benchmark/checkpoint/checkpoint-fixtures.js'
import { loadCheckpoint, parseCheckpoint } from './load-checkpoint.js'
import { serializeCheckpoint } from './save-checkpoint.js'
import { defaultTemplateSource } from './stored-template.js'
import { scenarioFromCheckpoint, scenarioToCheckpoint } from './scenario-part.js'

const FILE = join(FIXTURE_DIR, 'karenina_scenario.jsonld')
const CLASSIC = `from karenina.schemas.entities import BaseAnswer


class Answer(BaseAnswer):
    target: str

    def verify(self) -> bool:
        return self.target.upper().startswith("BCL")
`

let server: LlmServer
beforeEach(async () => {
  server = await startLlmServer()
})
afterEach(async () => {
  await server.close()
})

const tutoring = () =>
  defineScenario({
    name: 'tutoring',
    description: 'hint on a wrong answer',
    entry: 'ask',
    nodes: {
      ask: { question: 'What is the putative target of venetoclax?', template: Target, rawAnswer: 'BCL2', metadata: { level: 1 } },
      hint: { question: 'Hint: an anti-apoptotic protein. Try again.', template: Target, toolFilter: { remove: [{ server: 'search' }] }, agentIdentity: 'tutor' },
    },
    edges: [
      { from: 'ask', to: END, when: { verify_result: true } },
      { from: 'ask', to: 'hint', handover: 'transcript_prepend' },
      { from: 'hint', to: END, when: [{ 'node_visits.hint': { gte: 1 } }, { 'parsed.target': 'BCL2' }] },
      { from: 'hint', to: 'ask' },
    ],
    outcomes: {
      solved: outcome.lastTurn({ verify_result: true }),
      both: outcome.allOf(outcome.statusIs('completed'), outcome.turnCountGte(1)),
      cross: outcome.crossTurn({ source: anyTurn('ask'), sourceField: 'parsed.target', target: lastTurn(), targetField: 'parsed.target', comparison: 'contains', normalize: ['lowercase'] }),
      at_ask: outcome.countTurns({ node: 'ask', verifyResult: false }),
    },
    metadata: { author: 'curator' },
  })

describe('scenario checkpoints — Karenina-shaped file', () => {
  it('loads and saves back the same bytes; marks a scenario benchmark', async () => {
    const text = await readFile(FILE, 'utf8')
    const b = await loadCheckpoint(FILE)
    expect(b.isScenarioBenchmark).toBe(true)
    expect(b.scenarioCount).toBe(1)
    expect(serializeCheckpoint(b)).toBe(text)
    expect(() => b.addQuestion({ question: 'Q?', rawAnswer: 'A' })).toThrow(ValidationError)
  })

  it('decodes StateCheck conditions, class-named outcome checks, overrides; Python callables are kept by name', async () => {
    const [s] = (await loadCheckpoint(FILE)).getScenarios({ file: FILE })
    expect(s!.entryNode).toBe('ask')
    expect(Object.keys(s!.nodes.ask!.question.template!.shape)).toEqual(['target'])
    // A classic template is read as a question's is: it runs in the Python sandbox.
    expect(isPythonTemplate(s!.nodes.classic!.question.template!)).toBe(true)
    expect(s!.nodes.classic!.question.templateProblem).toBeNull()
    expect(s!.nodes.hint!.modelOverride?.parsingModel).toMatchObject({ id: 'judge-2', model_name: 'gpt-judge', interface: 'langchain' })
    expect(s!.nodes.hint!.toolFilter).toEqual({ remove: [{ server: 'search', tool: 'web' }] })
    expect(s!.nodes.hint!.stateUpdateSource).toBe("lambda acc, parsed: {**acc, 'hinted': True}")
    const [toEnd, fallback, both, python] = s!.edges
    expect(toEnd!.condition).toMatchObject({ type: 'state_check', field: 'verify_result', expected: true })
    expect(fallback!.condition).toBeNull()
    expect(Array.isArray(both!.condition) && both!.condition.map((c) => c.verifyWith.type)).toEqual(['NumericRange', 'ExactMatch'])
    expect(python!.conditionSource).toBe('lambda state: state.turn > 5')
    expect(s!.outcomeCriteria.map((c) => [c.name, c.check?.type ?? null, c.evaluateSource])).toEqual([
      ['solved', 'turn_check', null],
      ['hinted_and_done', 'all_of', null],
      ['turns_at_ask', 'count_turns', null],
      ['custom', null, 'lambda result: len(result.path) < 3'],
    ])
  })

  it('runs: outcome criteria from the file are evaluated; a Python criterion counts as false', async () => {
    scriptAnswerer(server, () => say('BCL2'))
    scriptJudge(server)
    const scenarios = (await loadCheckpoint(FILE)).getScenarios({ file: FILE })
    const set = await runScenarios(scenarios, scenarioConfig(server), { env: {} })
    const run = set.scenarioResults[0]!
    expect(run.path).toEqual(['ask'])
    expect(run.outcomeResults).toEqual({ solved: true, hinted_and_done: false, turns_at_ask: 1, custom: false })
  })

  it('a classic node template runs in the Python sandbox, as a question\'s does', { timeout: 120_000 }, async () => {
    scriptAnswerer(server, (q) => (q.startsWith('What') ? say('MCL1') : say('Bcl2')))
    scriptJudge(server)
    const part = scenarioToCheckpoint(tutoring()) as { nodes: Record<string, { question: { hasPart: { text: string } } }> }
    part.nodes.hint!.question.hasPart.text = CLASSIC
    const s = scenarioFromCheckpoint(part, { file: 'mem' })
    expect(s.nodes.hint!.question.templateProblem).toBeNull()
    const run = (await runScenarios([s], scenarioConfig(server), { env: {} })).scenarioResults[0]!
    expect(run.status).toBe('completed')
    expect(run.path).toEqual(['ask', 'hint'])
    // The class's verify() upper-cases 'Bcl2'.
    expect(run.history.map((turn) => turn.verifyResult)).toEqual([false, true])
  })

  it('a node with Karenina\'s placeholder template has no template, and its text is saved back as read', () => {
    const part = scenarioToCheckpoint(tutoring()) as { nodes: Record<string, { question: { text: string; hasPart: { text: string } } }> }
    const hint = part.nodes.hint!.question
    hint.hasPart.text = defaultTemplateSource(hint.text)
    const s = scenarioFromCheckpoint(part, { file: 'mem' })
    expect(s.nodes.hint!.question.template).toBeNull()
    expect(s.nodes.hint!.question.templateProblem).toBe('scenario node tutoring/hint has no answer template')
    expect(scenarioToCheckpoint(s)).toEqual(part)
    hint.hasPart.text = ''
    const empty = scenarioFromCheckpoint(part, { file: 'mem' })
    expect(empty.nodes.hint!.question).toMatchObject({ template: null, templateSource: null, templateProblem: 'scenario node tutoring/hint has no answer template' })
    expect(scenarioToCheckpoint(empty)).toEqual(part)
  })

  it('a Python condition reached before any TS condition matches stops the run with error, naming the edge', async () => {
    scriptAnswerer(server, () => say('MCL1'))
    scriptJudge(server)
    const part = scenarioToCheckpoint(tutoring()) as { edges: Record<string, unknown>[] }
    part.edges.splice(2, 1, { source: 'hint', target: '__end__', conditionSource: 'lambda s: s.turn > 1' })
    const s = scenarioFromCheckpoint(part, { file: 'mem' })
    const run = (await runScenarios([s], scenarioConfig(server), { env: {} })).scenarioResults[0]!
    expect(run.status).toBe('error')
    expect(run.path).toEqual(['ask', 'hint'])
    expect(run.terminalFailure).toEqual({
      node_id: 'hint',
      category: 'unexpected_error',
      stage: 'edge_resolution',
      reason: 'edge hint → __end__ has a Python condition (conditionSource) that cannot run in TypeScript',
    })
  })

  it('graph problems in a file name the file and the part', () => {
    const part = scenarioToCheckpoint(tutoring()) as { edges: Record<string, unknown>[] }
    part.edges.push({ source: 'hint', target: 'nowhere' })
    expect(() => scenarioFromCheckpoint(part, { file: 'bench.jsonld', path: ['hasPart', 3] })).toThrow(CheckpointError)
    expect(() => scenarioFromCheckpoint(part, { file: 'bench.jsonld', path: ['hasPart', 3] })).toThrow(
      /^bench\.jsonld: hasPart\[3\]: scenario "tutoring" › \(root\): edges\[4\] \(hint → nowhere\): target "nowhere" is not a node or END/,
    )
  })
})

describe('scenario checkpoints — TS definitions round trip', () => {
  it('save → load gives the same scenario data, and the loaded scenario runs the same path', async () => {
    const b = Benchmark.create({ name: 'scenarios', now: () => new Date(2026, 0, 2, 3, 4, 5) })
    b.addScenario(tutoring())
    expect(() => b.addScenario(tutoring())).toThrow(/already in the benchmark/)
    expect(b.getCustomProperty('benchmark_type')).toBe('scenario')
    const text = serializeCheckpoint(b)
    const loaded = parseCheckpoint(parsePyJson(text), {}, 'mem.jsonld')
    expect(serializeCheckpoint(loaded)).toBe(text)
    const [decoded] = loaded.getScenarios()
    expect(scenarioToCheckpoint(decoded!)).toEqual(scenarioToCheckpoint(tutoring()))
    expect(decoded!.nodes.ask!.question.template?.templateId).toBe(Target.templateId)

    scriptAnswerer(server, (q) => (q.startsWith('What') ? say('MCL1') : say('BCL2')))
    scriptJudge(server)
    // One clock for both runs: a result's id covers its timestamp, which two runs could otherwise read a second apart.
    const now = () => new Date(2026, 0, 2, 3, 4, 5)
    const [fromTs, fromFile] = await Promise.all([
      runScenarios([tutoring()], scenarioConfig(server), { env: {}, now }),
      runScenarios([decoded!], scenarioConfig(server), { env: {}, now }),
    ])
    expect(fromFile.scenarioResults[0]!.path).toEqual(['ask', 'hint'])
    expect(fromFile.scenarioResults[0]!.toJSON()).toEqual(fromTs.scenarioResults[0]!.toJSON())
  })

  it('a benchmark holds questions or scenarios, not both', () => {
    const b = Benchmark.create({ name: 'q' })
    b.addQuestion({ question: 'Q?', rawAnswer: 'A' })
    expect(() => b.addScenario(tutoring())).toThrow(/standalone questions/)
  })
})
