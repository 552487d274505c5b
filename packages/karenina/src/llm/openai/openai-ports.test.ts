import { fault, reply, startLlmServer, type LlmServer } from '@karenina/testing'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { z } from 'zod'
import { ConfigError } from '../../errors/config-error.js'
import { ParseFailureError } from '../../errors/parse-failure-error.js'
import { ProviderError, type ProviderAttempt } from '../../errors/provider-error.js'
import { defineTool } from '../define-tool.js'
import type { ChatMessage, ModelPorts, ParseRequest } from '../ports.js'
import { resolveModel, type ResolveModelOptions } from '../resolve-model.js'

const Dose = z.object({ drug: z.string(), dose_mg: z.number() })
type Dose = z.infer<typeof Dose>

function judgeRequest(): ParseRequest<Dose> {
  const messages: ChatMessage[] = [
    { role: 'system', content: 'Extract the drug and the dose.' },
    { role: 'user', content: 'Response to parse: the patient took 400 mg of imatinib (dose question)' },
  ]
  return {
    messages,
    schema: { title: 'Dose', ...z.toJSONSchema(Dose) },
    validate: (raw) => {
      const result = Dose.safeParse(raw)
      if (!result.success) throw new Error(z.prettifyError(result.error))
      return result.data
    },
  }
}

// Small backoffs so retry tests run in milliseconds.
const fastPolicy = {
  connection: { max_attempts: 2, backoff_min: 0.005, backoff_max: 0.01 },
  timeout: { max_attempts: 0, backoff_min: 0.005, backoff_max: 0.01 },
  rate_limit: { max_attempts: 3, backoff_min: 0.005, backoff_max: 0.01 },
  server_error: { max_attempts: 2, backoff_min: 0.005, backoff_max: 0.01 },
}

let server: LlmServer
beforeEach(async () => {
  server = await startLlmServer()
})
afterEach(async () => {
  await server.close()
})

function ports(model = 'openai:gpt-4.1-mini', options: ResolveModelOptions = {}): Promise<ModelPorts> {
  return resolveModel(model, { baseURL: server.openaiBaseURL, apiKey: 'sk-test-key', retryPolicy: fastPolicy, env: {}, ...options })
}

describe('OpenAI parser (real SDK, loopback server)', () => {
  it('fills a JSON schema with native strict structured output', async () => {
    server.on({ match: 'dose' }, reply.json({ drug: 'imatinib', dose_mg: 400 }, { usage: { inputTokens: 50, outputTokens: 9 } }))
    const { parser } = await ports()
    const result = await parser.parse(judgeRequest())
    expect(result.value).toEqual({ drug: 'imatinib', dose_mg: 400 })
    expect(result.attempts).toEqual([{ strategy: 'native', text: '{"drug":"imatinib","dose_mg":400}' }])
    expect(result.usage).toMatchObject({ input_tokens: 50, output_tokens: 9, total_tokens: 59, model: 'langchain:gpt-4.1-mini' })
    const format = server.requests[0]!.responseFormat
    expect(format).toMatchObject({ type: 'json_schema', name: 'Dose', strict: true })
    expect((format as { schema: Record<string, unknown> }).schema).toMatchObject({ additionalProperties: false, required: ['drug', 'dose_mg'] })
    expect((server.requests[0]!.body as Record<string, unknown>)['max_completion_tokens']).toBe(16384)
  })

  it.each([
    ['fenced', fault.fencedJson({ drug: 'imatinib', dose_mg: 400 })],
    ['chatty', fault.chattyJson({ drug: 'imatinib', dose_mg: 400 })],
  ])('recovers %s JSON', async (_name, faultReply) => {
    server.on({}, faultReply)
    const { parser } = await ports()
    const result = await parser.parse(judgeRequest())
    expect(result.value).toEqual({ drug: 'imatinib', dose_mg: 400 })
    expect(server.requests).toHaveLength(1)
  })

  it('retries a schema-violating reply with the validation error fed back, then reports a ParseFailureError', async () => {
    server.on({}, fault.schemaViolation({ drug: 42, dose_mg: 'lots' }))
    const { parser } = await ports()
    const error = await parser.parse(judgeRequest()).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ParseFailureError)
    const failure = error as ParseFailureError
    // native + max_retries (2) feedback retries
    expect(failure.attempts.map((a) => a.strategy)).toEqual(['native', 'feedback', 'feedback'])
    expect(failure.attempts.every((a) => a.error !== undefined)).toBe(true)
    expect(failure.lastError).toMatch(/drug/)
    expect(server.requests).toHaveLength(3)
    const feedback = server.requests[1]!
    expect(feedback.messages.at(-2)).toMatchObject({ role: 'assistant', text: '{"drug":42,"dose_mg":"lots"}' })
    expect(feedback.lastUserText).toMatch(/could not be used: .*drug/s)
    expect(feedback.lastUserText).toMatch(/expected string/)
  })

  it('a feedback retry that validates wins', async () => {
    server.on({ times: 1 }, fault.schemaViolation({ drug: 'imatinib' }))
    server.on({}, reply.json({ drug: 'imatinib', dose_mg: 400 }))
    const { parser } = await ports()
    const result = await parser.parse(judgeRequest())
    expect(result.value.dose_mg).toBe(400)
    expect(result.attempts.map((a) => a.strategy)).toEqual(['native', 'feedback'])
  })

  it("compat 'karenina-python' reproduces the source ladder (native, plain, no feedback)", async () => {
    server.on({}, fault.schemaViolation({ drug: 42, dose_mg: 'lots' }))
    const { parser } = await ports('openai:gpt-4.1-mini', { compat: 'karenina-python' })
    const error = await parser.parse(judgeRequest()).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ParseFailureError)
    expect((error as ParseFailureError).attempts.map((a) => a.strategy)).toEqual(['native', 'prompt'])
    expect((error as ParseFailureError).lastError).toMatch(/^Failed to parse response into Dose after all retry strategies/)
    expect(server.requests[1]!.responseFormat).toEqual({ type: 'text' })
  })

  it("compat mode fires the format feedback only when the reply preview names a JSON error", async () => {
    server.on({ times: 2 }, reply.text('Expecting value: the dose is 400 mg of imatinib'))
    server.on({}, reply.text('{"drug": "imatinib", "dose_mg": 400}'))
    const { parser } = await ports('openai:gpt-4.1-mini', { compat: 'karenina-python' })
    const result = await parser.parse(judgeRequest())
    expect(result.attempts.map((a) => a.strategy)).toEqual(['native', 'prompt', 'feedback'])
    expect(server.requests[2]!.lastUserText).toMatch(/not valid JSON/)
  })

  it('falls back to the prompt when the endpoint rejects structured output', async () => {
    server.on({ match: (r) => r.responseFormat.type === 'json_schema' }, fault.status(400, { message: 'response_format is not supported' }))
    server.on({}, reply.text('Sure! ```json\n{"drug": "imatinib", "dose_mg": 400}\n```'))
    const { parser } = await ports('openai_endpoint:local-model@http://placeholder', { baseURL: server.openaiBaseURL })
    const result = await parser.parse(judgeRequest())
    expect(result.value).toEqual({ drug: 'imatinib', dose_mg: 400 })
    expect(result.attempts.map((a) => a.strategy)).toEqual(['native', 'prompt'])
    expect(server.requests[1]!.lastUserText).toMatch(/Return only the JSON object/)
    expect((server.requests[1]!.body as Record<string, unknown>)['max_tokens']).toBe(16384)
  })
})

describe('OpenAI parser: the JSON-repair step (spec 06 §8.4)', () => {
  it.each([
    ['a truncated object', '{"drug": "imatinib", "dose_mg": 400'],
    ['single quotes', "{'drug': 'imatinib', 'dose_mg': 400}"],
    ['trailing commas', '{"drug": "imatinib", "dose_mg": 400,}'],
    ['comments', '{"drug": "imatinib", // the drug\n "dose_mg": 400 /* mg */}'],
  ])('a native reply with %s is repaired and validated: no feedback call', async (_name, text) => {
    server.on({}, reply.text(text))
    const { parser } = await ports()
    const result = await parser.parse(judgeRequest())
    expect(result.value).toEqual({ drug: 'imatinib', dose_mg: 400 })
    expect(result.attempts).toEqual([{ strategy: 'native', text }])
    expect(server.requests).toHaveLength(1)
  })

  it('a plain reply (structured output rejected) with prose and a truncated object is repaired', async () => {
    server.on({ match: (r) => r.responseFormat.type === 'json_schema' }, fault.status(400, { message: 'response_format is not supported' }))
    server.on({}, reply.text("Sure! {'drug': 'imatinib', 'dose_mg': 400,"))
    const { parser } = await ports('openai_endpoint:local-model@http://placeholder', { baseURL: server.openaiBaseURL })
    const result = await parser.parse(judgeRequest())
    expect(result.value).toEqual({ drug: 'imatinib', dose_mg: 400 })
    expect(result.attempts.map((a) => a.strategy)).toEqual(['native', 'prompt'])
  })

  it('compat mode repairs too (Karenina runs json_repair on the plain reply)', async () => {
    server.on({}, reply.text('{"drug": "imatinib", "dose_mg": 400,'))
    const { parser } = await ports('openai:gpt-4.1-mini', { compat: 'karenina-python' })
    const result = await parser.parse(judgeRequest())
    expect(result.value).toEqual({ drug: 'imatinib', dose_mg: 400 })
    expect(server.requests).toHaveLength(1)
  })

  it('a repaired object that fails the schema is still a parse failure, with the validation error fed back', async () => {
    server.on({}, reply.text('{"drug": "imatinib",'))
    const { parser } = await ports()
    const error = await parser.parse(judgeRequest()).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ParseFailureError)
    expect((error as ParseFailureError).lastError).toMatch(/no valid JSON in the reply: .*; after JSON repair: .*dose_mg/s)
    expect(server.requests[1]!.lastUserText).toMatch(/dose_mg/)
  })
})

describe('OpenAI transport resilience', () => {
  it('retries a 429, waiting for retry-after-ms, and succeeds', async () => {
    server.failNext(fault.rateLimit({ retryAfterMs: 60 }))
    server.on({}, 'Paris')
    const { llm } = await ports()
    const retries: ProviderAttempt[] = []
    const started = Date.now()
    const result = await llm.invoke({ messages: [{ role: 'user', content: 'capital of France?' }] }, { onRetry: (a) => retries.push(a) })
    expect(result.content).toBe('Paris')
    expect(Date.now() - started).toBeGreaterThanOrEqual(55)
    expect(server.requests.map((r) => r.reply?.status)).toEqual([429, 200])
    expect(retries).toMatchObject([{ attempt: 1, category: 'rate_limit', status: 429, delayMs: 60 }])
  })

  it('retries 5xx and a truncated body, then gives up keeping every attempt', async () => {
    server.failNext(fault.malformedJson())
    server.failNext(fault.serverError(503))
    server.on({}, 'ok')
    const { llm } = await ports()
    expect((await llm.invoke({ messages: [{ role: 'user', content: 'hi' }] })).content).toBe('ok')

    server.reset()
    server.on({}, fault.serverError(500))
    const error = (await llm.invoke({ messages: [{ role: 'user', content: 'hi' }] }).catch((e: unknown) => e)) as ProviderError
    expect(error).toBeInstanceOf(ProviderError)
    expect(error.status).toBe(500)
    expect(error.attempts).toHaveLength(3)
    expect(server.requests).toHaveLength(3)
  })

  it('a hanging request times out', async () => {
    server.on({}, fault.hang())
    const { llm } = await ports('openai:gpt-4.1-mini', { timeoutMs: 150 })
    // Without the timeout the request would hang past the test's own timeout.
    const error = await llm.invoke({ messages: [{ role: 'user', content: 'hi' }] }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ProviderError)
    expect(error).toMatchObject({ category: 'timeout', retryable: true })
  })

  it('a timed-out attempt is retried within the timeout budget', async () => {
    server.failNext(fault.hang())
    server.on({}, 'late but fine')
    const { llm } = await ports('openai:gpt-4.1-mini', { timeoutMs: 150, retryPolicy: { ...fastPolicy, timeout: { max_attempts: 1, backoff_min: 0.005 } } })
    expect((await llm.invoke({ messages: [{ role: 'user', content: 'hi' }] })).content).toBe('late but fine')
  })

  it('an abort cancels the in-flight request and is never retried', async () => {
    const controller = new AbortController()
    // Aborted once the request is in flight at the server (not after a fixed delay, which a busy machine outlasts).
    server.on({}, () => {
      controller.abort(new Error('run cancelled'))
      return fault.hang()
    })
    const { parser } = await ports()
    await expect(parser.parse(judgeRequest(), { signal: controller.signal })).rejects.toThrow('run cancelled')
    await vi.waitFor(() => expect(server.stats.inFlight).toBe(0))
    expect(server.requests).toHaveLength(1)
  })

  it('concurrency 8: never more than 8 requests in flight over 40', async () => {
    server.on({ match: 'dose', delayMs: 25 }, reply.json({ drug: 'x', dose_mg: 1 }))
    server.on({ delayMs: 25 }, 'ok')
    // Two ports on the same account share one limiter.
    const { llm } = await ports('openai:gpt-4.1-mini', { concurrency: 8 })
    const { parser } = await ports('openai:gpt-4.1-mini')
    await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        i % 2 === 0 ? llm.invoke({ messages: [{ role: 'user', content: `q${i}` }] }) : parser.parse(judgeRequest()),
      ),
    )
    expect(server.stats.total).toBe(40)
    expect(server.stats.maxInFlight).toBe(8)
  })

  it('names the missing key', async () => {
    await expect(resolveModel('openai:gpt-4.1-mini', { env: {} })).rejects.toThrow(ConfigError)
    await expect(resolveModel('openai:gpt-4.1-mini', { env: {} })).rejects.toThrow(/OPENAI_API_KEY/)
    await expect(resolveModel('openrouter:a/b', { env: {} })).rejects.toThrow(/OPENROUTER_API_KEY/)
  })
})

describe('OpenAI agent loop and embeddings', () => {
  const lookup = defineTool({
    name: 'lookup',
    description: 'Looks a drug up',
    parameters: z.object({ drug: z.string() }),
    execute: ({ drug }) => ({ drug, dose_mg: 400 }),
  })

  it('runs tools until the model answers', async () => {
    server.on({ match: (r) => r.messages.every((m) => m.role !== 'tool') }, reply.toolCall('lookup', { drug: 'imatinib' }, { id: 'call_1' }))
    server.on({}, 'The dose is 400 mg.')
    const { agent } = await ports()
    const result = await agent!.run({ messages: [{ role: 'user', content: 'dose of imatinib?' }], tools: [lookup] })
    expect(result.finalResponse).toBe('The dose is 400 mg.')
    expect(result.recursionLimitReached).toBe(false)
    expect(result.traceMessages).toEqual([
      { role: 'assistant', content: '', tool_calls: [{ id: 'call_1', name: 'lookup', input: { drug: 'imatinib' } }] },
      { role: 'tool', content: '{"drug":"imatinib","dose_mg":400}', tool_result: { tool_use_id: 'call_1', is_error: false } },
      { role: 'assistant', content: 'The dose is 400 mg.' },
    ])
    expect(result.rawTrace).toContain("Args: {'drug': 'imatinib'}")
    expect(result.agentMetrics).toMatchObject({ iterations: 2, tool_calls: 1, tools_used: ['lookup'], limit_reached: false })
    expect(server.requests[0]!.tools.map((t) => t.name)).toEqual(['lookup'])
    expect(server.requests[1]!.messages.at(-1)).toMatchObject({ role: 'tool', toolCallId: 'call_1' })
  })

  it('stops at the turn limit and keeps the trace', async () => {
    server.on({}, reply.toolCall('lookup', { drug: 'imatinib' }))
    const { agent } = await ports()
    const result = await agent!.run({ messages: [{ role: 'user', content: 'loop' }], tools: [lookup], maxTurns: 3 })
    expect(result.recursionLimitReached).toBe(true)
    expect(result.turns).toBe(3)
    expect(server.requests).toHaveLength(3)
    expect(result.traceMessages.map((m) => m.role)).toEqual(['assistant', 'tool', 'assistant', 'tool', 'assistant', 'tool'])
    expect(result.agentMetrics).toMatchObject({ iterations: 3, tool_calls: 3, tool_call_counts: { lookup: 3 }, limit_reached: true })
  })

  it("takes its limits from the config's agent_middleware", async () => {
    server.on({}, reply.toolCalls([{ name: 'lookup', arguments: { drug: 'a' } }, { name: 'lookup', arguments: { drug: 'b' } }]))
    const config = { model_provider: 'openai', model_name: 'gpt-4.1-mini', agent_middleware: { limits: { model_call_limit: 5, tool_call_limit: 3 } } }
    const { agent } = await resolveModel(config, { baseURL: server.openaiBaseURL, apiKey: 'k', env: {} })
    const result = await agent!.run({ messages: [{ role: 'user', content: 'x' }], tools: [lookup] })
    // Turn 1 runs 2 tools; turn 2 asks for 2 more (4 > 3): stop before running them.
    expect(result).toMatchObject({ turns: 2, recursionLimitReached: true })
    expect(result.traceMessages.map((m) => m.role)).toEqual(['assistant', 'tool', 'tool', 'assistant'])
  })

  it('reports tool errors to the model as error results', async () => {
    server.on({ times: 1 }, reply.toolCall('lookup', { drug: 7 }, { id: 'c1' }))
    server.on({}, 'gave up')
    const { agent } = await ports()
    const result = await agent!.run({ messages: [{ role: 'user', content: 'x' }], tools: [lookup] })
    expect(result.traceMessages[1]).toMatchObject({ role: 'tool', tool_result: { tool_use_id: 'c1', is_error: true } })
    expect(result.agentMetrics).toMatchObject({ suspect_failed_tool_calls: 1, suspect_failed_tools: ['lookup'] })
  })

  it('embeds texts', async () => {
    const { embeddings } = await ports('openai:text-embedding-3-small')
    const result = await embeddings!.embed({ texts: ['imatinib dose', 'imatinib dosage'] })
    expect(result.vectors).toHaveLength(2)
    expect(result.vectors[0]).toHaveLength(64)
    expect(result.usage.model).toBe('langchain:text-embedding-3-small')
  })
})
