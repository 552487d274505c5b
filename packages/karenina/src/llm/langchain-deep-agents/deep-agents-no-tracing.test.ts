import { createServer, type Server } from 'node:http'
import { reply, startLlmServer, type LlmServer, type NormalizedRequest } from '@karenina/testing'
import { ChatOpenAI } from '@langchain/openai'
import { awaitAllCallbacks } from '@langchain/core/callbacks/promises'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { resolveModel } from '../resolve-model.js'

// LangSmith tracing switched on by the environment, pointed at a trap on 127.0.0.1.
const TRACING_ENV = ['LANGSMITH_TRACING', 'LANGSMITH_TRACING_V2', 'LANGCHAIN_TRACING_V2', 'LANGSMITH_ENDPOINT', 'LANGCHAIN_ENDPOINT', 'LANGSMITH_API_KEY', 'LANGCHAIN_CALLBACKS_BACKGROUND']
let saved: Record<string, string | undefined>
let server: LlmServer
let trap: Server
let bodies: string[]
let firstTrace: Promise<void>

beforeEach(async () => {
  server = await startLlmServer()
  bodies = []
  let traced!: () => void
  firstTrace = new Promise((resolve) => (traced = resolve))
  trap = createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (c: Buffer) => chunks.push(c))
    req.on('end', () => {
      bodies.push(`${req.method ?? ''} ${req.url ?? ''}\n${Buffer.concat(chunks).toString('latin1')}`)
      res.writeHead(200, { 'content-type': 'application/json' }).end('{}')
      traced()
    })
  })
  await new Promise<void>((resolve) => trap.listen(0, '127.0.0.1', resolve))
  const address = trap.address()
  if (address === null || typeof address === 'string') throw new Error('trap has no port')
  saved = Object.fromEntries(TRACING_ENV.map((k) => [k, process.env[k]]))
  Object.assign(process.env, {
    LANGSMITH_TRACING: 'true',
    LANGCHAIN_TRACING_V2: 'true',
    LANGSMITH_ENDPOINT: `http://127.0.0.1:${address.port}`,
    LANGCHAIN_ENDPOINT: `http://127.0.0.1:${address.port}`,
    LANGSMITH_API_KEY: 'lsv2-test',
    LANGCHAIN_CALLBACKS_BACKGROUND: 'false',
  })
})
afterEach(async () => {
  for (const [k, v] of Object.entries(saved)) {
    if (v === undefined) delete process.env[k]
    else process.env[k] = v
  }
  await server.close()
  await new Promise((resolve) => trap.close(resolve))
})

describe('langchain_deep_agents: LangSmith tracing stays off', () => {
  it('sends no trace even with LANGSMITH_TRACING / LANGCHAIN_TRACING_V2 set, while a plain LangChain call in the same environment is traced', { timeout: 60_000 }, async () => {
    // The agent hands a task to deepagents' general-purpose sub-agent, which lists the workspace.
    const inSubagent = (r: NormalizedRequest) => r.messages.some((m) => m.role === 'user' && m.text === 'List the workspace.')
    const hasTools = (r: NormalizedRequest) => r.messages.some((m) => m.role === 'tool')
    server.on({ match: (r) => inSubagent(r) && !hasTools(r) }, reply.toolCall('ls', { path: '/' }))
    server.on({ match: inSubagent }, 'listed')
    server.on({ model: 'deep-traced?', match: (r) => !hasTools(r) }, reply.toolCall('task', { description: 'List the workspace.', subagent_type: 'general-purpose' }))
    server.on({ model: 'deep-traced?' }, 'done')
    server.on({ model: 'control-model' }, 'control')
    const { agent } = await resolveModel(
      { interface: 'langchain_deep_agents', model_provider: 'openai', model_name: 'deep-traced?', endpoint_base_url: server.openaiBaseURL, endpoint_api_key: 'sk-test' },
      { env: {} },
    )
    const result = await agent!.run({ messages: [{ role: 'user', content: 'List the files.' }], tools: [] })
    expect(result.finalResponse).toBe('done')
    expect(server.requests.filter((r) => r.model === 'deep-traced?')).toHaveLength(4)
    await awaitAllCallbacks()

    // Control: the same environment does trace an ordinary LangChain call to the trap.
    const control = new ChatOpenAI({ model: 'control-model', apiKey: 'sk-test', configuration: { baseURL: server.openaiBaseURL }, maxRetries: 0 })
    await control.invoke('hello', { runName: 'control-run' })
    await awaitAllCallbacks()
    await firstTrace
    const sent = bodies.join("\n")
    expect(sent).toContain('control-run')
    expect(sent).not.toContain('deep-traced?')
    expect(sent).not.toContain('List the files.')
    expect(sent).not.toContain('karenina_deep_agent')
  })
})
