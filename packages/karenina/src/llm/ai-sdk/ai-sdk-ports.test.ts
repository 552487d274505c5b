import { createAnthropic } from '@ai-sdk/anthropic'
import { createOpenAI } from '@ai-sdk/openai'
import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fault, reply, startLlmServer, type LlmServer } from '@karenina/testing'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { z } from 'zod'
import { serializeModelConfig } from '../../config/model-config.js'
import { toModelConfig } from '../../config/model-id.js'
import { ConfigError } from '../../errors/config-error.js'
import { ParseFailureError } from '../../errors/parse-failure-error.js'
import { ProviderError, type ProviderAttempt } from '../../errors/provider-error.js'
import { defineTool } from '../define-tool.js'
import type { ChatMessage, ModelPorts, ParseRequest } from '../ports.js'
import { resolveModel, type ResolveModelOptions } from '../resolve-model.js'

// The same judge cases as llm/openai/openai-ports.test.ts, through the AI SDK's OpenAI provider (chat completions
// and its default, the Responses API) and its Anthropic provider, real packages, against the loopback server.

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

const PROVIDERS = [
  {
    name: 'AI SDK OpenAI provider (openai.chat)',
    model: () => createOpenAI({ baseURL: server.openaiBaseURL, apiKey: 'sk-test-key' }).chat('gpt-4.1-mini'),
    display: 'ai_sdk:openai.chat/gpt-4.1-mini',
  },
  {
    name: 'AI SDK OpenAI provider default (Responses API)',
    model: () => createOpenAI({ baseURL: server.openaiBaseURL, apiKey: 'sk-test-key' })('gpt-4.1-mini'),
    display: 'ai_sdk:openai.responses/gpt-4.1-mini',
  },
  {
    name: 'AI SDK Anthropic provider',
    model: () => createAnthropic({ baseURL: `${server.anthropicBaseURL}/v1`, apiKey: 'sk-ant-test-key' })('claude-haiku-4-5'),
    display: 'ai_sdk:anthropic.messages/claude-haiku-4-5',
  },
]

describe.each(PROVIDERS)('$name as judge and answering model', ({ model, display }) => {
  function ports(options: ResolveModelOptions = {}): Promise<ModelPorts> {
    return resolveModel(model(), { retryPolicy: fastPolicy, env: {}, ...options })
  }

  it('fills a JSON schema with native structured output; usage and identity in Karenina shape', async () => {
    server.on({ match: 'dose' }, reply.json({ drug: 'imatinib', dose_mg: 400 }, { usage: { inputTokens: 50, outputTokens: 9 } }))
    const { parser } = await ports({ role: 'parsing' })
    const result = await parser.parse(judgeRequest())
    expect(result.value).toEqual({ drug: 'imatinib', dose_mg: 400 })
    expect(result.attempts).toEqual([{ strategy: 'native', text: '{"drug":"imatinib","dose_mg":400}' }])
    expect(result.usage).toMatchObject({ input_tokens: 50, output_tokens: 9, total_tokens: 59, model: display })
    expect(parser.identity).toEqual({ interface: 'ai_sdk', model_name: display.slice('ai_sdk:'.length), tools: [], config_id: null })
    const format = server.requests[0]!.responseFormat as { type: string; schema: Record<string, unknown> }
    expect(format.type).toBe('json_schema')
    expect(format.schema).toMatchObject({ required: ['drug', 'dose_mg'] })
    expect(server.requests[0]!.messages[0]).toMatchObject({ role: 'system', text: 'Extract the drug and the dose.' })
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

  it('a native reply that is truncated JSON is repaired and validated: no feedback call', async () => {
    server.on({}, reply.text('{"drug": "imatinib", "dose_mg": 400'))
    const { parser } = await ports()
    const result = await parser.parse(judgeRequest())
    expect(result.value).toEqual({ drug: 'imatinib', dose_mg: 400 })
    expect(server.requests).toHaveLength(1)
  })

  it('falls back to the prompt when the endpoint rejects structured output', async () => {
    server.on({ match: (r) => r.responseFormat.type === 'json_schema' }, fault.status(400, { message: 'structured output is not supported' }))
    server.on({}, reply.text('Sure! ```json\n{"drug": "imatinib", "dose_mg": 400}\n```'))
    const { parser } = await ports()
    const result = await parser.parse(judgeRequest())
    expect(result.value).toEqual({ drug: 'imatinib', dose_mg: 400 })
    expect(result.attempts.map((a) => a.strategy)).toEqual(['native', 'prompt'])
    expect(server.requests[1]!.lastUserText).toMatch(/Return only the JSON object/)
  })

  it('an auth failure (401) is a permanent ProviderError, neither retried nor a prompt fallback', async () => {
    server.on({}, fault.status(401, { message: 'invalid api key' }))
    const { parser } = await ports()
    const error = await parser.parse(judgeRequest()).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ProviderError)
    expect(error).toMatchObject({ status: 401, category: 'permanent', retryable: false })
    expect(server.requests).toHaveLength(1)
  })

  it('retries a 429, waiting for retry-after-ms, and succeeds', async () => {
    server.failNext(fault.rateLimit({ retryAfterMs: 60 }))
    server.on({}, 'Paris')
    const { llm } = await ports()
    const retries: ProviderAttempt[] = []
    const result = await llm.invoke({ messages: [{ role: 'user', content: 'capital of France?' }] }, { onRetry: (a) => retries.push(a) })
    expect(result.content).toBe('Paris')
    expect(server.requests.map((r) => r.reply?.status)).toEqual([429, 200])
    expect(retries).toMatchObject([{ attempt: 1, category: 'rate_limit', status: 429, delayMs: 60 }])
  })

  it('a rate limit that never clears is a rate_limit ProviderError after the policy budget', async () => {
    server.on({}, fault.rateLimit({ retryAfterMs: 1 }))
    const { parser } = await ports()
    const error = (await parser.parse(judgeRequest()).catch((e: unknown) => e)) as ProviderError
    expect(error).toBeInstanceOf(ProviderError)
    expect(error).toMatchObject({ status: 429, category: 'rate_limit' })
    expect(error.attempts).toHaveLength(4)
    expect(server.requests).toHaveLength(4)
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
    const { llm } = await ports({ timeoutMs: 150 })
    const error = await llm.invoke({ messages: [{ role: 'user', content: 'hi' }] }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ProviderError)
    expect(error).toMatchObject({ category: 'timeout', retryable: true })
  })

  it('an abort cancels the in-flight request and is never retried', async () => {
    const controller = new AbortController()
    server.on({}, () => {
      controller.abort(new Error('run cancelled'))
      return fault.hang()
    })
    const { parser } = await ports()
    await expect(parser.parse(judgeRequest(), { signal: controller.signal })).rejects.toThrow('run cancelled')
    await vi.waitFor(() => expect(server.stats.inFlight).toBe(0))
    expect(server.requests).toHaveLength(1)
  })

  it('concurrency 4: never more than 4 requests in flight over 16', async () => {
    server.on({ match: 'dose', delayMs: 20 }, reply.json({ drug: 'x', dose_mg: 1 }))
    server.on({ delayMs: 20 }, 'ok')
    const { llm } = await ports({ concurrency: 4 })
    const { parser } = await ports()
    await Promise.all(
      Array.from({ length: 16 }, (_, i) => (i % 2 === 0 ? llm.invoke({ messages: [{ role: 'user', content: `q${i}` }] }) : parser.parse(judgeRequest()))),
    )
    expect(server.stats.total).toBe(16)
    expect(server.stats.maxInFlight).toBe(4)
  })

  it('answers as a tool-loop agent: Karenina runs the tools and keeps the trace', async () => {
    const lookup = defineTool({
      name: 'lookup',
      description: 'Looks a drug up',
      parameters: z.object({ drug: z.string() }),
      execute: ({ drug }) => ({ drug, dose_mg: 400 }),
    })
    server.on({ match: (r) => r.messages.every((m) => m.role !== 'tool') }, reply.toolCall('lookup', { drug: 'imatinib' }, { id: 'call_1' }))
    server.on({}, 'The dose is 400 mg.')
    const { agent } = await ports()
    const result = await agent!.run({ messages: [{ role: 'user', content: 'dose of imatinib?' }], tools: [lookup] })
    expect(result.finalResponse).toBe('The dose is 400 mg.')
    expect(result.traceMessages).toEqual([
      { role: 'assistant', content: '', tool_calls: [{ id: 'call_1', name: 'lookup', input: { drug: 'imatinib' } }] },
      { role: 'tool', content: '{"drug":"imatinib","dose_mg":400}', tool_result: { tool_use_id: 'call_1', is_error: false } },
      { role: 'assistant', content: 'The dose is 400 mg.' },
    ])
    expect(result.agentMetrics).toMatchObject({ iterations: 2, tool_calls: 1, tools_used: ['lookup'], limit_reached: false })
    expect(server.requests[0]!.tools.map((t) => t.name)).toEqual(['lookup'])
    expect(server.requests[1]!.messages.at(-1)).toMatchObject({ role: 'tool', toolCallId: 'call_1' })
  })
})

describe('record / replay of an AI SDK judge', () => {
  it('a recorded judge call replays with no request to the model, under the ai_sdk identity', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'karenina-ai-sdk-'))
    try {
      const cassette = join(dir, 'judge.json')
      const judge = createOpenAI({ baseURL: server.openaiBaseURL, apiKey: 'sk-test-key' }).chat('gpt-judge')
      server.on({}, reply.json({ drug: 'imatinib', dose_mg: 400 }))
      const recorded = await (await resolveModel(judge, { role: 'parsing', env: {}, replay: { mode: 'record', cassette } })).parser.parse(judgeRequest())
      expect(server.requests).toHaveLength(1)
      const file = JSON.parse(await readFile(cassette, 'utf8')) as { entries: Record<string, { model: string }> }
      expect(Object.values(file.entries).map((e) => e.model)).toEqual(['ai_sdk:openai.chat/gpt-judge'])
      const replayed = await (await resolveModel(judge, { role: 'parsing', env: {}, replay: { mode: 'replay', cassette } })).parser.parse(judgeRequest())
      expect(replayed.value).toEqual(recorded.value)
      expect(server.requests).toHaveLength(1)
    } finally {
      await rm(dir, { recursive: true, force: true })
    }
  })
})

describe('ai_sdk models come from code only', () => {
  it('one object is one model config; its in-process reference is never serialized', () => {
    const model = createOpenAI({ apiKey: 'sk-test-key' }).chat('gpt-4.1-mini')
    const config = toModelConfig(model)
    expect(config).toMatchObject({ interface: 'ai_sdk', model_provider: 'openai.chat', model_name: 'openai.chat/gpt-4.1-mini' })
    expect(toModelConfig(model).extra_kwargs).toEqual(config.extra_kwargs)
    expect(serializeModelConfig(config)).toMatchObject({ interface: 'ai_sdk', model_name: 'openai.chat/gpt-4.1-mini', extra_kwargs: null })
  })

  it('a config naming interface ai_sdk (as a file could) is refused, naming how to give one', async () => {
    const fromFile = { interface: 'ai_sdk', model_name: 'openai.chat/gpt-4.1-mini', extra_kwargs: { ai_sdk_model: 'ai-sdk:guessed' } }
    await expect(resolveModel(fromFile, { env: {} })).rejects.toThrow(ConfigError)
    await expect(resolveModel(fromFile, { env: {} })).rejects.toThrow(/AI SDK LanguageModel object given in code.*cannot construct one/)
  })
})
