// Bad question workspaces are bad input: `karenina verify` exits 2 naming question, path and setting before any
// model call, whether the workspace is for agentic parsing or only for an agentic rubric trait (before, the
// latter made every task an error: exit 3). `workspace_path: "."` with copying on is refused (a copy of the
// root holds every question's workspace).
import { mkdirSync, readdirSync, realpathSync, writeFileSync } from 'node:fs'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { startLlmServer, type LlmServer } from '@karenina/testing'
import { agenticTrait, Benchmark, defineRubric, defineTemplate, exactMatch, field, saveCheckpoint } from 'karenina'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { runKarenina } from './fixtures/karenina-cli.js'

let server: LlmServer
let dir: string
let root: string
beforeAll(async () => {
  server = await startLlmServer()
  dir = realpathSync(await mkdtemp(join(tmpdir(), 'karenina-cli-ws-')))
  root = join(dir, 'workspaces')
  mkdirSync(join(root, 'q1'), { recursive: true })
  writeFileSync(join(root, 'q1', 'notes.txt'), 'BCL2\n')
})
afterAll(async () => {
  await server.close()
  await rm(dir, { recursive: true, force: true })
})

async function checkpointWith(name: string, workspacePath: string): Promise<string> {
  const trait = agenticTrait({ name: 'wrote', description: 'Did the agent write notes?', kind: 'boolean', contextMode: 'workspace_only' })
  const benchmark = Benchmark.create({ name, now: () => new Date(2026, 0, 2, 3, 4, 5), globalRubric: defineRubric({ agenticTraits: [trait] }) })
  const template = defineTemplate({ target: field(z.string(), { description: 'The target', groundTruth: 'BCL2', check: exactMatch() }) })
  benchmark.addQuestion({ id: 'q1', question: 'Which target?', rawAnswer: 'BCL2', template, workspacePath })
  const file = join(dir, `${name}.jsonld`)
  await saveCheckpoint(benchmark, file)
  return file
}

const model = (name: string) => `openai_endpoint:${name}@${server.openaiBaseURL}`
const env = { OPENAI_API_KEY: 'sk-test' }

describe('karenina verify: question workspaces', () => {
  it('a missing workspace_path used only by an agentic trait exits 2 before any model call', async () => {
    const checkpoint = await checkpointWith('missing', 'nope')
    const since = server.requests.length
    const run = await runKarenina(['verify', checkpoint, '-a', model('gpt-a'), '-p', model('gpt-j'), '-m', 'template_and_rubric', '--agentic-tool-loop-judges', '--workspace-root', root, '--progress', 'none'], { env })
    expect(run.code).toBe(2)
    expect(run.stderr).toContain(`karenina: workspace_root: workspace_path "nope" of question "q1" does not exist under workspace_root ${JSON.stringify(root)}`)
    expect(server.requests.length).toBe(since)
  }, 60_000)

  it('workspace_path "." with copying on exits 2, and nothing is copied beside the root', async () => {
    const checkpoint = await checkpointWith('dot', '.')
    const config = join(dir, 'agentic.json')
    writeFileSync(config, JSON.stringify({ agentic_parsing: true, agentic_tool_loop_judges: true, workspace_copy: true }))
    const before = readdirSync(dir).sort()
    const since = server.requests.length
    const run = await runKarenina(['verify', checkpoint, '-a', model('gpt-a'), '-p', model('gpt-j'), '--config', config, '--workspace-root', root, '--progress', 'none'], { env })
    expect(run.code).toBe(2)
    expect(run.stderr).toContain('workspace_path "." of question "q1" is workspace_root itself: a copy would hold every question\'s workspace')
    expect(server.requests.length).toBe(since)
    expect(readdirSync(dir).sort()).toEqual(before)
  }, 60_000)
})
