import Anthropic from '@anthropic-ai/sdk'
import type { MessageParam } from '@anthropic-ai/sdk/resources/messages'
import { createOpenAI } from '@ai-sdk/openai'
import { reply, startLlmServer, type LlmServer, type NormalizedRequest } from '@karenina/testing'
import { Agent, OpenAIChatCompletionsModel, run, setTracingDisabled, tool as agentTool } from '@openai/agents'
import { generateText, isStepCount, tool } from 'ai'
import OpenAI from 'openai'
import type { ChatCompletionMessageParam } from 'openai/resources/chat/completions'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { ValidationError } from '../errors/validation-error.js'
import type { ChatMessage } from '../llm/ports.js'
import { messagesToRawTrace } from '../trace/messages-to-raw-trace.js'
import { calledTool, calledTools, stepCount } from './trajectory-checks.js'
import { toolTrajectoryOf } from './read-trajectory.js'
import { trajectoryFromRawTrace } from './tool-trajectory.js'

/** search → fetch(7) → answer, with a failed fetch first retried: four assistant turns. */
const MESSAGES: ChatMessage[] = [
  { role: 'user', content: 'Find the target of venetoclax.' },
  { role: 'assistant', content: 'Searching.', tool_calls: [{ id: 'c1', name: 'search', input: { query: 'venetoclax target', filters: { year: 2016, tags: ['drug', 'BCL2'] } } }] },
  { role: 'tool', content: 'doc 7: venetoclax inhibits BCL2', tool_result: { tool_use_id: 'c1', is_error: false } },
  { role: 'assistant', content: '', tool_calls: [{ id: 'c2', name: 'fetch', input: { id: 7 } }] },
  { role: 'tool', content: 'timeout', tool_result: { tool_use_id: 'c2', is_error: true } },
  { role: 'assistant', content: 'Retrying.', tool_calls: [{ id: 'c3', name: 'fetch', input: { id: 7, note: "it's \"quoted\"\nand\ttabbed \u00e9 \u{1F600}" } }] },
  { role: 'tool', content: 'Venetoclax is a BCL2 inhibitor.', tool_result: { tool_use_id: 'c3', is_error: false } },
  { role: 'assistant', content: 'Venetoclax targets BCL2.' },
]

describe('toolTrajectoryOf', () => {
  it('reads the calls, arguments, results, errors and steps of Karenina messages', () => {
    const trajectory = toolTrajectoryOf({ messages: MESSAGES })
    expect(trajectory.steps).toBe(4)
    expect(trajectory.toolCalls.map((c) => [c.name, c.step, c.isError, c.result])).toEqual([
      ['search', 1, false, 'doc 7: venetoclax inhibits BCL2'],
      ['fetch', 2, true, 'timeout'],
      ['fetch', 3, false, 'Venetoclax is a BCL2 inhibitor.'],
    ])
  })

  it('reads the same trajectory back from the harmonized trace string (arguments from their Python repr)', () => {
    const fromMessages = toolTrajectoryOf(MESSAGES)
    const fromString = toolTrajectoryOf(messagesToRawTrace(MESSAGES))
    expect(fromString.toolCalls).toEqual(fromMessages.toolCalls)
    expect(fromString.steps).toBe(4)
    expect(toolTrajectoryOf({ rawTrace: messagesToRawTrace(MESSAGES) }).toolCalls).toEqual(fromMessages.toolCalls)
    expect(toolTrajectoryOf({ traceMessages: MESSAGES }).toolCalls).toEqual(fromMessages.toolCalls)
  })

  it('reads a VerificationResult by its template trace (messages, else the raw trace)', () => {
    const raw = messagesToRawTrace(MESSAGES)
    expect(toolTrajectoryOf({ template: { raw_llm_response: raw, trace_messages: [] } }).toolCalls).toHaveLength(3)
    expect(toolTrajectoryOf({ template: { raw_llm_response: '', trace_messages: MESSAGES } }).toolCalls).toHaveLength(3)
  })

  it('a bare answer is one step with no calls; an empty trace none', () => {
    expect(toolTrajectoryOf('Venetoclax targets BCL2.')).toMatchObject({ steps: 1, toolCalls: [] })
    expect(toolTrajectoryOf('')).toMatchObject({ steps: 0, toolCalls: [] })
  })

  it('keeps arguments it cannot read as text, and a tool name with spaces or parentheses', () => {
    const raw = "--- AI Message ---\nText mentioning\nTool Calls: in prose.\nTool Calls:\n  my tool (v2) (call_x1)\n   Call ID: x1\n   Args: {'a': <object at 0x1>}"
    expect(trajectoryFromRawTrace(raw).toolCalls).toEqual([{ name: 'my tool (v2)', id: 'x1', args: { arguments: "{'a': <object at 0x1>}" }, result: null, isError: false, step: 1 }])
  })

  it('refuses what is not a trace, naming the accepted shapes', () => {
    expect(() => toolTrajectoryOf(42, 'toHaveCalledTools')).toThrow(ValidationError)
    expect(() => toolTrajectoryOf({ answer: 'x' }, 'toHaveCalledTools')).toThrow(/toHaveCalledTools › \(root\): expected a trace \(a harmonized trace string; Karenina messages.*AI SDK generateText result/)
    expect(() => toolTrajectoryOf([{ role: 'bot', content: 'x' }])).toThrow(/\[0\]\.role.*not Karenina's message form/)
  })
})

describe('calledTools', () => {
  const sequence = ['search', 'fetch', 'fetch']

  it('strict: the same calls in the same order', () => {
    expect(calledTools(MESSAGES, sequence).pass).toBe(true)
    expect(calledTools(MESSAGES, ['fetch', 'search', 'fetch']).pass).toBe(false)
    expect(calledTools(MESSAGES, ['search', 'fetch']).pass).toBe(false)
    expect(calledTools(MESSAGES, [...sequence, 'answer']).pass).toBe(false)
  })

  it('unordered: the same calls, counted, in any order', () => {
    expect(calledTools(MESSAGES, ['fetch', 'fetch', 'search'], { order: 'unordered' }).pass).toBe(true)
    expect(calledTools(MESSAGES, ['fetch', 'search'], { order: 'unordered' }).pass).toBe(false)
  })

  it('subset: nothing outside the expected calls was made', () => {
    expect(calledTools(MESSAGES, ['fetch', 'search', 'fetch', 'delete'], { order: 'subset' }).pass).toBe(true)
    expect(calledTools(MESSAGES, ['fetch', 'search', 'delete'], { order: 'subset' }).pass).toBe(false)
  })

  it('superset: every expected call was made, others too', () => {
    expect(calledTools(MESSAGES, ['fetch', 'search'], { order: 'superset' }).pass).toBe(true)
    expect(calledTools(MESSAGES, ['search', 'search'], { order: 'superset' }).pass).toBe(false)
  })

  it('args: exact, subset (deep partial) or a function; a call without args matches any', () => {
    const exact = [{ name: 'search', args: { query: 'venetoclax target', filters: { year: 2016, tags: ['drug', 'BCL2'] } } }, 'fetch', 'fetch']
    expect(calledTools(MESSAGES, exact).pass).toBe(true)
    expect(calledTools(MESSAGES, [{ name: 'search', args: { query: 'venetoclax target' } }, 'fetch', 'fetch']).pass).toBe(false)
    expect(calledTools(MESSAGES, [{ name: 'search', args: { filters: { tags: ['drug', 'BCL2'] } } }, 'fetch', 'fetch'], { args: 'subset' }).pass).toBe(true)
    expect(calledTools(MESSAGES, [{ name: 'search', args: { filters: { tags: ['drug'] } } }, 'fetch', 'fetch'], { args: 'subset' }).pass).toBe(false)
    const sameId = (actual: Readonly<Record<string, unknown>>, expected: Readonly<Record<string, unknown>>) => actual['id'] === expected['id']
    expect(calledTools(MESSAGES, [{ name: 'fetch', args: { id: 7 } }, { name: 'fetch', args: { id: 7 } }], { order: 'superset', args: sameId }).pass).toBe(true)
    expect(calledTools(MESSAGES, [{ name: 'fetch', args: { id: 8 } }], { order: 'superset', args: sameId }).pass).toBe(false)
  })

  it('an unordered match finds the pairing that works (augmenting paths, not first fit)', () => {
    const messages: ChatMessage[] = [
      { role: 'assistant', content: '', tool_calls: [{ id: 'a', name: 'f', input: { x: 1, y: 2 } }, { id: 'b', name: 'f', input: { x: 1 } }] },
    ]
    // First fit would give { x: 1 } the first call and leave { x: 1, y: 2 } without one.
    expect(calledTools(messages, [{ name: 'f', args: { x: 1 } }, { name: 'f', args: { y: 2 } }], { order: 'unordered', args: 'subset' }).pass).toBe(true)
  })

  it('the failure message shows expected and actual side by side', () => {
    const message = calledTools(MESSAGES, ['search', 'delete_all', 'fetch']).message()
    expect(message).toContain("expected the agent's tool calls to match (order 'strict', args 'exact'): call 2 differs")
    expect(message).toMatch(/✓ +search\(…\) +search\(\{"query":"venetoclax target".*step 1/)
    expect(message).toMatch(/✗ +delete_all\(…\) +fetch\(\{"id":7\}\) +step 2 \[error\]/)
    const unordered = calledTools(MESSAGES, ['search', 'delete_all'], { order: 'unordered' }).message()
    expect(unordered).toContain('not called: delete_all(…); not expected: fetch({"id":7}), fetch(')
    expect(calledTools(MESSAGES, sequence).message({ isNot: true })).toContain("tool calls not to match (order 'strict', args 'exact'), but they do")
  })

  it('refuses bad expectations and options with the place named', () => {
    expect(() => calledTools(MESSAGES, [{ name: '' }])).toThrow(/calledTools › expected\[0\]\.name: expected a tool name/)
    expect(() => calledTools(MESSAGES, [{ name: 'f', arg: {} } as never])).toThrow(/expected\[0\]\.arg: .*'args'/)
    expect(() => calledTools(MESSAGES, [], { order: 'any' as never })).toThrow(/order: expected one of 'strict', 'unordered', 'subset', 'superset'/)
    expect(() => calledTools(MESSAGES, [], { args: 'partial' as never })).toThrow(/args: expected 'exact', 'subset' or a function/)
    expect(() => calledTools(MESSAGES, [], { oder: 'strict' } as never)).toThrow(/oder/)
  })
})

describe('calledTool and stepCount', () => {
  it('finds a call by name or RegExp, with partial arguments or a function', () => {
    expect(calledTool(MESSAGES, 'fetch').pass).toBe(true)
    expect(calledTool(MESSAGES, /^fet/).pass).toBe(true)
    expect(calledTool(MESSAGES, /^delete_/).pass).toBe(false)
    expect(calledTool(MESSAGES, 'search', { filters: { year: 2016 } }).pass).toBe(true)
    expect(calledTool(MESSAGES, 'search', { filters: { year: 2017 } }).pass).toBe(false)
    expect(calledTool(MESSAGES, 'fetch', (args, call) => args['id'] === 7 && !call.isError).pass).toBe(true)
    // A global RegExp's lastIndex does not make alternate calls miss.
    expect(calledTool(MESSAGES, /fetch/g).pass).toBe(true)
  })

  it('says what matched under .not, and what was called otherwise', () => {
    expect(calledTool(MESSAGES, /^fetch$/).message({ isNot: true })).toMatch(/expected the agent never to call \/\^fetch\$\/, but it did 2 times[\s\S]*→ 2\. fetch/)
    expect(calledTool(MESSAGES, 'delete_all').message()).toMatch(/expected the agent to call delete_all, but it never did\n\n {4}1\. search/)
    expect(calledTool(MESSAGES, 'search', { query: 'x' }).message()).toContain('with arguments containing {"query":"x"}, but no call of that tool has such arguments')
  })

  it('bounds the model turns', () => {
    expect(stepCount(MESSAGES, { min: 4, max: 4 }).pass).toBe(true)
    expect(stepCount(MESSAGES, { max: 3 }).pass).toBe(false)
    expect(stepCount(MESSAGES, { max: 3 }).message()).toContain('expected the agent to take at most 3 steps, it took 4')
    expect(() => stepCount(MESSAGES, {})).toThrow(/at least one bound/)
    expect(() => stepCount(MESSAGES, { min: 3, max: 1 })).toThrow(/min \(3\) is above max \(1\)/)
    expect(() => stepCount(MESSAGES, { min: -1 })).toThrow(/min: expected a non-negative integer/)
  })
})

// The same two-tool agent run by each SDK against the loopback server: its trajectory read as the SDK returned it.
const WEATHER = '18°C, sunny'
const TIME = '14:05 CET'

function agentTurn(request: NormalizedRequest) {
  const results = request.messages.filter((m) => m.role === 'tool' || m.toolCallId !== undefined).length
  if (results === 0) return reply.toolCall('get_weather', { city: 'Paris' }, { text: 'Let me check.' })
  if (results === 1) return reply.toolCall('get_time', { city: 'Paris', tz: { utc_offset: 1 } })
  return reply.text(`In Paris it is ${TIME} and ${WEATHER}.`)
}

const runTool = (name: string) => (name === 'get_weather' ? WEATHER : TIME)

describe('trajectories of real SDK runs', () => {
  let server: LlmServer
  beforeAll(async () => {
    server = await startLlmServer()
    server.on({ model: 'agent' }, agentTurn)
  })
  afterAll(async () => {
    await server.close()
  })

  function expectWeatherThenTime(trace: unknown): void {
    const expected = [{ name: 'get_weather', args: { city: 'Paris' } }, { name: 'get_time', args: { city: 'Paris', tz: { utc_offset: 1 } } }]
    const verdict = calledTools(trace, expected)
    expect(verdict.pass, verdict.message()).toBe(true)
    expect(verdict.trajectory.steps).toBe(3)
    expect(verdict.trajectory.toolCalls.map((c) => c.result)).toEqual([WEATHER, TIME])
    expect(calledTool(trace, /^delete_/).pass).toBe(false)
  }

  it('an AI SDK generateText result and its response messages', async () => {
    const provider = createOpenAI({ baseURL: server.openaiBaseURL, apiKey: 'sk-test' })
    const tools = {
      get_weather: tool({ description: 'Weather in a city', inputSchema: z.object({ city: z.string() }), execute: async () => WEATHER }),
      get_time: tool({ description: 'Time in a city', inputSchema: z.object({ city: z.string(), tz: z.object({ utc_offset: z.number() }) }), execute: async () => TIME }),
    }
    const result = await generateText({ model: provider.chat('agent'), tools, stopWhen: isStepCount(5), prompt: 'Weather and time in Paris?' })
    expectWeatherThenTime(result)
    expectWeatherThenTime(result.steps.flatMap((step) => step.response.messages))
  })

  it('an OpenAI Chat Completions tool loop', async () => {
    const client = new OpenAI({ baseURL: server.openaiBaseURL, apiKey: 'sk-test', maxRetries: 0 })
    const messages: ChatCompletionMessageParam[] = [{ role: 'user', content: 'Weather and time in Paris?' }]
    const tools = ['get_weather', 'get_time'].map((name) => ({ type: 'function' as const, function: { name, parameters: { type: 'object', properties: { city: { type: 'string' } } } } }))
    for (let turn = 0; turn < 5; turn++) {
      const message = (await client.chat.completions.create({ model: 'agent', messages, tools })).choices[0]!.message
      messages.push(message)
      if (!message.tool_calls?.length) break
      for (const call of message.tool_calls) if (call.type === 'function') messages.push({ role: 'tool', tool_call_id: call.id, content: runTool(call.function.name) })
    }
    expectWeatherThenTime(messages)
    expectWeatherThenTime({ messages })
  })

  it('an Anthropic tool-use loop', async () => {
    const client = new Anthropic({ baseURL: server.anthropicBaseURL, apiKey: 'sk-test', maxRetries: 0 })
    const messages: MessageParam[] = [{ role: 'user', content: 'Weather and time in Paris?' }]
    const tools = ['get_weather', 'get_time'].map((name) => ({ name, input_schema: { type: 'object' as const, properties: { city: { type: 'string' } } } }))
    for (let turn = 0; turn < 5; turn++) {
      const response = await client.messages.create({ model: 'agent', max_tokens: 512, messages, tools })
      messages.push({ role: 'assistant', content: response.content })
      const uses = response.content.filter((b) => b.type === 'tool_use')
      if (uses.length === 0) break
      messages.push({ role: 'user', content: uses.map((b) => ({ type: 'tool_result' as const, tool_use_id: b.id, content: runTool(b.name) })) })
    }
    expectWeatherThenTime(messages)
  })

  it('an OpenAI Agents SDK run result', async () => {
    setTracingDisabled(true)
    const client = new OpenAI({ baseURL: server.openaiBaseURL, apiKey: 'sk-test', maxRetries: 0 })
    const tools = ['get_weather', 'get_time'].map((name) =>
      agentTool({
        name,
        description: `${name} in a city`,
        parameters: name === 'get_time' ? z.object({ city: z.string(), tz: z.object({ utc_offset: z.number() }) }) : z.object({ city: z.string() }),
        execute: async () => runTool(name),
      }),
    )
    const agent = new Agent({ name: 'weather', instructions: 'Answer with the tools.', model: new OpenAIChatCompletionsModel(client, 'agent'), tools })
    expectWeatherThenTime(await run(agent, 'Weather and time in Paris?'))
  })
})
