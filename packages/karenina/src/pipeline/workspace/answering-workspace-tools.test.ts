import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, realpathSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { reply, startLlmServer, type LlmServer, type NormalizedRequest } from '@karenina/testing'

/** The fields the predicates read: both the server's rules and `server.requests` have them. */
type Req = Pick<NormalizedRequest, 'messages' | 'tools'> & { model: string | undefined }
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { ConfigError } from '../../errors/config-error.js'
import { defineTool } from '../../llm/define-tool.js'
import type { ModelConfigInput } from '../../config/model-config.js'
import { loopbackOptions, loopbackTask } from '../../../test/fixtures/pipeline/pipeline-fixtures.js'
import { runTask } from '../run-task.js'
import type { TaskOptions } from '../task-settings.js'

let server: LlmServer
let root: string

beforeEach(async () => {
  server = await startLlmServer()
  root = mkdtempSync(path.join(tmpdir(), 'karenina-answer-ws-'))
  mkdirSync(path.join(root, 'q1'), { recursive: true })
  writeFileSync(path.join(root, 'q1', 'drugs.csv'), 'drug,target\nvenetoclax,BCL2\n')
})
afterEach(async () => {
  await server.close()
  rmSync(root, { recursive: true, force: true })
})

const WRITER: ModelConfigInput = { interface: 'langchain', model_provider: 'openai', model_name: 'gpt-answerer', extra_kwargs: { workspace_tools: 'write' } }
const answering = (r: Req) => r.model === 'gpt-answerer'
const toolTurns = (r: Req) => r.messages.filter((m) => m.role === 'tool').length

/** The answering agent reads the input, writes the summary (and tries to write outside), then answers. */
function scriptWriter(): void {
  server.on({ match: (r) => answering(r) && toolTurns(r) === 0 }, reply.toolCall('read_file', { path: 'drugs.csv' }))
  server.on({ match: (r) => answering(r) && toolTurns(r) === 1 }, reply.toolCalls([
    { name: 'write_file', arguments: { path: 'out/summary.txt', content: 'target: BCL2\n' } },
    { name: 'write_file', arguments: { path: '../escaped.txt', content: 'pwned' } },
  ]))
  server.on({ match: answering }, 'Venetoclax targets BCL2; the summary is in out/summary.txt.')
}

function task(options: Partial<TaskOptions>, answeringModel: ModelConfigInput = WRITER) {
  return loopbackTask(server, { answeringModel, workspacePath: 'q1', options: { workspaceRoot: root, ...options } })
}

describe('answering agents with workspace tools (extra_kwargs.workspace_tools)', () => {
  it('"write": the agent writes in its workspace (here in place), and a write outside is a tool error', async () => {
    scriptWriter()
    server.on({ model: 'gpt-judge' }, reply.json({ target: 'BCL2' }))
    const result = await runTask(task({ workspaceCopy: false }))
    expect(result.template?.verify_result).toBe(true)
    expect(readFileSync(path.join(root, 'q1', 'out', 'summary.txt'), 'utf8')).toBe('target: BCL2\n')
    expect(existsSync(path.join(root, 'escaped.txt'))).toBe(false)
    const first = server.requests.find(answering)!
    expect(first.tools.map((t) => t.name)).toEqual(['list_directory', 'read_file', 'glob', 'grep', 'write_file', 'edit_file'])
    expect(first.lastUserText).toContain(`Your working directory is ${path.join(realpathSync(root), 'q1')}.`)
    const refused = server.requests.filter(answering).at(-1)!.messages.filter((m) => m.role === 'tool').at(-1)!
    expect(refused.text).toBe('Error: path "../escaped.txt" leaves the workspace')
    expect(result.metadata.answering?.tools).toEqual(['edit_file', 'glob', 'grep', 'list_directory', 'read_file', 'write_file'])
  })

  it('the agentic judge inspects the file the answering agent wrote in the same copy; the original stays untouched and the copy is removed', async () => {
    scriptWriter()
    const judgeAgent = (r: Req) => r.model === 'gpt-judge' && r.tools.length > 0
    server.on({ match: (r) => judgeAgent(r) && toolTurns(r) === 0 }, reply.toolCall('read_file', { path: 'out/summary.txt' }))
    server.on({ match: judgeAgent }, (r) => JSON.stringify({ target: r.messages.filter((m) => m.role === 'tool').at(-1)!.text.replace('target: ', '').trim() }))
    server.on({ model: 'gpt-judge' }, (r) => reply.json(JSON.parse(r.lastUserText.replace('Investigation report:\n\n', '')) as never))
    const result = await runTask(task({ agenticParsing: true, agenticToolLoopJudges: true }))
    expect(result.template?.verify_result).toBe(true)
    const read = server.requests.filter(judgeAgent).at(-1)!.messages.filter((m) => m.role === 'tool').at(-1)!
    expect(read.text).toBe('target: BCL2\n')
    expect(readdirSync(root).sort()).toEqual(['q1'])
    expect(readdirSync(path.join(root, 'q1'))).toEqual(['drugs.csv'])
  })

  it('"read" gives the four read-only tools; without a workspace root the task says what to set', async () => {
    server.on({ model: 'gpt-answerer' }, 'BCL2')
    server.on({ model: 'gpt-judge' }, reply.json({ target: 'BCL2' }))
    const reader = { ...WRITER, extra_kwargs: { workspace_tools: 'read' } }
    await runTask(task({ workspaceCopy: false }, reader))
    expect(server.requests.find(answering)!.tools.map((t) => t.name)).toEqual(['list_directory', 'read_file', 'glob', 'grep'])
    const noRoot = await runTask(loopbackTask(server, { answeringModel: reader }))
    expect(noRoot.metadata.failure?.reason).toBe('The answering model has extra_kwargs.workspace_tools but the task has no workspace: set workspace_root')
  })

  it('an agent tool of the run with a workspace tool name fails the task, naming the tool', async () => {
    const mine = defineTool({ name: 'write_file', description: 'Mine', parameters: z.object({}), execute: () => 'ok' })
    const result = await runTask({ ...task({ workspaceCopy: false }), agentTools: [mine] })
    expect(result.metadata.failure?.reason).toBe('The agent tool "write_file" has the name of a workspace tool (extra_kwargs.workspace_tools)')
    expect(server.requests).toHaveLength(0)
  })

  it('a bad value, or a model that cannot take workspace tools, is a ConfigError naming the key', async () => {
    await expect(runTask(task({}, { ...WRITER, extra_kwargs: { workspace_tools: 'rw' } }))).rejects.toThrow(ConfigError)
    await expect(runTask(task({}, { ...WRITER, extra_kwargs: { workspace_tools: 'rw' } }))).rejects.toThrow(
      'answering model "gpt-answerer" extra_kwargs.workspace_tools: must be "read" or "write" (got "rw")',
    )
    const claude: ModelConfigInput = { interface: 'claude_agent_sdk', model_name: 'claude-x', extra_kwargs: { workspace_tools: 'write' } }
    await expect(runTask(task({}, claude))).rejects.toThrow(/is for tool-loop agents; interface claude_agent_sdk cannot take it \(list Claude Code tools in extra_kwargs.tools/)
    expect(server.requests).toHaveLength(0)
  })
})
