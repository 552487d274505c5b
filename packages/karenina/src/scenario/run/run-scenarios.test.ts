import { fault, startLlmServer, type LlmServer } from '@karenina/testing'
import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { exactMatch } from '../../primitives/exact-match.js'
import { defineScenario } from '../define-scenario.js'
import { materializeReference, TRANSCRIPT_SEPARATOR } from '../handover.js'
import { outcome } from '../outcome-sugar.js'
import { firstTurn, lastTurn, turnAt } from '../turn-scope.js'
import { END } from '../scenario-definition.js'
import { conditionalGroundTruth } from '../../template/conditional-ground-truth.js'
import { defineTemplate } from '../../template/define-template.js'
import { field } from '../../template/field.js'
import { answererRequests, say, scenarioConfig, scriptAnswerer, scriptJudge, Target } from '../../../test/fixtures/scenario-executor/scenario-fixtures.js'
import { runScenarios } from './run-scenarios.js'

const SYSTEM = 'You are an expert assistant. Answer the question accurately and concisely.'

let server: LlmServer
beforeEach(async () => {
  server = await startLlmServer()
})
afterEach(async () => {
  await server.close()
})

/** ask → END when right; otherwise → hint (the fallback, listed first); hint → END. */
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
  outcomes: {
    solved: outcome.lastTurn({ verify_result: true }),
    first_try: outcome.firstTurn({ verify_result: true }),
    wrong_turns: outcome.countTurns({ verifyResult: false }),
    by_function: (r) => r.path.length,
    throws: () => {
      throw new Error('criterion bug')
    },
  },
})

describe('runScenarios — routing through the loopback server', () => {
  it('a wrong answer routes to the fallback; history, metadata and outcomes are recorded', async () => {
    scriptAnswerer(server, (q) => (q.startsWith('What is') ? say('MCL1') : say('BCL2')))
    scriptJudge(server)
    const set = await runScenarios([tutoring], scenarioConfig(server), { env: {}, runName: 'r1' })
    expect(set.errors).toBeNull()
    const run = set.scenarioResults[0]!
    expect(run.status).toBe('completed')
    expect(run.path).toEqual(['ask', 'hint'])
    expect(run.turnCount).toBe(2)
    expect(run.history.map((t) => t.verifyResult)).toEqual([false, true])
    expect(run.outcomeResults).toEqual({ solved: true, first_try: false, wrong_turns: 1, by_function: 2, throws: false })
    expect(run.terminalFailure).toBeNull()
    expect(set.results.map((r) => [r.metadata.scenario_id, r.metadata.scenario_node, r.metadata.scenario_turn, r.metadata.scenario_path])).toEqual([
      ['tutoring', 'ask', 0, ['ask']],
      ['tutoring', 'hint', 1, ['ask', 'hint']],
    ])
    // A wrong answer is a content failure: routable, not an error.
    expect(set.results[0]!.metadata.failure?.category).toBe('content')
    expect(run.history[1]!.verificationResultId).toBe(set.results[1]!.metadata.result_id)
    expect(run.finalState.node_results.ask).toEqual({ verify_result: false, parsed: { target: 'MCL1' }, rubric: {} })
    expect(run.finalState.node_visits).toEqual({ ask: 1, hint: 1 })
    // The second turn carries the conversation so far.
    const second = answererRequests(server)[1]!
    // Karenina puts the answering system prompt into the history, so GenerateAnswer does not add it again.
    expect(second.messages.map((m) => [m.role, m.text])).toEqual([
      ['system', SYSTEM],
      ['user', 'What is the putative target of venetoclax?'],
      ['assistant', say('MCL1')],
      ['user', 'Hint: an anti-apoptotic protein. Try again.'],
    ])
  })

  it('a matching conditional wins over the fallback listed before it; END stops', async () => {
    scriptAnswerer(server, () => say('BCL2'))
    scriptJudge(server)
    const set = await runScenarios([tutoring], scenarioConfig(server), { env: {} })
    const run = set.scenarioResults[0]!
    expect(run.path).toEqual(['ask'])
    expect(run.status).toBe('completed')
    expect(run.outcomeResults).toMatchObject({ solved: true, first_try: true, wrong_turns: 0 })
  })

  it('the first matching conditional edge wins, in definition order', async () => {
    scriptAnswerer(server, () => say('BCL2'))
    scriptJudge(server)
    const s = defineScenario({
      name: 'order',
      entry: 'a',
      nodes: { a: { question: 'A?', template: Target }, b: { question: 'B?', template: Target }, c: { question: 'C?', template: Target } },
      edges: [
        { from: 'a', to: 'c', when: { 'parsed.target': 'BCL2' } },
        { from: 'a', to: 'b', when: { verify_result: true } },
        { from: 'a', to: END },
      ],
    })
    const set = await runScenarios([s], scenarioConfig(server), { env: {} })
    // c has no outbound edge: an implicit end.
    expect(set.scenarioResults[0]!.path).toEqual(['a', 'c'])
  })

  it('stops with limit_reached at scenario_turn_limit', async () => {
    scriptAnswerer(server, () => say('MCL1'))
    scriptJudge(server)
    const loop = defineScenario({
      name: 'loop',
      entry: 'a',
      nodes: { a: { question: 'Again?', template: Target } },
      edges: [{ from: 'a', to: 'a' }],
      outcomes: { never_right: outcome.allTurns({ verify_result: false }), limit: outcome.statusIs('limit_reached') },
    })
    const set = await runScenarios([loop], scenarioConfig(server, { scenario_turn_limit: 3 }), { env: {} })
    const run = set.scenarioResults[0]!
    expect(run.status).toBe('limit_reached')
    expect(run.path).toEqual(['a', 'a', 'a'])
    expect(run.finalState.node_visits).toEqual({ a: 3 })
    expect(set.results.map((r) => r.metadata.scenario_turn)).toEqual([0, 1, 2])
    expect(run.outcomeResults).toEqual({ never_right: true, limit: true })
  })

  it('a non-content failure stops the scenario with error and a terminal failure', async () => {
    server.on({ model: 'gpt-answerer', match: 'Hint' }, fault.serverError(500))
    scriptAnswerer(server, () => say('MCL1'))
    scriptJudge(server)
    const set = await runScenarios([tutoring], scenarioConfig(server), { env: {} })
    const run = set.scenarioResults[0]!
    expect(run.status).toBe('error')
    expect(run.path).toEqual(['ask', 'hint'])
    expect(run.terminalFailure).toMatchObject({ node_id: 'hint', category: 'server_error' })
    expect(run.terminalFailure!.stage).toBeTruthy()
    expect(run.outcomeResults.solved).toBe(false)
    expect(set.errors).toBeNull()
  })

  it('per-node model override, state_update and accumulated routing, conditional ground truth from an earlier node', async () => {
    scriptAnswerer(server, (q) => (q.startsWith('Which') ? say('BCL2') : say('yes')))
    scriptJudge(server)
    // The second question's expected answer depends on what the first turn extracted.
    const Confirm = defineTemplate({
      target: field(z.string(), {
        description: 'The word the response ends on',
        groundTruth: conditionalGroundTruth({ source: 'node_results.name.parsed.target', cases: { BCL2: { value: 'yes' } }, default: { value: 'no' } }),
        check: exactMatch(),
      }),
    })
    const s = defineScenario({
      name: 'cgt',
      entry: 'name',
      nodes: {
        name: { question: 'Which protein does venetoclax target?', template: Target, stateUpdate: (acc, parsed) => ({ ...acc, named: parsed.target }) },
        confirm: { question: 'Is that protein anti-apoptotic?', template: Confirm, modelOverride: { answeringModel: { interface: 'openai_endpoint', model_name: 'gpt-other', endpoint_base_url: server.openaiBaseURL, endpoint_api_key: 'sk-test' } } },
        never: { question: 'Unreached?', template: Target },
      },
      edges: [
        { from: 'name', to: 'confirm', when: [{ 'accumulated.named': 'BCL2' }, { 'node_visits.name': 1 }] },
        { from: 'name', to: 'never' },
      ],
    })
    const set = await runScenarios([s], scenarioConfig(server), { env: {} })
    const run = set.scenarioResults[0]!
    expect(run.path).toEqual(['name', 'confirm'])
    expect(run.finalState.accumulated).toEqual({ named: 'BCL2' })
    expect(set.results[1]!.template?.verify_result).toBe(true)
    expect(set.results[1]!.template?.parsed_gt_response).toEqual({ target: 'yes' })
    expect(answererRequests(server).map((r) => r.model)).toEqual(['gpt-answerer', 'gpt-other'])
    expect(set.results[1]!.metadata.answering.model_name).toBe('gpt-other')
  })

  it('replicates run the scenario once each, with the replicate on every row', async () => {
    scriptAnswerer(server, () => say('BCL2'))
    scriptJudge(server)
    const set = await runScenarios([tutoring], scenarioConfig(server, { replicate_count: 3 }), { env: {} })
    expect(set.scenarioResults.map((r) => r.replicate)).toEqual([1, 2, 3])
    expect(set.results.map((r) => r.metadata.replicate)).toEqual([1, 2, 3])
  })

  it('two scenarios with one name are refused before any call, naming it', async () => {
    const other = defineScenario({ name: 'other', entry: 'ask', nodes: { ask: { question: 'Q?', template: Target } }, edges: [{ from: 'ask', to: END }] })
    await expect(runScenarios([tutoring, other, tutoring], scenarioConfig(server), { env: {} })).rejects.toThrow('two scenarios are named "tutoring"; names must be unique')
    expect(server.requests).toHaveLength(0)
  })
})

describe('runScenarios — every outcome check kind on a real run', () => {
  it('turn, result, cross-turn, count, first-match and composed checks; empty quantifiers are false', async () => {
    // ask (wrong: MCL1) → hint (wrong: MCL1) → ask (right) → END
    let asked = 0
    scriptAnswerer(server, (q) => (q.startsWith('What') && ++asked === 2 ? say('BCL2') : say('MCL1')))
    scriptJudge(server)
    const s = defineScenario({
      name: 'kinds',
      entry: 'ask',
      nodes: { ask: { question: 'What is the putative target of venetoclax?', template: Target }, hint: { question: 'Hint: try again.', template: Target } },
      edges: [
        { from: 'ask', to: END, when: { verify_result: true } },
        { from: 'ask', to: 'hint' },
        { from: 'hint', to: 'ask' },
      ],
      outcomes: {
        last: outcome.lastTurn({ verify_result: true, node_id: 'ask' }),
        first: outcome.firstTurn({ 'parsed.target': 'MCL1' }),
        at_minus_2: { type: 'turn_check', scope: turnAt(-2), field: 'node_id', expected: 'hint', verifyWith: exactMatch() },
        at_9: { type: 'turn_check', scope: turnAt(9), field: 'node_id', expected: 'hint', verifyWith: exactMatch() },
        any_hint_right: outcome.anyTurn({ verify_result: true }, { node: 'hint' }),
        all_ask_wrong: outcome.allTurns({ verify_result: false }, { node: 'ask' }),
        any_empty: outcome.anyTurn({ verify_result: false }, { node: 'nowhere' }),
        all_empty: outcome.allTurns({ verify_result: false }, { node: 'nowhere' }),
        status: outcome.statusIs('completed'),
        turns: outcome.turnCountGte(3),
        changed_answer: outcome.crossTurn({ source: firstTurn(), sourceField: 'parsed.target', target: lastTurn(), targetField: 'parsed.target', comparison: 'neq' }),
        wrong_count: outcome.countTurns({ verifyResult: false }),
        first_right: outcome.firstMatchIndex({ verifyResult: true }),
        all_of: outcome.allOf(outcome.statusIs('completed'), outcome.turnCountEq(3)),
        any_of: outcome.anyOf(outcome.statusIs('error'), outcome.lastTurn({ node_id: 'hint' })),
        two_of_three: outcome.atLeastN(2, outcome.statusIs('completed'), outcome.turnCountEq(3), outcome.statusIs('error')),
      },
    })
    const run = (await runScenarios([s], scenarioConfig(server), { env: {} })).scenarioResults[0]!
    expect(run.path).toEqual(['ask', 'hint', 'ask'])
    expect(run.outcomeResults).toEqual({
      last: true,
      first: true,
      at_minus_2: true,
      at_9: false,
      any_hint_right: false,
      all_ask_wrong: false,
      any_empty: false,
      all_empty: false,
      status: true,
      turns: true,
      changed_answer: true,
      wrong_count: 2,
      first_right: 2,
      all_of: true,
      any_of: false,
      two_of_three: true,
    })
  })
})

describe('runScenarios — handover prompts', () => {
  const handover = (kind: 'transcript_prepend' | 'transcript_append' | 'transcript_materialize') =>
    defineScenario({
      name: `handover-${kind}`,
      entry: 'triage',
      nodes: {
        triage: { question: 'Which protein does venetoclax target?', template: Target, agentIdentity: 'triage-bot' },
        expert: { question: 'Review the answer above.', template: Target, agentIdentity: 'expert-bot' },
      },
      edges: [{ from: 'triage', to: 'expert', handover: kind }],
    })
  const transcript = `[triage-bot:system:text] ${SYSTEM}\n[__user__] Which protein does venetoclax target?\n[triage-bot:assistant:text] ${say('BCL2')}`

  it('transcript_prepend: transcript, separator, question; no history', async () => {
    scriptAnswerer(server, () => say('BCL2'))
    scriptJudge(server)
    await runScenarios([handover('transcript_prepend')], scenarioConfig(server), { env: {} })
    const second = answererRequests(server)[1]!
    // A handover starts a fresh conversation: the system prompt and the rewritten question only.
    expect(second.messages.map((m) => m.role)).toEqual(['system', 'user'])
    expect(second.lastUserText).toBe(`${transcript}${TRANSCRIPT_SEPARATOR}Review the answer above.`)
    expect(TRANSCRIPT_SEPARATOR).toBe('\n\n---\n\n')
  })

  it('transcript_append: question, separator, transcript', async () => {
    scriptAnswerer(server, () => say('BCL2'))
    scriptJudge(server)
    await runScenarios([handover('transcript_append')], scenarioConfig(server), { env: {} })
    expect(answererRequests(server)[1]!.lastUserText).toBe(`Review the answer above.${TRANSCRIPT_SEPARATOR}${transcript}`)
  })

  it('transcript_materialize: the transcript goes to a file the prompt points to', async () => {
    scriptAnswerer(server, () => say('BCL2'))
    scriptJudge(server)
    const root = await mkdtemp(join(tmpdir(), 'scenario-ws-'))
    try {
      await runScenarios([handover('transcript_materialize')], scenarioConfig(server), { env: {}, workspaceRoot: root })
      const path = join(root, '.karenina', 'traces', 'expert_handover_turn1_trace.txt')
      const prompt = answererRequests(server)[1]!.lastUserText
      expect(prompt).toBe(`Review the answer above.${materializeReference(path)}`)
      expect(prompt).toContain('The full conversation trace from prior turns has been saved as a plain-text file at:\n  ')
      const file = await readFile(path, 'utf8')
      expect(file).toContain('# KARENINA CONVERSATION TRACE')
      expect(file).toContain(`${transcript}${TRANSCRIPT_SEPARATOR}Review the answer above.`)
    } finally {
      await rm(root, { recursive: true, force: true })
    }
  })
})
