import Anthropic from '@anthropic-ai/sdk'
import type { MessageParam } from '@anthropic-ai/sdk/resources/messages'
import { createOpenAI } from '@ai-sdk/openai'
import { reply, startLlmServer, type LlmServer, type NormalizedRequest } from '@karenina/testing'
import { Agent, OpenAIChatCompletionsModel, run, setTracingDisabled, tool as agentTool } from '@openai/agents'
import { generateText, isStepCount, tool } from 'ai'
import OpenAI from 'openai'
import type { ChatCompletionMessageParam } from 'openai/resources/chat/completions'
import type { ResponseInputItem, ResponseOutputItem } from 'openai/resources/responses/responses'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { ValidationError } from '../../errors/validation-error.js'
import { traceContains } from '../../primitives/trace-contains.js'
import type { MatcherOptions } from '../../runner/runtime/matcher-options.js'
import { checkResponseInput, type ResponseInput } from '../../runner/runtime/response-input.js'
import { scoreTrait } from '../../runner/runtime/verify-response.js'
import { verifyResponse } from '../../runner/runtime/verify-response.js'
import { regexTrait } from '../../rubric/traits/regex-trait.js'
import { defineTemplate } from '../../template/define-template.js'
import { field } from '../../template/field.js'
import { fromOpenAiResponsesOutput } from './openai-responses.js'

// A two-tool agent run by each SDK against the loopback server, its result handed to verifyResponse (toVerify's
// core) as the SDK returned it: the trace primitives must see both calls and their results, and agent_metrics
// must count them as our own agent adapters do.

const WEATHER = '18°C, sunny'
const TIME = '14:05 CET'

/** The scripted agent: weather first, then the time, then the answer (decided by the tool results it has seen). */
function agentTurn(request: NormalizedRequest) {
  const results = request.messages.filter((m) => m.role === 'tool' || m.toolCallId !== undefined).length
  if (results === 0) return reply.toolCall('get_weather', { city: 'Paris' }, { text: 'Let me check.' })
  if (results === 1) return reply.toolCall('get_time', { city: 'Paris' })
  return reply.text(`In Paris it is ${TIME} and ${WEATHER}.`)
}

function runTool(name: string): string {
  return name === 'get_weather' ? WEATHER : TIME
}

const UsedBothTools = defineTemplate({
  weather_called: field(z.boolean(), { description: 'The agent called get_weather', groundTruth: true, check: traceContains({ substring: 'get_weather' }) }),
  weather_result: field(z.boolean(), { description: 'The weather tool answered', groundTruth: true, check: traceContains({ substring: WEATHER }) }),
  time_called: field(z.boolean(), { description: 'The agent called get_time', groundTruth: true, check: traceContains({ substring: 'get_time' }) }),
})

const NeverDeleted = defineTemplate({
  deleted: field(z.boolean(), { description: 'The agent deleted something', groundTruth: true, check: traceContains({ substring: 'delete_file' }) }),
})

describe('framework traces through verifyResponse', () => {
  let server: LlmServer
  let options: MatcherOptions
  beforeAll(async () => {
    server = await startLlmServer()
    server.on({ model: 'agent' }, agentTurn)
    server.on({ model: 'gpt-judge' }, reply.json({}))
    options = { judge: 'openai:gpt-judge', config: { replay: 'off' }, modelOptions: { baseURL: server.openaiBaseURL, apiKey: 'sk-test', env: {} } }
  })
  afterAll(async () => {
    await server.close()
  })

  async function expectBothTools(response: unknown): Promise<void> {
    const outcome = await verifyResponse(response as ResponseInput, UsedBothTools, options)
    expect(outcome.pass, outcome.message()).toBe(true)
    const template = outcome.result.template!
    expect(template.raw_llm_response).toContain('--- AI Message ---')
    expect(template.raw_llm_response).toMatch(/--- Tool Message \(call_id: [^)]+\) ---\n18°C, sunny/)
    expect(template.agent_metrics).toMatchObject({ iterations: 3, tool_calls: 2, tool_call_counts: { get_weather: 1, get_time: 1 }, limit_reached: false })
    // The same trace fails a template that wants a tool it never called: the verdict comes from the trace.
    const negative = await verifyResponse(response as ResponseInput, NeverDeleted, options)
    expect(negative.pass).toBe(false)
  }

  it('an AI SDK generateText result (two tools, three steps), as generateText returns it', async () => {
    const provider = createOpenAI({ baseURL: server.openaiBaseURL, apiKey: 'sk-test' })
    const tools = {
      get_weather: tool({ description: 'Weather in a city', inputSchema: z.object({ city: z.string() }), execute: async () => WEATHER }),
      get_time: tool({ description: 'Time in a city', inputSchema: z.object({ city: z.string() }), execute: async () => TIME }),
    }
    const result = await generateText({ model: provider.chat('agent'), tools, stopWhen: isStepCount(5), prompt: 'Weather and time in Paris?' })
    expect(result.steps).toHaveLength(3)
    await expectBothTools(result)
    // The model messages of its steps (what an app appends to its conversation) read the same.
    await expectBothTools(result.steps.flatMap((step) => step.response.messages))
    // toScoreTrait reads it the same way: a regex trait on the harmonized trace.
    const scored = await scoreTrait(result as ResponseInput, regexTrait({ name: 'called get_time', pattern: 'get_time \\(call_' }), true, options)
    expect(scored.pass, scored.message()).toBe(true)
    const trace = checkResponseInput(result) as { traceMessages: unknown[] }
    expect(trace.traceMessages[0]).toMatchObject({ role: 'assistant', content: 'Let me check.', tool_calls: [{ name: 'get_weather', input: { city: 'Paris' } }] })
  })

  it('an OpenAI Chat Completions tool loop (tool_calls, tool messages), bare or under messages', async () => {
    const client = new OpenAI({ baseURL: server.openaiBaseURL, apiKey: 'sk-test', maxRetries: 0 })
    const messages: ChatCompletionMessageParam[] = [{ role: 'user', content: 'Weather and time in Paris?' }]
    const tools = ['get_weather', 'get_time'].map((name) => ({ type: 'function' as const, function: { name, parameters: { type: 'object', properties: { city: { type: 'string' } } } } }))
    for (let turn = 0; turn < 5; turn++) {
      const completion = await client.chat.completions.create({ model: 'agent', messages, tools })
      const message = completion.choices[0]!.message
      messages.push(message)
      if (!message.tool_calls?.length) break
      for (const call of message.tool_calls) {
        if (call.type === 'function') messages.push({ role: 'tool', tool_call_id: call.id, content: runTool(call.function.name) })
      }
    }
    await expectBothTools(messages)
    await expectBothTools({ messages })
  })

  it('an Anthropic tool-use loop (tool_use, tool_result blocks)', async () => {
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
    await expectBothTools(messages)
  })

  it('an OpenAI Agents SDK run result (its history), the agent on chat completions', async () => {
    // The Agents SDK exports traces to OpenAI unless told not to; only 127.0.0.1 may be contacted.
    setTracingDisabled(true)
    const client = new OpenAI({ baseURL: server.openaiBaseURL, apiKey: 'sk-test', maxRetries: 0 })
    const tools = ['get_weather', 'get_time'].map((name) =>
      agentTool({ name, description: `${name} in a city`, parameters: z.object({ city: z.string() }), execute: async () => runTool(name) }),
    )
    const agent = new Agent({ name: 'weather', instructions: 'Answer with the tools.', model: new OpenAIChatCompletionsModel(client, 'agent'), tools })
    const result = await run(agent, 'Weather and time in Paris?')
    expect(result.finalOutput).toContain(WEATHER)
    await expectBothTools(result)
  })

  it('Responses API items (typed by the openai SDK: the loopback server has no /responses endpoint)', async () => {
    const output: (ResponseOutputItem | ResponseInputItem)[] = [
      { type: 'message', role: 'user', content: [{ type: 'input_text', text: 'Weather and time in Paris?' }] },
      { type: 'reasoning', id: 'rs_1', summary: [{ type: 'summary_text', text: 'Weather first.' }] },
      { type: 'function_call', call_id: 'c1', name: 'get_weather', arguments: '{"city":"Paris"}' },
      { type: 'function_call_output', call_id: 'c1', output: WEATHER },
      { type: 'function_call', call_id: 'c2', name: 'get_time', arguments: '{"city":"Paris"}' },
      { type: 'function_call_output', call_id: 'c2', output: TIME },
      { type: 'message', id: 'm1', role: 'assistant', status: 'completed', content: [{ type: 'output_text', text: `It is ${TIME}, ${WEATHER}.`, annotations: [] }] },
    ]
    await expectBothTools({ output })
    await expectBothTools(output)
    expect(fromOpenAiResponsesOutput(output).traceMessages[1]).toMatchObject({ role: 'assistant', thinking: { thinking: 'Weather first.' } })
  })
})

describe('frameworkTraceOf at the boundary', () => {
  it('refuses an unknown shape naming every accepted one', () => {
    let thrown: unknown
    try {
      checkResponseInput({ result: 'x' }, 'toVerify')
    } catch (error) {
      thrown = error
    }
    expect(thrown).toBeInstanceOf(ValidationError)
    for (const shape of ['a string (the answer)', 'AI SDK generateText result', 'OpenAI Chat Completions', 'OpenAI Responses API', 'Anthropic messages', "Karenina's message form"]) {
      expect((thrown as Error).message).toContain(shape)
    }
  })

  it('names the path and the SDK read when a detected message is malformed', () => {
    expect(() => checkResponseInput([{ role: 'assistant', content: null, tool_calls: [{ id: 'c', function: { name: 'f' } }] }], 'toVerify')).toThrow(
      /toVerify › messages\[0\]\.tool_calls\[0\]\.function\.arguments: expected a string, received undefined \(read as OpenAI Chat Completions/,
    )
    expect(() => checkResponseInput({ output: [{ type: 'web_search_call', id: 'w' }] })).toThrow(/output\[0\]\.type: item type "web_search_call" cannot be read/)
    expect(() => checkResponseInput({ steps: Promise.resolve([]) })).toThrow(/streamText result.*await result\.steps/)
  })

  it('ai 4 steps (text, toolCalls with args, toolResults with result) read as ai 5+ steps', () => {
    const trace = checkResponseInput({
      steps: [
        { text: 'Checking.', toolCalls: [{ toolCallId: 'c1', toolName: 'get_weather', args: { city: 'Paris' } }], toolResults: [{ toolCallId: 'c1', toolName: 'get_weather', result: { celsius: 18 } }] },
        { text: 'It is 18°C.', toolCalls: [], toolResults: [] },
      ],
    })
    expect(trace).toMatchObject({
      traceMessages: [
        { role: 'assistant', content: 'Checking.', tool_calls: [{ id: 'c1', name: 'get_weather', input: { city: 'Paris' } }] },
        { role: 'tool', content: '{"celsius":18}', tool_result: { tool_use_id: 'c1', is_error: false } },
        { role: 'assistant', content: 'It is 18°C.' },
      ],
      agentMetrics: { iterations: 2, tool_calls: 1 },
    })
  })

  it('Anthropic thinking and an is_error tool result are kept', () => {
    const trace = checkResponseInput([
      { role: 'assistant', content: [{ type: 'thinking', thinking: 'Use the tool.', signature: 's' }, { type: 'tool_use', id: 't1', name: 'get_weather', input: {} }] },
      { role: 'user', content: [{ type: 'tool_result', tool_use_id: 't1', is_error: true, content: [{ type: 'text', text: 'quota exceeded' }] }] },
    ]) as { rawTrace?: string; traceMessages: unknown[] }
    expect(trace.traceMessages).toEqual([
      { role: 'assistant', content: '', tool_calls: [{ id: 't1', name: 'get_weather', input: {} }], thinking: { thinking: 'Use the tool.', signature: 's' } },
      { role: 'tool', content: 'quota exceeded', tool_result: { tool_use_id: 't1', is_error: true } },
    ])
  })

  it('a tool error is an error result, counted as a suspect tool call', () => {
    const trace = checkResponseInput({
      steps: [
        { content: [{ type: 'tool-call', toolCallId: 't1', toolName: 'delete_file', input: { path: '/x' } }, { type: 'tool-error', toolCallId: 't1', toolName: 'delete_file', error: new Error('denied') }] },
        { content: [{ type: 'text', text: 'Could not delete.' }] },
      ],
    })
    expect(trace).toMatchObject({
      traceMessages: [{ role: 'assistant' }, { role: 'tool', content: 'denied', tool_result: { tool_use_id: 't1', is_error: true } }, { role: 'assistant', content: 'Could not delete.' }],
      agentMetrics: { tool_calls: 1, suspect_failed_tools: ['delete_file'] },
    })
  })
})
