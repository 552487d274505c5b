import { fault, reply, startLlmServer, type LlmServer } from '@karenina/testing'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { pyJsonDumps } from '../compat/py-json.js'
import { ConfigError } from '../errors/config-error.js'
import { StageGraphError } from '../errors/stage-graph-error.js'
import { traceContains } from '../primitives/trace-contains.js'
import { VerificationResultSchema, parseVerificationResult, type VerificationResult } from '../results/verification-result.js'
import { defineTemplate } from '../template/define-template.js'
import { field } from '../template/field.js'
import { NO_RETRIES, VENETOCLAX_QUESTION, Venetoclax, judgeRequests, loopbackOptions, loopbackTask, steppingClock } from '../../test/fixtures/pipeline/pipeline-fixtures.js'
import { ArtifactKeys } from './artifact-keys.js'
import { buildStages } from './from-config.js'
import { runTask } from './run-task.js'
import type { Stage } from './stage.js'
import type { TaskSettings } from './task-settings.js'

const ANSWER = 'Venetoclax targets BCL2 (B-cell lymphoma 2), a key anti-apoptotic protein.'

let server: LlmServer
beforeEach(async () => {
  server = await startLlmServer()
})
afterEach(async () => {
  await server.close()
})

/** The result must survive a JSON round trip through H8's schema. */
function expectValidResult(result: VerificationResult): void {
  expect(VerificationResultSchema.safeParse(result).success).toBe(true)
  expect(parseVerificationResult(JSON.parse(JSON.stringify(result)))).toBeTruthy()
}

describe('runTask — the seed worked example (venetoclax)', () => {
  it('answers through the answering model, the judge fills the schema, verify passes', async () => {
    server.on({ model: 'gpt-answerer' }, reply.text(ANSWER, { usage: { inputTokens: 12, outputTokens: 20 } }))
    server.on({ model: 'gpt-judge' }, reply.json({ target: 'BCL2' }, { usage: { inputTokens: 300, outputTokens: 6 } }))
    const result = await runTask(loopbackTask(server), { now: steppingClock() })

    expect(result.metadata.failure).toBeNull()
    expect(result.template?.verify_result).toBe(true)
    expect(result.template?.template_verification_performed).toBe(true)
    expect(result.template?.raw_llm_response).toBe(`--- AI Message ---\n${ANSWER}`)
    expect(result.template?.parsed_llm_response).toEqual({ target: 'BCL2' })
    expect(result.template?.parsed_gt_response).toEqual({ target: 'BCL2' })
    expect(result.template?.field_results).toEqual({ target: true })
    expect(JSON.stringify(result.template?.verify_granular_result)).toBe('1')
    expect(pyJsonDumps(result.template?.verify_granular_result)).toBe('1.0')
    expect(result.template?.agent_metrics).toEqual({ iterations: 1, limit_reached: false })
    expect(result.template?.usage_metadata).toMatchObject({
      answer_generation: { input_tokens: 12, output_tokens: 20, total_tokens: 32, model: 'langchain:gpt-answerer' },
      parsing: { input_tokens: 300, output_tokens: 6, total_tokens: 306, model: 'langchain:gpt-judge' },
      total: { input_tokens: 312, output_tokens: 26, total_tokens: 338 },
    })
    expect(result.metadata.answering).toEqual({ interface: 'langchain', model_name: 'gpt-answerer', tools: [], config_id: null })
    expect(result.metadata.timestamp).toBe('2026-01-02 03:04:05')
    expect(result.metadata.result_id).toMatch(/^[0-9a-f]{16}$/)
    expect(result.metadata.template_id).toBe(Venetoclax.templateId)
    expect(result.used_full_trace).toBe(false)
    expectValidResult(result)

    // The answering model got the question; the judge got the final message, not the header.
    expect(server.requests.find((r) => r.model === 'gpt-answerer')?.lastUserText).toBe(VENETOCLAX_QUESTION)
    const judged = judgeRequests(server)
    expect(judged).toHaveLength(1)
    expect(judged[0]!.lastUserText).toContain(ANSWER)
    expect(judged[0]!.lastUserText).not.toContain('--- AI Message ---')
  })

  it('works with a manual answer (no answering call)', async () => {
    server.on({ model: 'gpt-judge' }, reply.json({ target: 'Bcl-2' }))
    const result = await runTask(
      loopbackTask(server, { answeringModel: { interface: 'manual', manual_traces: { 'q-venetoclax': ANSWER } } }),
      { now: steppingClock() },
    )
    expect(result.metadata.failure).toBeNull()
    expect(result.template?.verify_result).toBe(true)
    expect(result.template?.raw_llm_response).toBe(ANSWER)
    expect(result.metadata.answering).toMatchObject({ interface: 'manual', model_name: 'manual' })
    expect(server.requests.map((r) => r.model)).toEqual(['gpt-judge'])
    expectValidResult(result)
  })

  it('a wrong answer is a content failure', async () => {
    server.on({ model: 'gpt-answerer' }, 'Venetoclax inhibits MCL1.')
    server.on({ model: 'gpt-judge' }, reply.json({ target: 'MCL1' }))
    const result = await runTask(loopbackTask(server), { now: steppingClock() })
    expect(result.template?.verify_result).toBe(false)
    expect(result.template?.field_results).toEqual({ target: false })
    expect(result.metadata.failure).toEqual({
      category: 'content',
      stage: 'verify_template',
      reason: 'verify_template returned False',
      details: null,
      group: 'content',
    })
    expectValidResult(result)
  })

  it('also judges through the Anthropic SDK', async () => {
    server.on({ model: 'gpt-answerer' }, ANSWER)
    server.on({ provider: 'anthropic', model: 'claude-judge' }, reply.json({ target: 'BCL2' }, { usage: { inputTokens: 40, outputTokens: 8 } }))
    const result = await runTask(
      loopbackTask(server, {
        parsingModel: 'anthropic:claude-judge',
        modelOptions: { answering: loopbackOptions(server), parsing: loopbackOptions(server, { baseURL: server.anthropicBaseURL }) },
      }),
    )
    expect(result.metadata.failure).toBeNull()
    expect(result.template?.verify_result).toBe(true)
    expect(result.metadata.parsing).toMatchObject({ interface: 'langchain', model_name: 'claude-judge' })
    expect(result.template?.usage_metadata?.parsing).toMatchObject({ input_tokens: 40, output_tokens: 8, model: 'langchain:claude-judge' })
    expect(server.requests.filter((r) => r.provider === 'anthropic')).toHaveLength(1)
    expectValidResult(result)
  })
})

describe('runTask — templates that skip the judge', () => {
  it('a regex-only template makes zero judge calls', async () => {
    const Regex = defineTemplate({}, { groundTruth: () => ({ regex: { target: { pattern: 'BCL-?2', expected: 'BCL2', matchType: 'exact' } } }) })
    server.on({ model: 'gpt-answerer' }, ANSWER)
    const result = await runTask(loopbackTask(server, { template: Regex }))
    expect(judgeRequests(server)).toHaveLength(0)
    expect(server.requests).toHaveLength(1)
    expect(result.metadata.failure).toBeNull()
    expect(result.template).toMatchObject({
      verify_result: true,
      regex_validations_performed: true,
      regex_validation_results: { target: true },
      regex_extraction_results: { target: ['BCL2'] },
      regex_overall_success: true,
    })
    expect(result.template?.usage_metadata).not.toHaveProperty('parsing')
    expectValidResult(result)
  })

  const TraceOnly = defineTemplate({
    mentions_bcl2: field(z.boolean(), { description: 'The trace mentions BCL2', groundTruth: true, check: traceContains({ substring: 'BCL2' }) }),
  })

  it('a trace-only template is evaluated on the raw trace, without the judge', async () => {
    server.on({ model: 'gpt-answerer' }, ANSWER)
    const result = await runTask(loopbackTask(server, { template: TraceOnly }))
    expect(judgeRequests(server)).toHaveLength(0)
    expect(result.metadata.failure).toBeNull()
    expect(result.template?.verify_result).toBe(true)
    expect(result.template?.field_results).toEqual({ mentions_bcl2: true })
  })

  it('compat: a trace-only template fails as in Karenina (unexpected_error at ParseTemplate)', async () => {
    server.on({ model: 'gpt-answerer' }, ANSWER)
    const result = await runTask(loopbackTask(server, { template: TraceOnly, options: { compat: 'karenina-python' } }))
    expect(judgeRequests(server)).toHaveLength(0)
    expect(result.metadata.failure).toMatchObject({ category: 'unexpected_error', stage: 'ParseTemplate' })
    expect(result.metadata.failure?.reason).toBe(
      'Stage ParseTemplate raised exception: ValidationError: 1 validation error for Answer\nmentions_bcl2\n  Field required [type=missing]',
    )
  })
})

describe('runTask — failures stay inside the result', () => {
  it('a stage that throws gives unexpected_error naming the stage; later stages skip', async () => {
    server.on({ model: 'gpt-answerer' }, ANSWER)
    const boom: Stage<TaskSettings> = {
      name: 'Boom',
      requires: [ArtifactKeys.RAW_LLM_RESPONSE],
      produces: [],
      shouldRun: (ctx) => ctx.error === null,
      execute: () => {
        throw new TypeError('cannot read the answer')
      },
    }
    const stages = buildStages()
    stages.splice(stages.findIndex((s) => s.name === 'GenerateAnswer') + 1, 0, boom)
    const result = await runTask(loopbackTask(server), { stages })
    expect(result.metadata.failure).toEqual({
      category: 'unexpected_error',
      stage: 'Boom',
      reason: 'Stage Boom raised exception: TypeError: cannot read the answer',
      details: { error_message: 'Stage Boom raised exception: TypeError: cannot read the answer' },
      group: 'system',
    })
    expect(judgeRequests(server)).toHaveLength(0)
    expect(result.template?.verify_result).toBeNull()
    expectValidResult(result)
  })

  it('a judge that returns schema-violating JSON every time is a parse failure, not a wrong answer', async () => {
    server.on({ model: 'gpt-answerer' }, ANSWER)
    server.on({ model: 'gpt-judge' }, fault.schemaViolation({ target: 42 }))
    const result = await runTask(loopbackTask(server))
    expect(judgeRequests(server).length).toBeGreaterThan(1)
    expect(result.template?.verify_result).toBeNull()
    expect(result.template?.template_verification_performed).toBe(false)
    expect(result.template?.parsed_llm_response).toBeNull()
    expect(result.metadata.failure).toMatchObject({ category: 'parsing', stage: 'parse_template', group: 'system' })
    expect(result.metadata.failure?.reason).toMatch(/^Parsing failed: could not parse the judge's reply into Answer/)
    expect(result.trace_extraction_error).toBe(result.metadata.failure?.reason)
    expectValidResult(result)
  })

  it('compat: the same parse failure surfaces as unexpected_error at ParseTemplate, as in Karenina', async () => {
    server.on({ model: 'gpt-answerer' }, ANSWER)
    server.on({ model: 'gpt-judge' }, fault.schemaViolation({ target: 42 }))
    const result = await runTask(loopbackTask(server, { options: { compat: 'karenina-python' } }))
    expect(result.template?.verify_result).toBeNull()
    expect(result.metadata.failure).toMatchObject({ category: 'unexpected_error', stage: 'ParseTemplate' })
  })

  it('an answering provider error with its retries exhausted is a retry failure with counts', async () => {
    server.on({ model: 'gpt-answerer' }, fault.serverError(503))
    const answeringModel = { model_provider: 'openai', model_name: 'gpt-answerer', retry_policy: { ...NO_RETRIES, server_error: { max_attempts: 1, backoff_min: 0.001, backoff_max: 0.002 } } }
    const result = await runTask(
      loopbackTask(server, { answeringModel, modelOptions: { answering: loopbackOptions(server, { retryPolicy: undefined }), parsing: loopbackOptions(server) } }),
    )
    expect(server.requests.filter((r) => r.model === 'gpt-answerer')).toHaveLength(2)
    expect(judgeRequests(server)).toHaveLength(0)
    expect(result.metadata.failure).toMatchObject({ category: 'server_error', stage: 'GenerateAnswer', reason: 'server_error retries exhausted' })
    expect(result.metadata.failure?.details).toMatchObject({ retry_counts: { server_error: { used: 1, budget: 1 } } })
    expect(result.metadata.retry_counts?.server_error).toEqual({ used: 1, budget: 1 })
    expect(result.metadata.caveats).toEqual(['retries_used'])
    expect(result.template?.raw_llm_response).toBe('')
    expectValidResult(result)
  })

  it('throws only for misuse: a capture mode with nowhere to capture to, a broken stage list', async () => {
    const capture = { options: { agenticParsing: true, workspaceOutputMode: 'full' as const } }
    await expect(runTask(loopbackTask(server, capture))).rejects.toThrow(ConfigError)
    await expect(runTask(loopbackTask(server, capture))).rejects.toThrow('workspace_output_dir: required when workspace_output_mode is "full"')
    const stages = buildStages().filter((s) => s.name !== 'GenerateAnswer')
    await expect(runTask(loopbackTask(server), { stages })).rejects.toThrow(StageGraphError)
    expect(server.requests).toHaveLength(0)
  })
})

describe('runTask — answer sources and trace modes', () => {
  it('uses cached answer data without calling the answering model', async () => {
    server.on({ model: 'gpt-judge' }, reply.json({ target: 'BCL2' }))
    const result = await runTask(
      loopbackTask(server, {
        cachedAnswerData: {
          raw_llm_response: `--- AI Message ---\n${ANSWER}`,
          usage_metadata: { 'langchain:gpt-answerer': { input_tokens: 7, output_tokens: 9, total_tokens: 16 } },
          agent_metrics: { iterations: 1, limit_reached: false },
          trace_messages: [{ role: 'assistant', content: ANSWER, block_index: 0 }],
        },
      }),
    )
    expect(server.requests.map((r) => r.model)).toEqual(['gpt-judge'])
    expect(result.template?.verify_result).toBe(true)
    expect(result.template?.usage_metadata?.answer_generation).toMatchObject({ input_tokens: 7, output_tokens: 9, model: 'langchain:gpt-answerer' })
    expect(result.template?.trace_messages).toEqual([{ role: 'assistant', content: ANSWER, block_index: 0 }])
    expect(result.template?.conversation_context).toEqual([{ role: 'user', content: VENETOCLAX_QUESTION, block_index: 0 }])
  })

  it('use_full_trace_for_template sends the whole trace to the judge and records it as evaluation_input', async () => {
    server.on({ model: 'gpt-answerer' }, ANSWER)
    server.on({ model: 'gpt-judge' }, reply.json({ target: 'BCL2' }))
    const result = await runTask(loopbackTask(server, { options: { useFullTraceForTemplate: true } }))
    expect(judgeRequests(server)[0]!.lastUserText).toContain(`--- AI Message ---\n${ANSWER}`)
    expect(result.evaluation_input).toBe(`--- AI Message ---\n${ANSWER}`)
    expect(result.used_full_trace).toBe(true)
  })
})

describe('runTask — rubrics of another shape are refused, not silently skipped', () => {
  const citations = { name: 'citations', description: 'Has bracket citations', pattern: '\\[\\d+\\]', case_sensitive: true, invert_result: false }

  it("refuses defineRubric's camelCase options given as the dynamic rubric, naming the accepted shape", async () => {
    const task = { ...loopbackTask(server), dynamicRubric: { regexTraits: [citations] } } as unknown as Parameters<typeof runTask>[0]
    await expect(runTask(task)).rejects.toThrow(/dynamicRubric\.regexTraits.*llm_traits, regex_traits, callable_traits, metric_traits, agentic_traits/s)
    expect(judgeRequests(server)).toHaveLength(0)
  })

  it('refuses a rubric whose trait list is not a list', async () => {
    const task = { ...loopbackTask(server), rubric: { regex_traits: citations } } as unknown as Parameters<typeof runTask>[0]
    await expect(runTask(task)).rejects.toThrow(/rubric\.regex_traits/)
  })
})
