import { fault, reply, startLlmServer, type LlmServer } from '@karenina/testing'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { ParseFailureError } from '../../errors/parse-failure-error.js'
import { ProviderError } from '../../errors/provider-error.js'
import { defineTool } from '../define-tool.js'
import type { ModelPorts, ParseRequest } from '../ports.js'
import { resolveModel, type ResolveModelOptions } from '../resolve-model.js'

const Dose = z.object({ drug: z.string(), dose_mg: z.number() })
type Dose = z.infer<typeof Dose>

function judgeRequest(): ParseRequest<Dose> {
  return {
    messages: [
      { role: 'system', content: 'Extract the drug and the dose.' },
      { role: 'user', content: 'Response to parse: 400 mg of imatinib (dose question)' },
    ],
    schema: z.toJSONSchema(Dose),
    schemaName: 'Dose',
    validate: (raw) => {
      const result = Dose.safeParse(raw)
      if (!result.success) throw new Error(z.prettifyError(result.error))
      return result.data
    },
  }
}

const fastPolicy = {
  rate_limit: { max_attempts: 3, backoff_min: 0.005, backoff_max: 0.01 },
  server_error: { max_attempts: 2, backoff_min: 0.005, backoff_max: 0.01 },
  timeout: { max_attempts: 0 },
}

let server: LlmServer
beforeEach(async () => {
  server = await startLlmServer()
})
afterEach(async () => {
  await server.close()
})

function ports(model = 'anthropic:claude-haiku-4-5', options: ResolveModelOptions = {}): Promise<ModelPorts> {
  return resolveModel(model, { baseURL: server.anthropicBaseURL, apiKey: 'sk-ant-test-key', retryPolicy: fastPolicy, env: {}, ...options })
}

describe('Anthropic parser (real SDK, loopback server)', () => {
  it('fills a JSON schema with forced tool use', async () => {
    server.on({ match: 'dose' }, reply.json({ drug: 'imatinib', dose_mg: 400 }, { usage: { inputTokens: 40, outputTokens: 12 } }))
    const { parser } = await ports('claude_tool:claude-haiku-4-5')
    const result = await parser.parse(judgeRequest())
    expect(result.value).toEqual({ drug: 'imatinib', dose_mg: 400 })
    expect(result.attempts).toMatchObject([{ strategy: 'native' }])
    expect(result.usage).toMatchObject({ input_tokens: 40, output_tokens: 12, model: 'claude_tool:claude-haiku-4-5' })
    const request = server.requests[0]!
    expect(request.toolChoice).toEqual({ type: 'tool', name: 'Dose' })
    expect(request.tools[0]!.parameters).toMatchObject({ type: 'object', required: ['drug', 'dose_mg'] })
    expect(request.system).toBe('Extract the drug and the dose.')
    expect(request.body).not.toHaveProperty('temperature')
  })

  it('recovers fenced JSON when the model answers in text instead of the tool', async () => {
    server.on({}, fault.fencedJson({ drug: 'imatinib', dose_mg: 400 }))
    const { parser } = await ports()
    expect((await parser.parse(judgeRequest())).value).toEqual({ drug: 'imatinib', dose_mg: 400 })
  })

  it('retries a schema violation with feedback, then reports a ParseFailureError', async () => {
    server.on({}, fault.schemaViolation())
    const { parser } = await ports()
    const error = (await parser.parse(judgeRequest()).catch((e: unknown) => e)) as ParseFailureError
    expect(error).toBeInstanceOf(ParseFailureError)
    expect(error.attempts).toHaveLength(3)
    expect(server.requests).toHaveLength(3)
    expect(server.requests[2]!.lastUserText).toMatch(/could not be used/)
    expect(server.requests[2]!.toolChoice).toEqual({ type: 'tool', name: 'Dose' })
  })

  it('retries 429 (retry-after) and 529 overloaded', async () => {
    server.failNext(fault.rateLimit({ retryAfterSeconds: 0.05 }))
    server.failNext(fault.serverError(529))
    server.on({}, 'fine')
    const { llm } = await ports()
    const result = await llm.invoke({ messages: [{ role: 'user', content: 'hi' }] })
    expect(result.content).toBe('fine')
    expect(server.requests.map((r) => r.reply?.status)).toEqual([429, 529, 200])
  })

  it('times out a hanging request', async () => {
    server.on({}, fault.hang())
    const { llm } = await ports('anthropic:claude-haiku-4-5', { timeoutMs: 150 })
    await expect(llm.invoke({ messages: [{ role: 'user', content: 'hi' }] })).rejects.toMatchObject({ category: 'timeout' })
  })

  it('maps a 401 to a permanent ProviderError without retrying', async () => {
    server.on({}, fault.status(401, { message: 'invalid x-api-key' }))
    const { llm } = await ports()
    const error = await llm.invoke({ messages: [{ role: 'user', content: 'hi' }] }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ProviderError)
    expect(error).toMatchObject({ provider: 'anthropic', status: 401, retryable: false })
    expect(server.requests).toHaveLength(1)
  })

  it('names the missing key', async () => {
    await expect(resolveModel('claude_tool:claude-haiku-4-5', { env: {} })).rejects.toThrow(/ANTHROPIC_API_KEY/)
  })
})

describe('Anthropic agent loop', () => {
  const add = defineTool({
    name: 'add',
    description: 'Adds two numbers',
    parameters: z.object({ a: z.number(), b: z.number() }),
    execute: ({ a, b }) => String(a + b),
  })

  it('runs tools and feeds tool_result blocks back', async () => {
    server.on({ match: (r) => !r.messages.some((m) => m.role === 'tool') }, reply.toolCall('add', { a: 2, b: 3 }, { id: 'toolu_1', text: 'Let me add.' }))
    server.on({}, 'It is 5.')
    const { agent } = await ports()
    const result = await agent!.run({ messages: [{ role: 'user', content: '2+3?' }], tools: [add] })
    expect(result.finalResponse).toBe('It is 5.')
    expect(result.traceMessages[0]).toEqual({ role: 'assistant', content: 'Let me add.', tool_calls: [{ id: 'toolu_1', name: 'add', input: { a: 2, b: 3 } }] })
    expect(result.traceMessages[1]).toEqual({ role: 'tool', content: '5', tool_result: { tool_use_id: 'toolu_1', is_error: false } })
    expect(server.requests[1]!.messages.at(-1)).toMatchObject({ role: 'tool', toolCallId: 'toolu_1', text: '5' })
  })

  it('stops at its turn limit with the trace kept', async () => {
    server.on({}, reply.toolCall('add', { a: 1, b: 1 }))
    const { agent } = await ports()
    const result = await agent!.run({ messages: [{ role: 'user', content: 'loop' }], tools: [add], maxTurns: 2 })
    expect(result).toMatchObject({ recursionLimitReached: true, turns: 2 })
    expect(result.traceMessages).toHaveLength(4)
    expect(result.agentMetrics.limit_reached).toBe(true)
    expect(result.rawTrace).toMatch(/^--- AI Message ---\n\nTool Calls:\n {2}add \(call_/)
  })
})
