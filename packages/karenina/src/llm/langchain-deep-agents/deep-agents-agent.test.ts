import { mkdir, mkdtemp, realpath, rm, symlink, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fault, reply, startLlmServer, type LlmServer, type NormalizedRequest } from '@karenina/testing'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { ModelConfigInput } from '../../config/model-config.js'
import { ProviderError } from '../../errors/provider-error.js'
import { defineTool } from '../define-tool.js'
import { resolveModel } from '../resolve-model.js'

// Each run loads LangChain and builds a deep agent: generous budgets so busy cores do not fail it.
const RUN_BUDGET_MS = 60_000

let server: LlmServer
let base: string
let ws: string

beforeEach(async () => {
  server = await startLlmServer()
  base = await realpath(await mkdtemp(path.join(tmpdir(), 'karenina-deep-agents-test-')))
  ws = path.join(base, 'ws')
  await mkdir(path.join(ws, 'out'), { recursive: true })
  await writeFile(path.join(ws, 'out', 'report.csv'), 'drug,dose_mg\nimatinib,400\n')
  await writeFile(path.join(base, 'secret.txt'), 'TOP SECRET 7731\n')
})
afterEach(async () => {
  await server.close()
  await rm(base, { recursive: true, force: true })
})

function model(provider: 'openai' | 'anthropic', extra: Partial<ModelConfigInput> = {}): ModelConfigInput {
  return provider === 'openai'
    ? { interface: 'langchain_deep_agents', model_provider: 'openai', model_name: 'deep-test', endpoint_base_url: server.openaiBaseURL, endpoint_api_key: 'sk-test', ...extra }
    : { interface: 'langchain_deep_agents', model_provider: 'anthropic', model_name: 'deep-test', anthropic_base_url: server.anthropicBaseURL, anthropic_api_key: 'sk-ant-test', ...extra }
}

const agentOf = async (m: ModelConfigInput) => (await resolveModel(m, { env: {} })).agent!
const toolResults = (r: NormalizedRequest) => r.messages.filter((m) => m.role === 'tool')
const question = [
  { role: 'system' as const, content: 'Answer from the files of the workspace.' },
  { role: 'user' as const, content: 'What dose of imatinib is in the report?' },
]

describe('langchain_deep_agents: a deep agent against the loopback server', () => {
  for (const provider of ['openai', 'anthropic'] as const) {
    it(`${provider}: reads a workspace file with read_file and answers; trace, agent_metrics, turns and usage are captured`, { timeout: RUN_BUDGET_MS }, async () => {
      server.on({ match: (r) => toolResults(r).length === 0 }, reply.toolCall('read_file', { file_path: '/out/report.csv' }, { text: 'Reading the report.' }))
      server.on({}, (r) => `The report says: ${JSON.stringify(toolResults(r).at(-1)!.text)}`)
      const result = await (await agentOf(model(provider))).run({ messages: question, tools: [], workspacePath: ws })

      expect(result.finalResponse).toContain('imatinib')
      expect(result.finalResponse).toContain('400')
      expect(result.traceMessages.map((m) => m.role)).toEqual(['assistant', 'tool', 'assistant'])
      expect(result.traceMessages[0]).toMatchObject({ content: 'Reading the report.', tool_calls: [{ name: 'read_file', input: { file_path: '/out/report.csv' } }] })
      expect(result.traceMessages[1]!.tool_result).toEqual({ tool_use_id: result.traceMessages[0]!.tool_calls![0]!.id, is_error: false })
      expect(result.rawTrace).toMatch(/^--- AI Message ---\nReading the report.\nTool Calls:\n {2}read_file/)
      expect(result.turns).toBe(2)
      expect(result.recursionLimitReached).toBe(false)
      expect(result.agentMetrics).toMatchObject({ iterations: 2, tool_calls: 1, tools_used: ['read_file'], limit_reached: false })
      // Usage is the sum of the server's two reported usages.
      const calls = server.requests
      expect(calls).toHaveLength(2)
      expect(result.usageUnavailable).toBe(false)
      expect(result.usage.output_tokens).toBeGreaterThan(0)
      expect(result.usage.model).toBe('langchain_deep_agents:deep-test')
      expect(result.usage.input_tokens).toBeGreaterThan(0)
      // The system prompt is deepagents' with ours in it; the file tools are offered.
      expect(calls[0]!.system).toContain('Answer from the files of the workspace.')
      // As our adapters: the config's temperature to OpenAI, none to Anthropic; max_tokens from the config.
      expect((calls[0]!.body as Record<string, unknown>)['temperature']).toBe(provider === 'openai' ? 0.1 : undefined)
      expect((calls[0]!.body as Record<string, unknown>)['max_tokens']).toBe(16384)
      expect(calls[0]!.tools.map((t) => t.name)).toEqual(expect.arrayContaining(['ls', 'read_file', 'glob', 'grep']))
    })
  }

  it('confines the file tools to the workspace: symlinks out, `..` and absolute paths outside are refused', { timeout: RUN_BUDGET_MS }, async () => {
    await symlink(path.join(base, 'secret.txt'), path.join(ws, 'link.txt'))
    await symlink(base, path.join(ws, 'up'))
    const attempts: [string, Record<string, string>][] = [
      ['read_file', { file_path: '/link.txt' }],
      ['read_file', { file_path: '/up/secret.txt' }],
      ['read_file', { file_path: '/../secret.txt' }],
      ['read_file', { file_path: path.join(base, 'secret.txt') }],
      ['ls', { path: '/up' }],
      ['grep', { pattern: 'TOP SECRET', path: '/' }],
      ['glob', { pattern: '**/secret.txt', path: '/' }],
      ['write_file', { file_path: '/up/planted.txt', content: 'x' }],
      ['edit_file', { file_path: '/link.txt', old_string: 'TOP', new_string: 'NOT' }],
      ['read_file', { file_path: `${ws}/../secret.txt` }],
      // The workspace's real absolute path (as Karenina's prompts give it) names the same files.
      ['read_file', { file_path: path.join(ws, 'out', 'report.csv') }],
    ]
    attempts.forEach(([name, args], i) => server.on({ match: (r) => toolResults(r).length === i }, reply.toolCall(name, args)))
    server.on({}, 'Nothing found.')
    const result = await (await agentOf(model('openai'))).run({ messages: question, tools: [], workspacePath: ws, maxTurns: 20 })

    const tools = result.traceMessages.filter((m) => m.role === 'tool')
    expect(tools).toHaveLength(attempts.length)
    for (const t of tools) expect(t.content).not.toContain('7731')
    expect(tools[9]!.content).toMatch(/Path traversal not allowed/)
    expect(tools[10]!.content).toContain('imatinib,400')
    // Each refusal says so; ls, grep and glob find nothing through the links.
    for (const i of [0, 1, 7, 8]) expect(tools[i]!.content).toMatch(/resolves outside root directory/)
    expect(tools[2]!.content).toMatch(/Path traversal not allowed/)
    // An absolute path is taken as relative to the workspace (virtual mode): nothing there.
    expect(tools[3]!.content).toMatch(/no such file/)
    expect(tools.slice(4, 7).map((t) => t.content)).toEqual(['No files found in /up', "No matches found for pattern 'TOP SECRET'", "No files found matching pattern '**/secret.txt'"])
    await expect(import('node:fs/promises').then((fs) => fs.readFile(path.join(base, 'secret.txt'), 'utf8'))).resolves.toBe('TOP SECRET 7731\n')
    await expect(import('node:fs/promises').then((fs) => fs.access(path.join(base, 'planted.txt')))).rejects.toThrow()
    expect(result.finalResponse).toBe('Nothing found.')
  })

  it('stops at maxTurns with recursionLimitReached, keeping the trace and adding no message of its own', { timeout: RUN_BUDGET_MS }, async () => {
    server.on({}, reply.toolCall('ls', { path: '/' }, { text: 'Looking again.' }))
    const result = await (await agentOf(model('anthropic'))).run({ messages: question, tools: [], workspacePath: ws, maxTurns: 3 })
    expect(server.requests).toHaveLength(3)
    expect(result.turns).toBe(3)
    expect(result.recursionLimitReached).toBe(true)
    expect(result.agentMetrics).toMatchObject({ iterations: 3, tool_calls: 3, limit_reached: true })
    expect(result.traceMessages.map((m) => m.role)).toEqual(['assistant', 'tool', 'assistant', 'tool', 'assistant', 'tool'])
    expect(result.finalResponse).toBe('Looking again.')
  })

  it('read_only access mode denies writes; without a workspace the agent works in an empty scratch directory', { timeout: RUN_BUDGET_MS }, async () => {
    server.on({ match: (r) => toolResults(r).length === 0 }, reply.toolCall('write_file', { file_path: '/new.txt', content: 'hello' }))
    server.on({ match: (r) => toolResults(r).length === 1 }, reply.toolCall('ls', { path: '/' }))
    server.on({}, (r) => `Done: ${toolResults(r).map((t) => t.text).join(' | ')}`)
    const readOnly = await (await agentOf(model('openai', { agent_runtime: { access_mode: 'read_only' } } as Partial<ModelConfigInput>))).run({ messages: question, tools: [], workspacePath: ws })
    expect(readOnly.traceMessages[1]!.content).toMatch(/denied|permission/i)
    await expect(import('node:fs/promises').then((fs) => fs.access(path.join(ws, 'new.txt')))).rejects.toThrow()

    server.reset()
    server.on({ match: (r) => toolResults(r).length === 0 }, reply.toolCall('ls', { path: '/' }))
    server.on({}, (r) => `Done: ${toolResults(r).map((t) => t.text).join(' | ')}`)
    const scratch = await (await agentOf(model('openai'))).run({ messages: question, tools: [], maxTurns: 5 })
    expect(scratch.traceMessages.filter((m) => m.role === 'tool')).toHaveLength(1)
    expect(scratch.finalResponse).not.toContain('out')
  })

  it('a cancelled run rejects with the abort reason while the model call hangs', { timeout: RUN_BUDGET_MS }, async () => {
    const controller = new AbortController()
    server.on({}, () => {
      controller.abort(new Error('cancelled by the test'))
      return fault.hang()
    })
    const run = (await agentOf(model('openai'))).run({ messages: question, tools: [], workspacePath: ws }, { signal: controller.signal })
    await expect(run).rejects.toThrow('cancelled by the test')
  })

  it('a provider error fails the run with a ProviderError classified by its category (no retries: max_retries 0)', { timeout: RUN_BUDGET_MS }, async () => {
    server.on({}, fault.status(401, { message: 'bad key' }))
    const error = await (await agentOf(model('anthropic', { agent_middleware: { model_retry: { max_retries: 0 } } } as Partial<ModelConfigInput>)))
      .run({ messages: question, tools: [], workspacePath: ws })
      .catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ProviderError)
    expect((error as ProviderError).message).toMatch(/^langchain_deep_agents: deep agent run failed: 401 .*bad key/)
    expect((error as ProviderError).category).toBe('permanent')
    expect(server.requests).toHaveLength(1)
  })

  it('runs TS agent tools; a throwing tool becomes an error tool result the model sees', { timeout: RUN_BUDGET_MS }, async () => {
    const dose = defineTool({
      name: 'dose_of',
      description: 'The dose of a drug',
      parameters: { type: 'object', properties: { drug: { type: 'string' } }, required: ['drug'] },
      execute: async (input) => {
        if (input['drug'] !== 'imatinib') throw new Error(`no dose for ${String(input['drug'])}`)
        return { drug: 'imatinib', dose_mg: 400 }
      },
    })
    server.on({ match: (r) => toolResults(r).length === 0 }, reply.toolCalls([{ name: 'dose_of', arguments: { drug: 'imatinib' } }, { name: 'dose_of', arguments: { drug: 'aspirin' } }]))
    server.on({}, (r) => `Results: ${toolResults(r).map((t) => t.text).join(' | ')}`)
    const result = await (await agentOf(model('openai'))).run({ messages: question, tools: [dose], workspacePath: ws })
    const tools = result.traceMessages.filter((m) => m.role === 'tool')
    expect(tools.map((t) => [t.content, t.tool_result?.is_error])).toEqual([
      ['{"drug":"imatinib","dose_mg":400}', false],
      [expect.stringMatching(/^Error: no dose for aspirin/), true],
    ])
    expect(result.finalResponse).toContain('no dose for aspirin')
    expect(result.agentMetrics).toMatchObject({ tool_calls: 2, tools_used: ['dose_of'] })
  })

  it('a sub-agent (deepagents\' task tool) works in the same workspace; its calls count in usage, not in turns or the trace', { timeout: RUN_BUDGET_MS }, async () => {
    const inSubagent = (r: NormalizedRequest) => r.messages.some((m) => m.role === 'user' && m.text.includes('Find the imatinib dose'))
    server.on({ match: (r) => inSubagent(r) && toolResults(r).length === 0 }, reply.toolCall('read_file', { file_path: '/out/report.csv' }))
    server.on({ match: inSubagent }, (r) => `Sub-agent found: ${toolResults(r).at(-1)!.text}`)
    server.on({ match: (r) => toolResults(r).length === 0 }, reply.toolCall('task', { description: 'Find the imatinib dose in out/report.csv', subagent_type: 'general-purpose' }))
    server.on({}, (r) => `Final: ${toolResults(r).at(-1)!.text}`)
    const result = await (await agentOf(model('openai'))).run({ messages: question, tools: [], workspacePath: ws })
    expect(server.requests).toHaveLength(4)
    expect(result.turns).toBe(2)
    expect(result.traceMessages.map((m) => m.role)).toEqual(['assistant', 'tool', 'assistant'])
    expect(result.traceMessages[1]!.content).toContain('imatinib,400')
    expect(result.finalResponse).toContain('imatinib,400')
    // Usage is every model call's: the server's reported counts of the four requests.
    const reported = (key: 'prompt_tokens' | 'completion_tokens') =>
      server.requests.reduce((n, r) => n + ((r.reply?.body as { usage?: Record<string, number> } | undefined)?.usage?.[key] ?? 0), 0)
    expect(reported('prompt_tokens')).toBeGreaterThan(0)
    expect(result.usage.input_tokens).toBe(reported('prompt_tokens'))
    expect(result.usage.output_tokens).toBe(reported('completion_tokens'))
  })

  it('stops when the tool calls exceed maxToolCalls, before running them', { timeout: RUN_BUDGET_MS }, async () => {
    server.on({}, reply.toolCalls([{ name: 'ls', arguments: { path: '/' } }, { name: 'ls', arguments: { path: '/out' } }]))
    const result = await (await agentOf(model('openai'))).run({ messages: question, tools: [], workspacePath: ws, maxToolCalls: 3 })
    expect(server.requests).toHaveLength(2)
    expect(result.recursionLimitReached).toBe(true)
    expect(result.traceMessages.map((m) => m.role)).toEqual(['assistant', 'tool', 'tool', 'assistant'])
  })
})
