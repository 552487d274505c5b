import { createServer, type Server } from 'node:http'
import { reply, startLlmServer, type LlmServer, type NormalizedRequest } from '@karenina/testing'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { batchBenchmark } from '../../../test/fixtures/batch/batch-fixtures.js'
import { runVerification } from '../../batch/run-verification.js'
import type { ModelConfigInput } from '../../config/model-config.js'
import { VerificationResultSchema } from '../../results/verification-result.js'

let server: LlmServer
let trap: Server
let trapUrl: string
const trapped: string[] = []

beforeEach(async () => {
  server = await startLlmServer()
  trapped.length = 0
  // Any request Claude Code sends off the loopback server goes to this proxy and is recorded (see claude-code-agent.test.ts).
  trap = createServer((req, res) => {
    trapped.push(`${req.method ?? ''} ${req.url ?? ''}`)
    res.writeHead(403).end()
  })
  trap.on('connect', (req, socket) => {
    trapped.push(`CONNECT ${req.url ?? ''}`)
    socket.destroy()
  })
  await new Promise<void>((resolve) => trap.listen(0, '127.0.0.1', resolve))
  const address = trap.address()
  if (address === null || typeof address === 'string') throw new Error('trap has no port')
  trapUrl = `http://127.0.0.1:${address.port}`
})
afterEach(async () => {
  await server.close()
  await new Promise((resolve) => trap.close(resolve))
})

function claudeModel(name: string): ModelConfigInput {
  return {
    interface: 'claude_agent_sdk',
    model_name: name,
    anthropic_base_url: server.anthropicBaseURL,
    anthropic_api_key: 'sk-ant-test',
    extra_kwargs: { agent_env: { HTTPS_PROXY: trapUrl, HTTP_PROXY: trapUrl, NO_PROXY: '127.0.0.1,localhost', CLAUDE_CODE_MAX_RETRIES: '0' } },
  } as ModelConfigInput
}

const toolResults = (r: NormalizedRequest) => r.messages.filter((m) => m.role === 'tool')

describe('runVerification with a claude_agent_sdk answering model', () => {
  it('answers through Claude Code and keeps its trace and agent_metrics in the result; the judge is the Anthropic SDK', { timeout: 180_000 }, async () => {
    server.on({ model: 'claude-answerer', match: (r) => toolResults(r).length === 0 }, reply.toolCall('Glob', { pattern: '**/*' }, { text: 'Checking the workspace first.' }))
    server.on({ model: 'claude-answerer' }, 'Venetoclax targets BCL2.')
    server.on({ model: 'claude-judge' }, reply.json({ target: 'BCL2' }))
    const results = await runVerification(
      batchBenchmark(1),
      { answering_models: [claudeModel('claude-answerer')], parsing_models: [claudeModel('claude-judge')], async_max_workers: 1 },
      { env: { PATH: process.env['PATH'] } },
    )
    const [result] = results.results
    expect(result!.metadata.failure).toBeNull()
    expect(result!.template?.verify_result).toBe(true)
    expect(result!.metadata.answering).toMatchObject({ interface: 'claude_agent_sdk', model_name: 'claude-answerer' })
    expect(result!.template?.agent_metrics).toMatchObject({ iterations: 2, tool_calls: 1, tools_used: ['Glob'], limit_reached: false })
    expect(result!.template?.raw_llm_response).toMatch(/^--- AI Message ---\nChecking the workspace first.\nTool Calls:\n {2}Glob/)
    expect(result!.template?.raw_llm_response).toContain('--- AI Message ---\nVenetoclax targets BCL2.')
    expect(result!.template?.trace_messages.map((m) => m['role'])).toEqual(['assistant', 'tool', 'assistant'])
    expect(VerificationResultSchema.safeParse(JSON.parse(JSON.stringify(result))).success).toBe(true)

    // Claude Code streamed its two turns; the judge made one plain (forced-tool) call; nothing went elsewhere.
    const answerer = server.requests.filter((r) => r.model === 'claude-answerer')
    expect(answerer.map((r) => (r.body as { stream?: boolean }).stream)).toEqual([true, true])
    expect(answerer[0]!.lastUserText).toContain('what is the putative target of venetoclax?')
    expect(server.requests.filter((r) => r.model === 'claude-judge')).toHaveLength(1)
    expect(trapped).toEqual([])
  })
})
