import { createAnthropic } from '@ai-sdk/anthropic'
import { AIMessage, HumanMessage, SystemMessage, ToolMessage } from '@langchain/core/messages'
import { reply, startLlmServer, type LlmServer, type NormalizedRequest } from '@karenina/testing'
import { BasicTracerProvider, InMemorySpanExporter, SimpleSpanProcessor } from '@opentelemetry/sdk-trace-base'
import { isStepCount, streamText, tool } from 'ai'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { ValidationError } from '../../errors/validation-error.js'
import { traceContains } from '../../primitives/trace-contains.js'
import type { MatcherOptions } from '../../runner/runtime/matcher-options.js'
import { checkResponseInput, type ResponseInput } from '../../runner/runtime/response-input.js'
import { verifyResponse } from '../../runner/runtime/verify-response.js'
import { defineTemplate } from '../../template/define-template.js'
import { field } from '../../template/field.js'
import { fromAiSdkStreamResult } from './ai-sdk.js'
import { settleFrameworkResult } from './detect.js'
import { fromLangChainMessages } from './langchain.js'
import { fromOtelGenAiSpans } from './otel-genai.js'

// streamText results, LangChain messages and OpenTelemetry GenAI spans, made by the real packages, read as
// Karenina's trace: the trace primitives see both tool calls and results, agent_metrics counts them.

const WEATHER = '18°C, sunny'
const TIME = '14:05 CET'

function agentTurn(request: NormalizedRequest) {
  const results = request.messages.filter((m) => m.role === 'tool' || m.toolCallId !== undefined).length
  if (results === 0) return reply.toolCall('get_weather', { city: 'Paris' }, { text: 'Let me check.' })
  if (results === 1) return reply.toolCall('get_time', { city: 'Paris' })
  return reply.text(`In Paris it is ${TIME} and ${WEATHER}.`)
}

const UsedBothTools = defineTemplate({
  weather_called: field(z.boolean(), { description: 'The agent called get_weather', groundTruth: true, check: traceContains({ substring: 'get_weather' }) }),
  weather_result: field(z.boolean(), { description: 'The weather tool answered', groundTruth: true, check: traceContains({ substring: WEATHER }) }),
  time_called: field(z.boolean(), { description: 'The agent called get_time', groundTruth: true, check: traceContains({ substring: 'get_time' }) }),
})
const NeverDeleted = defineTemplate({
  deleted: field(z.boolean(), { description: 'The agent deleted something', groundTruth: true, check: traceContains({ substring: 'delete_file' }) }),
})

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
  const negative = await verifyResponse(response as ResponseInput, NeverDeleted, options)
  expect(negative.pass).toBe(false)
}

function weatherAgentStream() {
  // Streamed from the loopback server's Anthropic messages stream (it streams that API).
  const provider = createAnthropic({ baseURL: `${server.anthropicBaseURL}/v1`, apiKey: 'sk-ant-test' })
  const tools = {
    get_weather: tool({ description: 'Weather in a city', inputSchema: z.object({ city: z.string() }), execute: async () => WEATHER }),
    get_time: tool({ description: 'Time in a city', inputSchema: z.object({ city: z.string() }), execute: async () => TIME }),
  }
  return streamText({ model: provider('agent'), tools, stopWhen: isStepCount(5), prompt: 'Weather and time in Paris?' })
}

describe('AI SDK streamText results', () => {
  it('after the app consumed the stream: fromAiSdkStreamResult', async () => {
    const result = weatherAgentStream()
    let text = ''
    for await (const chunk of result.textStream) text += chunk
    expect(text).toContain(WEATHER)
    await expectBothTools(await fromAiSdkStreamResult(result))
  })

  it('as toVerify receives it (settled by shape, the stream consumed when nobody read it)', async () => {
    const settled = await settleFrameworkResult(weatherAgentStream())
    await expectBothTools(settled)
  })

  it('unsettled, verifyResponse names the converter', () => {
    expect(() => checkResponseInput({ steps: Promise.resolve([]) })).toThrow(/fromAiSdkStreamResult/)
  })
})

describe('LangChain messages (@langchain/core)', () => {
  const conversation = () => [
    new SystemMessage('Answer with the tools.'),
    new HumanMessage('Weather and time in Paris?'),
    new AIMessage({ content: 'Let me check.', tool_calls: [{ id: 'c1', name: 'get_weather', args: { city: 'Paris' } }] }),
    new ToolMessage({ content: WEATHER, tool_call_id: 'c1', name: 'get_weather' }),
    new AIMessage({ content: [{ type: 'text', text: '' }], tool_calls: [{ id: 'c2', name: 'get_time', args: { city: 'Paris' } }] }),
    new ToolMessage({ content: TIME, tool_call_id: 'c2', name: 'get_time' }),
    new AIMessage(`In Paris it is ${TIME} and ${WEATHER}.`),
  ]

  it('message instances, bare or as a LangGraph state { messages }', async () => {
    await expectBothTools(conversation())
    await expectBothTools({ messages: conversation() })
    expect(fromLangChainMessages(conversation()).traceMessages.slice(2, 4)).toEqual([
      { role: 'assistant', content: 'Let me check.', tool_calls: [{ id: 'c1', name: 'get_weather', input: { city: 'Paris' } }] },
      { role: 'tool', content: WEATHER, tool_result: { tool_use_id: 'c1', is_error: false } },
    ])
  })

  it('serialized (JSON.stringify), toDict() and plain dict forms read the same', async () => {
    const serialized = JSON.parse(JSON.stringify(conversation())) as unknown[]
    await expectBothTools(serialized)
    await expectBothTools(conversation().map((m) => m.toDict()))
    const dicts = [
      { type: 'human', content: 'Weather and time in Paris?' },
      { type: 'ai', content: '', tool_calls: [{ id: 'c1', name: 'get_weather', args: { city: 'Paris' } }] },
      { type: 'tool', content: WEATHER, tool_call_id: 'c1' },
      { type: 'ai', content: '', tool_calls: [{ id: 'c2', name: 'get_time', args: { city: 'Paris' } }] },
      { type: 'tool', content: TIME, tool_call_id: 'c2' },
      { type: 'ai', content: `It is ${TIME}, ${WEATHER}.` },
    ]
    await expectBothTools(dicts)
  })

  it("a ToolMessage with status 'error' is an error result, counted as a suspect tool call", () => {
    const trace = checkResponseInput([
      new AIMessage({ content: '', tool_calls: [{ id: 'd1', name: 'delete_file', args: { path: '/x' } }] }),
      new ToolMessage({ content: 'denied', tool_call_id: 'd1', status: 'error' }),
    ])
    expect(trace).toMatchObject({
      traceMessages: [{ role: 'assistant' }, { role: 'tool', content: 'denied', tool_result: { tool_use_id: 'd1', is_error: true } }],
      agentMetrics: { tool_calls: 1, suspect_failed_tools: ['delete_file'] },
    })
  })

  it('a malformed LangChain message is refused naming the path and the shape read', () => {
    expect(() => checkResponseInput([{ type: 'ai', content: '', tool_calls: [{ name: 'f', args: {} }] }], 'toVerify')).toThrow(
      /toVerify › messages\[0\]\.tool_calls\[0\]\.id: expected a string, received undefined \(read as LangChain messages/,
    )
  })
})

describe('OpenTelemetry GenAI spans (@opentelemetry/sdk-trace-base)', () => {
  const INPUT = [
    { role: 'user', parts: [{ type: 'text', content: 'Weather and time in Paris?' }] },
    { role: 'assistant', parts: [{ type: 'text', content: 'Let me check.' }, { type: 'tool_call', id: 'c1', name: 'get_weather', arguments: { city: 'Paris' } }] },
    { role: 'tool', parts: [{ type: 'tool_call_response', id: 'c1', response: WEATHER }] },
    { role: 'assistant', parts: [{ type: 'tool_call', id: 'c2', name: 'get_time', arguments: { city: 'Paris' } }] },
    { role: 'tool', parts: [{ type: 'tool_call_response', id: 'c2', response: TIME }] },
  ]
  const OUTPUT = [{ role: 'assistant', parts: [{ type: 'text', content: `In Paris it is ${TIME} and ${WEATHER}.` }], finish_reason: 'stop' }]

  function record(emit: (tracer: ReturnType<BasicTracerProvider['getTracer']>) => void) {
    const exporter = new InMemorySpanExporter()
    const provider = new BasicTracerProvider({ spanProcessors: [new SimpleSpanProcessor(exporter)] })
    emit(provider.getTracer('app'))
    return exporter.getFinishedSpans()
  }

  it('gen_ai.input.messages / gen_ai.output.messages attributes (the last model call holds the conversation)', async () => {
    const spans = record((tracer) => {
      const first = tracer.startSpan('chat agent', { attributes: { 'gen_ai.operation.name': 'chat', 'gen_ai.input.messages': JSON.stringify(INPUT.slice(0, 1)), 'gen_ai.output.messages': JSON.stringify([INPUT[1]]) } })
      first.end()
      const tool = tracer.startSpan('execute_tool get_weather', { attributes: { 'gen_ai.operation.name': 'execute_tool', 'gen_ai.tool.name': 'get_weather' } })
      tool.end()
      const last = tracer.startSpan('chat agent', { attributes: { 'gen_ai.operation.name': 'chat', 'gen_ai.input.messages': JSON.stringify(INPUT), 'gen_ai.output.messages': JSON.stringify(OUTPUT) } })
      last.end()
    })
    await expectBothTools(spans)
    expect(fromOtelGenAiSpans(spans).traceMessages[1]).toEqual({ role: 'assistant', content: 'Let me check.', tool_calls: [{ id: 'c1', name: 'get_weather', input: { city: 'Paris' } }] })
  })

  it('the span-event form (gen_ai.user.message, gen_ai.assistant.message, gen_ai.tool.message, gen_ai.choice)', async () => {
    const call = (id: string, name: string) => ({ id, type: 'function', function: { name, arguments: '{"city":"Paris"}' } })
    const spans = record((tracer) => {
      const span = tracer.startSpan('chat agent', { attributes: { 'gen_ai.operation.name': 'chat', 'gen_ai.request.model': 'agent' } })
      span.addEvent('gen_ai.user.message', { content: 'Weather and time in Paris?' })
      span.addEvent('gen_ai.assistant.message', { content: 'Let me check.', tool_calls: JSON.stringify([call('c1', 'get_weather')]) })
      span.addEvent('gen_ai.tool.message', { id: 'c1', content: WEATHER })
      span.addEvent('gen_ai.assistant.message', { tool_calls: JSON.stringify([call('c2', 'get_time')]) })
      span.addEvent('gen_ai.tool.message', { id: 'c2', content: TIME })
      span.addEvent('gen_ai.choice', { index: 0, finish_reason: 'stop', message: JSON.stringify({ role: 'assistant', content: `It is ${TIME}, ${WEATHER}.` }) })
      span.end()
    })
    await expectBothTools(spans)
  })

  it('OTLP JSON (resourceSpans, key/value attributes) reads the same', async () => {
    const otlp = {
      resourceSpans: [
        {
          scopeSpans: [
            {
              spans: [
                {
                  name: 'chat agent',
                  startTimeUnixNano: '1',
                  attributes: [
                    { key: 'gen_ai.operation.name', value: { stringValue: 'chat' } },
                    { key: 'gen_ai.input.messages', value: { stringValue: JSON.stringify(INPUT) } },
                    { key: 'gen_ai.output.messages', value: { stringValue: JSON.stringify(OUTPUT) } },
                  ],
                },
              ],
            },
          ],
        },
      ],
    }
    await expectBothTools(otlp)
  })

  it('spans without message content are refused naming the capture switch', () => {
    const spans = record((tracer) => tracer.startSpan('chat agent', { attributes: { 'gen_ai.operation.name': 'chat', 'gen_ai.request.model': 'agent' } }).end())
    let thrown: unknown
    try {
      checkResponseInput(spans, 'toVerify')
    } catch (error) {
      thrown = error
    }
    expect(thrown).toBeInstanceOf(ValidationError)
    expect((thrown as Error).message).toMatch(/no span has GenAI message content.*CAPTURE_MESSAGE_CONTENT/)
    expect((thrown as Error).message).toMatch(/LangChain messages.*OpenTelemetry GenAI spans/s)
  })
})
