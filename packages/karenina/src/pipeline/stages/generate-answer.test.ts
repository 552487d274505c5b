import { fault, reply, startLlmServer, type LlmServer } from '@karenina/testing'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { defineTool } from '../../llm/define-tool.js'
import type { ChatMessage, LlmPort, ModelPorts } from '../../llm/ports.js'
import { VENETOCLAX_QUESTION, judgeRequests, loopbackTask, offlineTask } from '../../../test/fixtures/pipeline/pipeline-fixtures.js'
import { McpSession } from '../../mcp/mcp-session.js'
import { ArtifactKeys } from '../artifact-keys.js'
import { createTaskContext, runTask, type VerificationTask } from '../run-task.js'
import { UsageTracker } from '../usage-tracker.js'
import { GenerateAnswerStage } from './generate-answer.js'

let server: LlmServer
beforeEach(async () => {
  server = await startLlmServer()
})
afterEach(async () => {
  await server.close()
})

const stage = new GenerateAnswerStage()

async function generate(task: VerificationTask) {
  const ctx = createTaskContext(task)
  ctx.beginStage(stage.name)
  if (stage.shouldRun(ctx)) await stage.execute(ctx)
  return ctx
}

function answerer() {
  return server.requests.filter((r) => r.model === 'gpt-answerer')
}

describe('GenerateAnswer', () => {
  it('declares Karenina’s produces and skips after an error', () => {
    expect(stage.requires).toEqual([])
    expect(stage.produces).toEqual(['raw_llm_response', 'recursion_limit_reached', 'answering_model_str', 'answering_mcp_servers', 'response_timeout_partial', 'trace_messages'])
    const ctx = createTaskContext(offlineTask())
    expect(stage.shouldRun(ctx)).toBe(true)
    ctx.markError('earlier')
    expect(stage.shouldRun(ctx)).toBe(false)
  })

  it('LLM path: one call, the answer stored behind the AI-message header', async () => {
    server.on({ model: 'gpt-answerer' }, reply.text('BCL2.', { usage: { inputTokens: 5, outputTokens: 2 } }))
    const ctx = await generate(loopbackTask(server))
    expect(ctx.error).toBeNull()
    expect(ctx.getArtifact(ArtifactKeys.RAW_LLM_RESPONSE)).toBe('--- AI Message ---\nBCL2.')
    expect(ctx.getResultField(ArtifactKeys.RAW_LLM_RESPONSE)).toBe('--- AI Message ---\nBCL2.')
    expect(ctx.getArtifact(ArtifactKeys.RECURSION_LIMIT_REACHED)).toBe(false)
    expect(ctx.getArtifact(ArtifactKeys.TRACE_MESSAGES)).toEqual([{ role: 'assistant', content: 'BCL2.' }])
    expect(ctx.getArtifact(ArtifactKeys.ANSWERING_MODEL_STR)).toBe('langchain:gpt-answerer')
    expect(ctx.getArtifact(ArtifactKeys.ANSWERING_MCP_SERVERS)).toBeNull()
    expect(ctx.getArtifact(ArtifactKeys.CONVERSATION_CONTEXT)).toEqual([{ role: 'user', content: VENETOCLAX_QUESTION }])
    const tracker = ctx.getArtifact<UsageTracker>(ArtifactKeys.USAGE_TRACKER)!
    expect(tracker.stageSummary('answer_generation')).toMatchObject({ input_tokens: 5, output_tokens: 2, model: 'langchain:gpt-answerer' })
    expect(tracker.agentMetrics).toEqual({ iterations: 1, limit_reached: false })
    expect(answerer()).toHaveLength(1)
  })

  it('sends the system prompt with prompt_config.generation, and few-shot examples when enabled', async () => {
    server.on({ model: 'gpt-answerer' }, 'BCL2')
    await generate(
      loopbackTask(server, {
        answeringModel: { model_provider: 'openai', model_name: 'gpt-answerer', system_prompt: 'You are a pharmacologist.' },
        options: { fewShotEnabled: true, promptConfig: { generation: 'Answer in one word.', parsing: null, abstention_detection: null, sufficiency_detection: null, rubric_evaluation: null, agentic_parsing: null, deep_judgment: null } },
        fewShotExamples: [{ question: 'Target of imatinib?', answer: 'BCR-ABL' }, { question: 'no answer key' }],
      }),
    )
    const request = answerer()[0]!
    expect(request.system).toBe('You are a pharmacologist.\n\nAnswer in one word.')
    expect(request.lastUserText).toBe(`Question: Target of imatinib?\nAnswer: BCR-ABL\n\nQuestion: ${VENETOCLAX_QUESTION}\nAnswer:`)
  })

  it('few-shot examples are ignored unless enabled', async () => {
    server.on({ model: 'gpt-answerer' }, 'BCL2')
    await generate(loopbackTask(server, { fewShotExamples: [{ question: 'Target of imatinib?', answer: 'BCR-ABL' }] }))
    expect(answerer()[0]!.lastUserText).toBe(VENETOCLAX_QUESTION)
  })

  it('an adapter failure is recorded, classified and leaves an empty answer', async () => {
    server.on({ model: 'gpt-answerer' }, fault.status(400))
    const ctx = await generate(loopbackTask(server))
    expect(ctx.error).toMatch(/^Adapter call failed: ProviderError: openai: /)
    expect(ctx.errorCategory).toBe('permanent')
    expect(ctx.errorStage).toBe('GenerateAnswer')
    expect(ctx.getArtifact(ArtifactKeys.RAW_LLM_RESPONSE)).toBe('')
    expect(ctx.getArtifact(ArtifactKeys.RECURSION_LIMIT_REACHED)).toBe(false)
    expect(ctx.hasArtifact(ArtifactKeys.USAGE_TRACKER)).toBe(false)
  })

  it('a model that cannot be initialized is recorded as such', async () => {
    const ctx = await generate(loopbackTask(server, { modelOptions: { answering: { baseURL: server.openaiBaseURL, env: {} } } }))
    expect(ctx.error).toMatch(/^Failed to initialize answering model: ConfigError: OPENAI_API_KEY: no API key for openai model "gpt-answerer"/)
    expect(server.requests).toHaveLength(0)
  })

  it('MCP servers: one that cannot be reached fails the answer, naming the server, with no model call', async () => {
    await using mcp = new McpSession()
    const answeringModel = {
      model_provider: 'openai',
      model_name: 'gpt-answerer',
      mcp_urls_dict: { pubmed: 'http://127.0.0.1:9/mcp' },
      retry_policy: { connection: { max_attempts: 0 } },
    }
    const ctx = await generate(loopbackTask(server, { answeringModel, mcp }))
    expect(ctx.error).toMatch(/^Adapter call failed: McpServerError: MCP server "pubmed": cannot connect to http:\/\/127\.0\.0\.1:9\/mcp: /)
    expect(ctx.getArtifact(ArtifactKeys.ANSWERING_MCP_SERVERS)).toEqual(['pubmed'])
    expect(server.requests).toHaveLength(0)
  })

  it('agent path: tools make a tool loop whose harmonized trace is the answer', async () => {
    server.on({ model: 'gpt-answerer' }, (_request, { call }) => (call === 1 ? reply.toolCall('lookup', { drug: 'venetoclax' }, { id: 'c1' }) : 'Venetoclax targets BCL2.'))
    const lookup = defineTool({ name: 'lookup', description: 'Looks a drug up', parameters: z.object({ drug: z.string() }), execute: ({ drug }) => `${drug}: BCL2 inhibitor` })
    const ctx = await generate(loopbackTask(server, { agentTools: [lookup] }))
    expect(ctx.error).toBeNull()
    expect(ctx.getArtifact(ArtifactKeys.RAW_LLM_RESPONSE)).toBe(
      "--- AI Message ---\n\nTool Calls:\n  lookup (call_c1)\n   Call ID: c1\n   Args: {'drug': 'venetoclax'}\n\n" +
        '--- Tool Message (call_id: c1) ---\nvenetoclax: BCL2 inhibitor\n\n--- AI Message ---\nVenetoclax targets BCL2.',
    )
    expect(ctx.getArtifact<ChatMessage[]>(ArtifactKeys.TRACE_MESSAGES)).toHaveLength(3)
    expect(ctx.getArtifact<UsageTracker>(ArtifactKeys.USAGE_TRACKER)!.agentMetrics).toMatchObject({ iterations: 2, tool_calls: 1, tools_used: ['lookup'], limit_reached: false })
  })

  it('agent path: the turn limit sets recursion_limit_reached, and the task auto-fails', async () => {
    server.on({ model: 'gpt-answerer' }, reply.toolCall('lookup', { drug: 'venetoclax' }))
    const lookup = defineTool({ name: 'lookup', description: 'Looks a drug up', parameters: z.object({ drug: z.string() }), execute: () => 'nothing' })
    const answeringModel = { model_provider: 'openai', model_name: 'gpt-answerer', agent_middleware: { limits: { model_call_limit: 2 } } }
    const result = await runTask(loopbackTask(server, { agentTools: [lookup], answeringModel }))
    expect(answerer()).toHaveLength(2)
    expect(judgeRequests(server)).toHaveLength(0)
    expect(result.template?.recursion_limit_reached).toBe(true)
    expect(result.template?.verify_result).toBe(false)
    expect(result.metadata.failure).toMatchObject({ category: 'recursion_limit', stage: 'RecursionLimitAutoFail', group: 'autofail' })
  })

  it('manual interface: the pre-recorded trace is the answer (agent path, no call)', async () => {
    const trace: ChatMessage[] = [
      { role: 'assistant', content: '', tool_calls: [{ id: 't1', name: 'search', input: { q: 'venetoclax' } }] },
      { role: 'tool', content: 'BCL2', tool_result: { tool_use_id: 't1', is_error: false } },
      { role: 'assistant', content: 'BCL2' },
    ]
    const ctx = await generate(offlineTask({ answeringModel: { interface: 'manual', manual_traces: { 'q-venetoclax': trace } } }))
    expect(ctx.error).toBeNull()
    expect(ctx.getArtifact(ArtifactKeys.RAW_LLM_RESPONSE)).toContain('--- Tool Message (call_id: t1) ---\nBCL2\n\n--- AI Message ---\nBCL2')
    expect(ctx.getArtifact(ArtifactKeys.TRACE_MESSAGES)).toEqual(trace)
    expect(ctx.getResultField(ArtifactKeys.USAGE_UNAVAILABLE)).toBe(true)
    expect(ctx.getArtifact(ArtifactKeys.ANSWERING_MODEL_STR)).toBe('manual:manual')
  })

  it('manual interface: a missing question is an adapter failure naming it', async () => {
    const ctx = await generate(offlineTask({ answeringModel: { interface: 'manual', manual_traces: { other: 'x' } } }))
    expect(ctx.error).toMatch(/^Adapter call failed: ReplayMissError: .*q-venetoclax/)
  })

  it('cached answer data: no call, fields copied, conversation rebuilt from the question', async () => {
    const ctx = await generate(
      offlineTask({
        cachedAnswerData: { raw_llm_response: 'cached', recursion_limit_reached: true, answering_mcp_servers: ['pubmed'], usage_metadata: null },
        conversationHistory: [{ role: 'user', content: 'earlier turn' }],
      }),
    )
    expect(ctx.getResultField(ArtifactKeys.RAW_LLM_RESPONSE)).toBe('cached')
    expect(ctx.getResultField(ArtifactKeys.RECURSION_LIMIT_REACHED)).toBe(true)
    expect(ctx.getResultField(ArtifactKeys.ANSWERING_MCP_SERVERS)).toEqual(['pubmed'])
    expect(ctx.getArtifact(ArtifactKeys.TRACE_MESSAGES)).toBeNull()
    expect(ctx.getArtifact(ArtifactKeys.CONVERSATION_CONTEXT)).toEqual([
      { role: 'user', content: 'earlier turn' },
      { role: 'user', content: VENETOCLAX_QUESTION },
    ])
    expect(ctx.getArtifact<UsageTracker>(ArtifactKeys.USAGE_TRACKER)!.totalSummary()).toEqual({})
  })

  it('scenario history goes between the system prompt and the question', async () => {
    server.on({ model: 'gpt-answerer' }, 'BCL2')
    await generate(loopbackTask(server, { conversationHistory: [{ role: 'user', content: 'Hi' }, { role: 'assistant', content: 'Hello' }] }))
    expect(answerer()[0]!.messages.map((m) => [m.role, m.text])).toEqual([
      ['user', 'Hi'],
      ['assistant', 'Hello'],
      ['user', VENETOCLAX_QUESTION],
    ])
  })

  it('a streaming timeout that kept text is scored without an error', async () => {
    const timedOut = Object.assign(new Error('stream timed out'), { name: 'StreamingTimeoutError', partialContent: 'Venetoclax targ' })
    const llm: LlmPort = {
      identity: { interface: 'langchain', model_name: 'gpt-answerer' },
      capabilities: { supportsSystemPrompt: true, supportsStructuredOutput: false, supportsStreaming: true },
      invoke: () => Promise.reject(timedOut),
    }
    const ctx = await generate(offlineTask({ ports: { answering: { llm } as ModelPorts } }))
    expect(ctx.error).toBeNull()
    expect(ctx.getArtifact(ArtifactKeys.RAW_LLM_RESPONSE)).toBe('--- AI Message ---\nVenetoclax targ')
    expect(ctx.getResultField(ArtifactKeys.RESPONSE_TIMEOUT_PARTIAL)).toBe(true)
    expect(ctx.warnings).toEqual(['Response truncated by streaming timeout (15 chars captured)'])
  })

  it('the task signal reaches the call: an aborted task records the abort and makes no call', async () => {
    server.on({ model: 'gpt-answerer' }, 'BCL2')
    const controller = new AbortController()
    controller.abort(new Error('cancelled by the user'))
    const ctx = createTaskContext(loopbackTask(server), { signal: controller.signal })
    await stage.execute(ctx)
    expect(ctx.error).toMatch(/^Adapter call failed: /)
    expect(answerer()).toHaveLength(0)
  })

  it('uses the answering model id in the identity', () => {
    const ctx = createTaskContext(offlineTask({ answeringModel: { model_provider: 'openai', model_name: 'gpt-answerer', id: 'fast-answerer' } }))
    expect(ctx.getArtifact(ArtifactKeys.ANSWERING_MODEL_IDENTITY)).toEqual({ interface: 'langchain', model_name: 'gpt-answerer', tools: [], config_id: 'fast-answerer' })
  })
})
