import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { reply, startLlmServer, type LlmServer, type NormalizedRequest } from '@karenina/testing'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { resolveModel } from '../llm/resolve-model.js'
import { workspaceTools } from './workspace-tools.js'

let server: LlmServer
let base: string
let ws: string

beforeEach(async () => {
  server = await startLlmServer()
  base = await mkdtemp(path.join(tmpdir(), 'karenina-ws-agent-'))
  ws = path.join(base, 'ws')
  await mkdir(path.join(ws, 'out'), { recursive: true })
  await writeFile(path.join(ws, 'out', 'report.csv'), 'drug,dose_mg\nimatinib,400\n')
  await writeFile(path.join(base, 'secret.txt'), 'TOP SECRET\n')
})
afterEach(async () => {
  await server.close()
  await rm(base, { recursive: true, force: true })
})

const toolTurns = (r: NormalizedRequest): number => r.messages.filter((m) => m.role === 'tool').length

/** The scripted model: glob, then read the file it found plus one outside the workspace, then answer from what it read. */
function scriptAgent(): void {
  server.on({ match: (r) => toolTurns(r) === 0 }, reply.toolCall('glob', { pattern: '**/*.csv' }))
  server.on(
    { match: (r) => toolTurns(r) === 1 },
    (r) => reply.toolCalls([
      { name: 'read_file', arguments: { path: r.messages.at(-1)!.text } },
      { name: 'read_file', arguments: { path: '../secret.txt' } },
    ]),
  )
  server.on({}, (r) => {
    const [found, refused] = r.messages.filter((m) => m.role === 'tool').slice(1)
    return `read: ${JSON.stringify(found!.text)}; refused: ${JSON.stringify(refused!.text)} (error ${String(refused!.isError ?? false)})`
  })
}

const question = [{ role: 'user' as const, content: 'What dose is in the report?' }]

describe('workspace tools in an agent run (real SDKs, loopback server)', () => {
  it('an OpenAI agent globs and reads real files, and gets a tool error for a path outside', async () => {
    scriptAgent()
    const { agent } = await resolveModel('openai:gpt-4.1-mini', { baseURL: server.openaiBaseURL, apiKey: 'sk-test', env: {} })
    const result = await agent!.run({ messages: question, tools: workspaceTools(ws) })
    expect(result.finalResponse).toBe(
      'read: "drug,dose_mg\\nimatinib,400\\n"; refused: "Error: path \\"../secret.txt\\" leaves the workspace" (error false)',
    )
    expect(result.turns).toBe(3)
    expect(result.agentMetrics).toMatchObject({ tool_calls: 3, tools_used: ['glob', 'read_file'], suspect_failed_tool_calls: 1, suspect_failed_tools: ['read_file'] })
    expect(result.traceMessages.filter((m) => m.role === 'tool').map((m) => m.tool_result?.is_error)).toEqual([false, false, true])
    expect(server.requests[0]!.tools.map((t) => t.name)).toEqual(['list_directory', 'read_file', 'glob', 'grep'])
    expect(server.requests.every((r) => r.reply?.status === 200)).toBe(true)
  })

  it('an Anthropic agent does the same, with is_error on the refused tool_result', async () => {
    scriptAgent()
    const { agent } = await resolveModel('anthropic:claude-haiku-4-5', { baseURL: server.anthropicBaseURL, apiKey: 'sk-ant-test', env: {} })
    const result = await agent!.run({ messages: question, tools: workspaceTools(ws) })
    expect(result.finalResponse).toBe(
      'read: "drug,dose_mg\\nimatinib,400\\n"; refused: "Error: path \\"../secret.txt\\" leaves the workspace" (error true)',
    )
    expect(result.agentMetrics).toMatchObject({ tool_calls: 3, tools_used: ['glob', 'read_file'], suspect_failed_tool_calls: 1, suspect_failed_tools: ['read_file'] })
    expect(JSON.stringify(server.requests.map((r) => r.body))).not.toContain('TOP SECRET')
  })
})
