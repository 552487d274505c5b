import { reply, startLlmServer, type LlmServer } from '@karenina/testing'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { ReplayStore } from '../replay-store/replay-store.js'
import type { ReplayEntryInput, ReplayKeyInput } from '../replay-store/replay-schema.js'
import { judgeRequests, loopbackTask } from '../../test/fixtures/pipeline/pipeline-fixtures.js'
import { ArtifactKeys } from './artifact-keys.js'
import { buildStages } from './from-config.js'
import { runTask } from './run-task.js'
import { BaseStage, type Stage } from './stage.js'
import type { TaskContext, TaskOptions, TaskSettings } from './task-settings.js'

// The replay store through the pipeline (spec 02 §4.2 step 1, §4.4, §4.8 step 3, §9.3).

const RECORDED = '--- AI Message ---\nVenetoclax inhibits BCL2.'

let server: LlmServer
beforeEach(async () => {
  server = await startLlmServer()
})
afterEach(async () => {
  await server.close()
})

const answererRequests = () => server.requests.filter((r) => r.model === 'gpt-answerer')

/** Copies the model strings (artifacts only) into `extensions`, so the tests can read them. */
class ProbeStage extends BaseStage<TaskSettings> {
  readonly name = 'Probe'
  override shouldRun(): boolean {
    return true
  }
  execute(ctx: TaskContext): void {
    ctx.extensions.set('answering_model_str', ctx.getArtifact(ArtifactKeys.ANSWERING_MODEL_STR))
    ctx.extensions.set('parsing_model_str', ctx.getArtifact(ArtifactKeys.PARSING_MODEL_STR))
    ctx.extensions.set('error_category', ctx.errorCategory)
  }
}

function probed(options: Partial<TaskOptions> = {}): Stage<TaskSettings>[] {
  const stages = buildStages({ evaluationMode: 'template_only', ...(options.agenticParsing ? { agenticParsing: true, agenticParsingTrigger: options.agenticParsingTrigger ?? 'always' } : {}) })
  stages.splice(stages.length - 1, 0, new ProbeStage())
  return stages
}

function store(entries: [ReplayKeyInput, ReplayEntryInput][], missPolicy: 'strict' | 'fall_through' = 'fall_through'): ReplayStore {
  return new ReplayStore({ miss_policy: missPolicy, entries: entries.map(([k, e]) => [k, e] as const) as never })
}

function replayTask(replayStore: ReplayStore, options: Partial<TaskOptions> = {}) {
  return loopbackTask(server, { options: { replayStore, ...options } })
}

describe('generation replay (spec 02 §4.2 step 1)', () => {
  it('a hit answers from the entry: no answering request, usage and metrics as recorded, " (replay)" model string', async () => {
    server.on({ model: 'gpt-judge' }, reply.json({ target: 'BCL2' }, { usage: { inputTokens: 300, outputTokens: 6 } }))
    const replay = store([
      [
        { question_id: 'q-venetoclax' },
        {
          raw_trace: RECORDED,
          usage_metadata: {
            answer_generation: { input_tokens: 11, output_tokens: 7, total_tokens: 18, model: 'openai:gpt-old' },
            total: { input_tokens: 11, output_tokens: 7, total_tokens: 18 },
          },
          agent_metrics: { iterations: 3, limit_reached: false },
        },
      ],
    ])
    const result = await runTask(replayTask(replay), { stages: probed() })
    expect(answererRequests()).toHaveLength(0)
    expect(judgeRequests(server)).toHaveLength(1)
    expect(judgeRequests(server)[0]!.lastUserText).toContain('Venetoclax inhibits BCL2.')
    expect(result.metadata.failure).toBeNull()
    expect(result.template?.raw_llm_response).toBe(RECORDED)
    expect(result.template?.verify_result).toBe(true)
    expect(result.template?.agent_metrics).toEqual({ iterations: 3, limit_reached: false })
    expect(result.template?.usage_metadata).toMatchObject({
      answer_generation: { input_tokens: 11, output_tokens: 7, total_tokens: 18, model: 'openai:gpt-old' },
      parsing: { input_tokens: 300, output_tokens: 6 },
      total: { input_tokens: 311, output_tokens: 13, total_tokens: 324 },
    })
    expect(result.extensions?.answering_model_str).toMatch(/gpt-answerer \(replay\)$/)
  })

  it('limit_reached in the recorded metrics replays as a recursion limit', async () => {
    const replay = store([[{ question_id: 'q-venetoclax' }, { raw_trace: RECORDED, agent_metrics: { iterations: 25, limit_reached: true } }]])
    const result = await runTask(replayTask(replay))
    expect(server.requests).toHaveLength(0)
    expect(result.template?.recursion_limit_reached).toBe(true)
    expect(result.template?.verify_result).toBe(false)
  })

  it('an entry for another model misses: fall_through answers live', async () => {
    server.on({ model: 'gpt-answerer' }, reply.text('Live: BCL2'))
    server.on({ model: 'gpt-judge' }, reply.json({ target: 'BCL2' }))
    const replay = store([[{ question_id: 'q-venetoclax', answering_model_id: 'openai:someone-else' }, { raw_trace: RECORDED }]])
    const result = await runTask(replayTask(replay), { stages: probed() })
    expect(answererRequests()).toHaveLength(1)
    expect(result.template?.raw_llm_response).toBe('--- AI Message ---\nLive: BCL2')
    expect(result.extensions?.answering_model_str).not.toContain('(replay)')
  })

  it('the answering display string selects model-specific entries', async () => {
    server.on({ model: 'gpt-judge' }, reply.json({ target: 'BCL2' }))
    const display = 'langchain:gpt-answerer'
    const replay = store([
      [{ question_id: 'q-venetoclax' }, { raw_trace: 'wild' }],
      [{ question_id: 'q-venetoclax', answering_model_id: display }, { raw_trace: RECORDED }],
    ])
    const result = await runTask(replayTask(replay))
    expect(result.template?.raw_llm_response).toBe(RECORDED)
    expect(answererRequests()).toHaveLength(0)
  })

  it('a strict miss is a permanent error naming the key, with no request', async () => {
    const replay = store([[{ question_id: 'another-question' }, { raw_trace: RECORDED }]], 'strict')
    const result = await runTask(replayTask(replay), { stages: probed() })
    expect(server.requests).toHaveLength(0)
    expect(result.metadata.failure).toMatchObject({ stage: 'GenerateAnswer' })
    expect(result.metadata.failure?.reason).toMatch(/^Replay strict miss: no recorded response for \{"question_id":"q-venetoclax"/)
    expect(result.extensions?.error_category).toBe('permanent')
  })
})

describe('parsed_answer_fields hydration in ParseTemplate (spec 02 §4.8 step 3)', () => {
  it('fields that fit the template stand in for the judge: no request at all, "replay (no LLM)"', async () => {
    const replay = store([[{ question_id: 'q-venetoclax' }, { raw_trace: RECORDED, parsed_answer_fields: { target: 'bcl-2' } }]])
    const result = await runTask(replayTask(replay), { stages: probed() })
    expect(server.requests).toHaveLength(0)
    expect(result.metadata.failure).toBeNull()
    expect(result.extensions?.parsing_model_str).toBe('replay (no LLM)')
    expect(result.template?.parsed_llm_response).toEqual({ target: 'bcl-2' })
    expect(result.template?.verify_result).toBe(true)
  })

  it('a wrong recorded value is verified as wrong, still without the judge', async () => {
    const replay = store([[{ question_id: 'q-venetoclax' }, { raw_trace: RECORDED, parsed_answer_fields: { target: 'MCL1' } }]])
    const result = await runTask(replayTask(replay))
    expect(server.requests).toHaveLength(0)
    expect(result.template?.verify_result).toBe(false)
  })

  it('fields that do not fit fall through to the judge by default (with a warning)', async () => {
    server.on({ model: 'gpt-judge' }, reply.json({ target: 'BCL2' }))
    const replay = store([[{ question_id: 'q-venetoclax' }, { raw_trace: RECORDED, parsed_answer_fields: { target: null } }]])
    const result = await runTask(replayTask(replay), { stages: probed() })
    expect(answererRequests()).toHaveLength(0)
    expect(judgeRequests(server)).toHaveLength(1)
    expect(result.extensions?.parsing_model_str).toBe('langchain:gpt-judge')
    expect(result.template?.verify_result).toBe(true)
    expect(result.metadata.warnings).toEqual([expect.stringContaining('Replay parsed_answer_fields do not fit the template')])
  })

  it('strict: fields that do not fit raise ReplayHydrationError naming the question (no request)', async () => {
    const replay = store([[{ question_id: 'q-venetoclax' }, { raw_trace: RECORDED, parsed_answer_fields: { target: 42 } }]])
    const result = await runTask(replayTask(replay, { replayParseOnHydrationMismatch: 'strict' }))
    expect(server.requests).toHaveLength(0)
    expect(result.metadata.failure).toMatchObject({ category: 'parsing', group: 'system' })
    expect(result.metadata.failure?.reason).toMatch(/^Stage ParseTemplate raised exception: ReplayHydrationError: replay entry of question q-venetoclax: parsed_answer_fields do not fit the template: .*target/)
  })
})

describe('verdict-only entries (spec 02 §4.4)', () => {
  it.each([true, false])('verify_result %s is copied; neither the answerer nor the judge is asked', async (verdict) => {
    const replay = store([[{ question_id: 'q-venetoclax' }, { raw_trace: RECORDED, verify_result: verdict }]])
    const result = await runTask(replayTask(replay))
    expect(server.requests).toHaveLength(0)
    expect(result.metadata.failure?.category ?? null).toBe(verdict ? null : 'content')
    expect(result.template?.verify_result).toBe(verdict)
    expect(result.template?.parsed_llm_response ?? null).toBeNull()
    expect(result.template?.raw_llm_response).toBe(RECORDED)
  })

  it('with parsed fields too, the fields are verified (the recorded verdict is only the trace stage’s)', async () => {
    const replay = store([[{ question_id: 'q-venetoclax' }, { raw_trace: RECORDED, verify_result: false, parsed_answer_fields: { target: 'BCL2' } }]])
    const result = await runTask(replayTask(replay))
    expect(server.requests).toHaveLength(0)
    expect(result.template?.parsed_llm_response).toEqual({ target: 'BCL2' })
    expect(result.template?.verify_result).toBe(true)
  })
})

describe('DynamicParseTemplate (7c) with a replay entry (spec 02 §9.3)', () => {
  const dynamic: Partial<TaskOptions> = { agenticParsing: true, agenticParsingTrigger: 'dynamic', agenticToolLoopJudges: true, agenticJudgeContext: 'trace_only' }

  it('parsed fields are the answer: decision "replay", no decision call, no investigation', async () => {
    const replay = store([[{ question_id: 'q-venetoclax' }, { raw_trace: RECORDED, parsed_answer_fields: { target: 'BCL2' } }]])
    const result = await runTask(replayTask(replay, dynamic))
    expect(server.requests).toHaveLength(0)
    expect(result.metadata.failure).toBeNull()
    expect(result.template?.dynamic_parsing_performed).toBe(true)
    expect(result.template?.dynamic_parse_decision).toBe('replay')
    expect(result.template?.parsed_llm_response).toEqual({ target: 'BCL2' })
    expect(result.template?.verify_result).toBe(true)
  })

  it('relaxed: a null verified field is unanswered, not a mismatch', async () => {
    const replay = store([[{ question_id: 'q-venetoclax' }, { raw_trace: RECORDED, parsed_answer_fields: { target: null } }]])
    const result = await runTask(replayTask(replay, { ...dynamic, replayParseOnHydrationMismatch: 'strict' }))
    expect(server.requests).toHaveLength(0)
    expect(result.template?.dynamic_parse_decision).toBe('replay')
    expect(result.template?.verify_result).toBe(false)
  })

  it('fields that do not fit fall through to the decision call', async () => {
    server.on({ model: 'gpt-judge' }, JSON.stringify({ reasoning: 'named', sufficient: true, answer: { target: 'BCL2' } }))
    const replay = store([[{ question_id: 'q-venetoclax' }, { raw_trace: RECORDED, parsed_answer_fields: { target: 42 } }]])
    const result = await runTask(replayTask(replay, dynamic))
    expect(answererRequests()).toHaveLength(0)
    expect(judgeRequests(server)).toHaveLength(1)
    expect(result.template?.dynamic_parse_decision).toBe('direct')
    expect(result.metadata.warnings).toEqual([expect.stringContaining('deciding on the replayed trace')])
  })

  it('a verdict-only entry skips 7c', async () => {
    const replay = store([[{ question_id: 'q-venetoclax' }, { raw_trace: RECORDED, verify_result: true }]])
    const result = await runTask(replayTask(replay, dynamic))
    expect(server.requests).toHaveLength(0)
    expect(result.template?.dynamic_parsing_performed ?? false).toBe(false)
    expect(result.template?.verify_result).toBe(true)
  })
})

describe('scenario tasks look up (scenario_id, scenario_node) and the visit index', () => {
  it('a node visit picks its own entry, other visits the node-wide one; another node misses', async () => {
    const replay = store([
      [{ question_id: 'unused', scenario_id: 's1', scenario_node: 'ask' }, { raw_trace: 'any visit', verify_result: false }],
      [{ question_id: 'unused', scenario_id: 's1', scenario_node: 'ask', visit_index: 1 }, { raw_trace: 'second visit', verify_result: true }],
    ])
    const at = (node: string, visit: number) =>
      runTask(loopbackTask(server, { options: { replayStore: replay }, scenario: { id: 's1', node, turn: 0, path: [node], nodeVisitIndex: visit } }))
    expect((await at('ask', 1)).template?.raw_llm_response).toBe('second visit')
    expect((await at('ask', 0)).template?.raw_llm_response).toBe('any visit')
    expect(server.requests).toHaveLength(0)
    server.on({ model: 'gpt-answerer' }, reply.text('live'))
    server.on({ model: 'gpt-judge' }, reply.json({ target: 'BCL2' }))
    expect((await at('hint', 0)).template?.raw_llm_response).toBe('--- AI Message ---\nlive')
  })
})
