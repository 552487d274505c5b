import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, realpathSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { startLlmServer, reply, type LlmServer } from '@karenina/testing'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { ConfigError } from '../../errors/config-error.js'
import { parseVerificationResult, type VerificationResult } from '../../results/verification-result.js'
import { loopbackTask, steppingClock } from '../../../test/fixtures/pipeline/pipeline-fixtures.js'
import { buildStages } from '../from-config.js'
import { runTask } from '../run-task.js'
import type { TaskOptions } from '../task-settings.js'
import { captureWorkspace, excluder, snapshotWorkspace, workspaceOutputPath } from './capture-workspace.js'

let tmp: string
let root: string
let out: string

beforeEach(() => {
  tmp = realpathSync(mkdtempSync(path.join(tmpdir(), 'karenina-ws-capture-')))
  root = path.join(tmp, 'root')
  out = path.join(tmp, 'out')
  mkdirSync(path.join(root, 'q1', 'data'), { recursive: true })
  writeFileSync(path.join(root, 'q1', 'data', 'in.csv'), 'a,b\n1,2\n')
  writeFileSync(path.join(root, 'q1', 'README.md'), 'inputs\n')
})
afterEach(() => rmSync(tmp, { recursive: true, force: true }))

/** Every file under `dir` as a relative POSIX path, sorted. */
function files(dir: string, prefix = ''): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const rel = prefix === '' ? e.name : `${prefix}/${e.name}`
    return e.isDirectory() ? files(path.join(dir, e.name), rel) : [rel]
  }).sort()
}

/** The working directory the answering model was told about. */
function workingDir(request: { messages: readonly { text: string }[] }): string {
  const m = /Your working directory is (.+?)\. /.exec(request.messages.at(-1)!.text)
  if (m === null) throw new Error('no working directory in the prompt')
  return m[1]!
}

function expectValid(result: VerificationResult): void {
  expect(result.metadata.failure).toBeNull()
  expect(parseVerificationResult(JSON.parse(JSON.stringify(result)))).toBeTruthy()
}

describe('workspace_output_mode in a task (spec 02 §9.1, §4.15)', () => {
  let server: LlmServer
  beforeEach(async () => {
    server = await startLlmServer()
    server.on({ model: 'gpt-judge' }, reply.json({ target: 'BCL2' }))
  })
  afterEach(() => server.close())

  // ParseTemplate stands in for the agentic parse: this suite is about where the workspace lives and what is kept.
  const run = (options: Partial<TaskOptions>, workspacePath: string | null = 'q1') =>
    runTask(loopbackTask(server, { workspacePath, replicate: 1, options: { agenticParsing: true, agenticToolLoopJudges: true, workspaceRoot: root, ...options } }), {
      stages: buildStages({ evaluationMode: 'template_only' }),
      now: steppingClock(),
    })

  /** The "agent" writes a report and rewrites an input in its working directory, then answers. */
  const agentWrites = () =>
    server.on({ model: 'gpt-answerer' }, (r) => {
      const dir = workingDir(r)
      mkdirSync(path.join(dir, 'out'))
      writeFileSync(path.join(dir, 'out', 'report.csv'), 'target\nBCL2\n')
      writeFileSync(path.join(dir, 'data', 'in.csv'), 'a,b\n1,2\n3,4\n')
      writeFileSync(path.join(dir, 'scratch.log'), 'noise')
      return 'BCL2'
    })

  it('full: the agents work in <output_dir>/<question>__<result id>, which is kept; no copy under the root', async () => {
    agentWrites()
    const result = await run({ workspaceOutputMode: 'full', workspaceOutputDir: out })
    expectValid(result)
    const dir = workingDir(server.requests[0]!)
    expect(dir).toBe(path.join(out, `q-venetoclax__${result.metadata.result_id}`))
    expect(files(dir)).toEqual(['README.md', 'data/in.csv', 'out/report.csv', 'scratch.log'])
    expect(readdirSync(root)).toEqual(['q1'])
    expect(readFileSync(path.join(root, 'q1', 'data', 'in.csv'), 'utf8')).toBe('a,b\n1,2\n')
  })

  it('full with no question workspace: a fresh directory under the output dir, kept', async () => {
    server.on({ model: 'gpt-answerer' }, (r) => {
      writeFileSync(path.join(workingDir(r), 'notes.txt'), 'x')
      return 'BCL2'
    })
    const result = await run({ workspaceOutputMode: 'full', workspaceOutputDir: out }, null)
    expectValid(result)
    expect(files(out)).toEqual([`q-venetoclax__${result.metadata.result_id}/notes.txt`])
    expect(readdirSync(root)).toEqual(['q1'])
  })

  it('full in place: the original is the working dir, and its final state is copied out without excluded entries', async () => {
    agentWrites()
    const result = await run({ workspaceOutputMode: 'full', workspaceOutputDir: out, workspaceCopy: false, workspaceOutputExcludePatterns: ['*.log'] })
    expectValid(result)
    expect(workingDir(server.requests[0]!)).toBe(path.join(root, 'q1'))
    const kept = path.join(out, `q-venetoclax__${result.metadata.result_id}`)
    expect(files(kept)).toEqual(['README.md', 'data/in.csv', 'out/report.csv'])
    expect(existsSync(path.join(root, 'q1', 'scratch.log'))).toBe(true)
  })

  it('produced: only new or changed files are kept, minus exclusions; the copy is still cleaned up', async () => {
    agentWrites()
    const result = await run({ workspaceOutputMode: 'produced', workspaceOutputDir: out, workspaceOutputExcludePatterns: ['*.log'] })
    expectValid(result)
    const kept = path.join(out, `q-venetoclax__${result.metadata.result_id}`)
    expect(files(kept)).toEqual(['data/in.csv', 'out/report.csv'])
    expect(readFileSync(path.join(kept, 'data', 'in.csv'), 'utf8')).toBe('a,b\n1,2\n3,4\n')
    expect(readdirSync(root)).toEqual(['q1'])
    expect(readFileSync(path.join(root, 'q1', 'data', 'in.csv'), 'utf8')).toBe('a,b\n1,2\n')
  })

  it('produced with nothing produced leaves no output directory', async () => {
    server.on({ model: 'gpt-answerer' }, 'BCL2')
    expectValid(await run({ workspaceOutputMode: 'produced', workspaceOutputDir: out }))
    expect(existsSync(out)).toBe(false)
  })

  it('a capture that fails is a warning, never a changed verdict', async () => {
    writeFileSync(out, 'a file where the output dir should be')
    agentWrites()
    const result = await run({ workspaceOutputMode: 'produced', workspaceOutputDir: out })
    expect(result.metadata.failure).toBeNull()
    expect(result.metadata.warnings.join('\n')).toMatch(/^Failed to capture workspace .+ \(workspace_output_mode "produced"\): /m)
    expect(readdirSync(root)).toEqual(['q1'])
  })

  it('a capture mode without workspace_output_dir is a ConfigError naming the setting', async () => {
    await expect(run({ workspaceOutputMode: 'full' })).rejects.toThrow(ConfigError)
    await expect(run({ workspaceOutputMode: 'produced' })).rejects.toThrow('workspace_output_dir: required when workspace_output_mode is "produced"')
    expect(server.requests).toHaveLength(0)
  })
})

describe('capture helpers', () => {
  it('exclusions are fnmatch globs on the relative path or the base name', () => {
    const ex = excluder(['node_modules', '*.log', 'traces/*', 'tmp[0-9]', 'x[!a]'])
    expect(['node_modules', 'a/node_modules', 'b/c.log', 'traces/q1_trace.txt', 'tmp3', 'xb'].every(ex)).toBe(true)
    expect(['node_modules2', 'log', 'a/traces/q1.txt', 'tmpa', 'xa', 'c.log.txt'].some(ex)).toBe(false)
    expect(excluder(['a.b'])('aXb')).toBe(false)
  })

  it('a preset workspace (no baseline) keeps every file in produced mode; a baseline keeps only changes', () => {
    const ws = path.join(root, 'q1')
    const baseline = snapshotWorkspace(ws)
    writeFileSync(path.join(ws, 'new.txt'), 'n')
    const target = workspaceOutputPath(out, 'urn:q/1', 'abc')
    expect(target).toBe(path.join(out, 'urn_q_1__abc'))
    expect(captureWorkspace({ mode: 'produced', workspace: ws, target, baseline, excludePatterns: [] })).toBeNull()
    expect(files(target)).toEqual(['new.txt'])
    rmSync(target, { recursive: true })
    expect(captureWorkspace({ mode: 'produced', workspace: ws, target, baseline: null, excludePatterns: [] })).toBeNull()
    expect(files(target)).toEqual(['README.md', 'data/in.csv', 'new.txt'])
  })
})
