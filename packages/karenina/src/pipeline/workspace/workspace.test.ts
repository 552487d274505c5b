import { execFileSync } from 'node:child_process'
import { chmodSync, closeSync, existsSync, mkdirSync, mkdtempSync, openSync, readdirSync, readFileSync, readlinkSync, realpathSync, rmSync, statSync, symlinkSync, truncateSync, writeFileSync, writeSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { startLlmServer, reply, type LlmServer } from '@karenina/testing'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { loopbackTask, steppingClock } from '../../../test/fixtures/pipeline/pipeline-fixtures.js'
import { buildStages } from '../from-config.js'
import { runTask } from '../run-task.js'
import { cleanupWorkspace } from './capture-workspace.js'
import { resolveWorkspace, workspaceProblem, workspaceSuffix } from './resolve-workspace.js'

let root: string
const NOW = new Date(2026, 0, 2, 3, 4, 5)

beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'karenina-ws-root-'))
  mkdirSync(path.join(root, 'q1', 'data'), { recursive: true })
  writeFileSync(path.join(root, 'q1', 'data', 'in.csv'), 'a,b\n1,2\n')
})
afterEach(() => rmSync(root, { recursive: true, force: true }))

const base = { questionId: 'q1', root: '', questionPath: 'q1', copy: true, replicate: null, now: NOW, pid: 4242 }
const entries = () => readdirSync(root).sort()

describe('resolveWorkspace (spec 02 §9.1)', () => {
  it('copies the question directory to <path>_run_<timestamp>_pid<pid>[_rep<n>]', async () => {
    expect(workspaceSuffix(NOW, 4242, null)).toBe('run_20260102T030405_pid4242')
    const ws = await resolveWorkspace({ ...base, root, replicate: 2 })
    expect(ws).toEqual({ path: path.join(realRoot(), 'q1_run_20260102T030405_pid4242_rep2'), isCopy: true })
    expect(readFileSync(path.join(ws.path, 'data', 'in.csv'), 'utf8')).toBe('a,b\n1,2\n')
    writeFileSync(path.join(ws.path, 'out.txt'), 'x')
    expect(existsSync(path.join(root, 'q1', 'out.txt'))).toBe(false)
  })

  it('never hands two tasks the same directory, even with the same suffix', async () => {
    const a = await resolveWorkspace({ ...base, root })
    const b = await resolveWorkspace({ ...base, root })
    expect(b.path).toBe(`${a.path}_2`)
    const fresh = [await resolveWorkspace({ ...base, root, questionPath: null }), await resolveWorkspace({ ...base, root, questionPath: null })]
    expect(new Set(fresh.map((w) => w.path)).size).toBe(2)
  })

  it('uses the original in place with copy off (never a copy), and makes a fresh empty directory without a path', async () => {
    expect(await resolveWorkspace({ ...base, root, copy: false })).toEqual({ path: path.join(realRoot(), 'q1'), isCopy: false })
    const fresh = await resolveWorkspace({ ...base, root, questionId: 'urn:q/7', questionPath: null })
    expect(path.basename(fresh.path)).toBe('urn_q_7_run_20260102T030405_pid4242')
    expect(fresh.isCopy).toBe(true)
    expect(readdirSync(fresh.path)).toEqual([])
  })

  it('names question, path and setting for a missing root, a missing path, a file, an escape and a symlink out', async () => {
    await expect(resolveWorkspace({ ...base, root: null })).rejects.toThrow('workspace_root is required when agentic_parsing is on (question "q1", workspace_path "q1")')
    await expect(resolveWorkspace({ ...base, root: null, questionPath: null })).rejects.toThrow('workspace_root is required when agentic_parsing is on (question "q1")')
    await expect(resolveWorkspace({ ...base, root, questionPath: 'nope' })).rejects.toThrow(
      `workspace_path "nope" of question "q1" does not exist under workspace_root ${JSON.stringify(root)}`,
    )
    await expect(resolveWorkspace({ ...base, root, questionPath: 'q1/data/in.csv' })).rejects.toThrow('workspace_path "q1/data/in.csv" of question "q1" is not a directory')
    await expect(resolveWorkspace({ ...base, root, questionPath: '../..' })).rejects.toThrow('workspace_path "../.." of question "q1" leaves workspace_root')
    const outside = mkdtempSync(path.join(tmpdir(), 'karenina-outside-'))
    try {
      await expect(resolveWorkspace({ ...base, root, questionPath: outside })).rejects.toThrow(`workspace_path ${JSON.stringify(outside)} of question "q1" leaves workspace_root ${JSON.stringify(root)}`)
    } finally {
      rmSync(outside, { recursive: true, force: true })
    }
    symlinkSync(tmpdir(), path.join(root, 'out-link'))
    await expect(resolveWorkspace({ ...base, root, questionPath: 'out-link' })).rejects.toThrow('leaves workspace_root')
    expect(entries()).toEqual(['out-link', 'q1'])
  })

  it('workspaceProblem checks a run before it starts', () => {
    expect(workspaceProblem(null, [])).toMatch(/^workspace_root is required/)
    expect(workspaceProblem(null, [{ id: 'q1', workspacePath: 'q1' }])).toBe(
      `workspace_root is required when agentic_parsing is on, needed by question "q1" (workspace_path "q1"): set the Benchmark's workspaceRoot, config workspace_root or CLI --workspace-root`,
    )
    expect(workspaceProblem(path.join(root, 'nope'), [{ id: 'q2', workspacePath: null }])).toBe(`workspace_root ${JSON.stringify(path.join(root, 'nope'))} is not an existing directory, needed by question "q2"`)
    expect(workspaceProblem(root, [{ id: 'q3', workspacePath: 'gone' }])).toBe(`workspace_path "gone" of question "q3" does not exist under workspace_root ${JSON.stringify(root)}`)
    expect(workspaceProblem(root, [{ id: 'q4', workspacePath: '/etc' }])).toBe(`workspace_path "/etc" of question "q4" leaves workspace_root ${JSON.stringify(root)}`)
    expect(workspaceProblem(root, [{ id: 'q1', workspacePath: 'q1' }, { id: 'q2', workspacePath: null }])).toBeNull()
    expect(workspaceProblem(root, [{ id: 'q9', workspacePath: '../x' }])).toBe(`workspace_path "../x" of question "q9" leaves workspace_root ${JSON.stringify(root)}`)
  })
})

describe('cleanupWorkspace: the three guards (seed 002 §5)', () => {
  it('removes a copy, keeps an original, keeps anything with cleanup off or no workspace', async () => {
    const copy = await resolveWorkspace({ ...base, root })
    const original = await resolveWorkspace({ ...base, root, copy: false })
    expect(cleanupWorkspace({ path: original.path, cleanup: true, isCopy: original.isCopy })).toBeNull()
    expect(cleanupWorkspace({ path: copy.path, cleanup: false, isCopy: true })).toBeNull()
    expect(existsSync(copy.path)).toBe(true)
    expect(cleanupWorkspace({ path: null, cleanup: true, isCopy: true })).toBeNull()
    expect(cleanupWorkspace({ path: copy.path, cleanup: true, isCopy: copy.isCopy })).toBeNull()
    expect(existsSync(copy.path)).toBe(false)
    expect(readFileSync(path.join(root, 'q1', 'data', 'in.csv'), 'utf8')).toBe('a,b\n1,2\n')
  })

  it('returns a warning (never throws) when deleting fails', async () => {
    expect(cleanupWorkspace({ path: 'bad\0path', cleanup: true, isCopy: true })).toMatch(/^Failed to clean up workspace: bad/)
  })
})

describe('workspaces in a task (GenerateAnswer resolves, FinalizeResult cleans up)', () => {
  let server: LlmServer
  beforeEach(async () => {
    server = await startLlmServer()
  })
  afterEach(() => server.close())

  // ParseTemplate stands in for the agentic parse: this suite is about the workspace's life cycle.
  const stages = () => buildStages({ evaluationMode: 'template_only' })

  it('the answering model is told its copy, which exists while it answers and is gone after; the original survives', async () => {
    let seen: string[] = []
    server.on({ model: 'gpt-answerer' }, () => {
      seen = entries()
      return 'BCL2'
    })
    server.on({ model: 'gpt-judge' }, reply.json({ target: 'BCL2' }))
    const result = await runTask(
      loopbackTask(server, { workspacePath: 'q1', replicate: 1, options: { agenticParsing: true, agenticToolLoopJudges: true, workspaceRoot: root } }),
      { stages: stages(), now: steppingClock() },
    )
    expect(result.metadata.failure).toBeNull()
    const copy = seen.find((e) => e.startsWith('q1_run_'))!
    expect(copy).toMatch(/^q1_run_20260102T030405_pid\d+_rep1$/)
    const user = server.requests[0]!.messages.at(-1)!.text
    expect(user).toContain(`What is the putative target of venetoclax?\n\nYour working directory is ${path.join(realRoot(), copy)}.`)
    expect(entries()).toEqual(['q1'])
    expect(readFileSync(path.join(root, 'q1', 'data', 'in.csv'), 'utf8')).toBe('a,b\n1,2\n')
  })

  it('in place (workspaceCopy off) the original is used and survives cleanup', async () => {
    server.on({ model: 'gpt-answerer' }, 'BCL2')
    server.on({ model: 'gpt-judge' }, reply.json({ target: 'BCL2' }))
    await runTask(loopbackTask(server, { workspacePath: 'q1', options: { agenticParsing: true, agenticToolLoopJudges: true, workspaceRoot: root, workspaceCopy: false } }), { stages: stages() })
    expect(server.requests[0]!.messages.at(-1)!.text).toContain(`Your working directory is ${path.join(realRoot(), 'q1')}.`)
    expect(entries()).toEqual(['q1'])
    expect(existsSync(path.join(root, 'q1', 'data', 'in.csv'))).toBe(true)
  })

  it('workspace_cleanup off keeps the copy after the run (the original untouched)', async () => {
    server.on({ model: 'gpt-answerer' }, 'BCL2')
    server.on({ model: 'gpt-judge' }, reply.json({ target: 'BCL2' }))
    const result = await runTask(
      loopbackTask(server, { workspacePath: 'q1', options: { agenticParsing: true, agenticToolLoopJudges: true, workspaceRoot: root, workspaceCleanup: false } }),
      { stages: stages(), now: steppingClock() },
    )
    expect(result.metadata.failure).toBeNull()
    const [original, copy] = entries()
    expect(original).toBe('q1')
    expect(copy).toMatch(/^q1_run_20260102T030405_pid\d+$/)
    expect(readFileSync(path.join(root, copy!, 'data', 'in.csv'), 'utf8')).toBe('a,b\n1,2\n')
  })

  it.skipIf(!CAN_LOCK)('a copy that cannot be deleted: the cleanup warning is among the result warnings, the verdict unchanged', async () => {
    let locked: string | null = null
    // While the answerer works, a file in its copy is made undeletable (as root: immutable; else a read-only folder).
    server.on({ model: 'gpt-answerer' }, () => {
      locked = lockInside(path.join(root, entries().find((e) => e.startsWith('q1_run_'))!))
      return 'BCL2'
    })
    server.on({ model: 'gpt-judge' }, reply.json({ target: 'BCL2' }))
    try {
      const result = await runTask(loopbackTask(server, { workspacePath: 'q1', options: { agenticParsing: true, agenticToolLoopJudges: true, workspaceRoot: root } }), {
        stages: stages(),
      })
      expect(locked).not.toBeNull()
      const copy = path.join(realRoot(), path.relative(root, path.dirname(path.dirname(locked!))))
      expect(result.metadata.failure).toBeNull()
      expect(result.template!.verify_result).toBe(true)
      expect(result.metadata.warnings).toEqual([expect.stringMatching(new RegExp(`^Failed to clean up workspace: ${escapeRegExp(copy)} \\(.+\\)$`))])
      expect(existsSync(copy)).toBe(true)
    } finally {
      if (locked !== null) unlock(locked)
    }
  })

  it('a workspace that cannot be resolved is the task error, with no model call', async () => {
    const result = await runTask(loopbackTask(server, { workspacePath: '../etc', options: { agenticParsing: true, agenticToolLoopJudges: true, workspaceRoot: root } }), { stages: stages() })
    expect(result.metadata.failure?.reason).toBe(`Workspace resolution failed: workspace_path "../etc" of question "q-venetoclax" leaves workspace_root ${JSON.stringify(root)}`)
    expect(server.requests).toHaveLength(0)
  })
})

function realRoot(): string {
  return realpathSync(root)
}

const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** Makes `<dir>/locked/file` undeletable and returns the file: `chattr +i` as root (rm ignores modes), else a read-only folder. */
function lockInside(dir: string): string {
  const file = path.join(dir, 'locked', 'file')
  mkdirSync(path.dirname(file))
  writeFileSync(file, 'x')
  if (process.getuid?.() === 0) execFileSync('chattr', ['+i', file], { stdio: 'ignore' })
  else chmodSync(path.dirname(file), 0o555)
  return file
}

function unlock(file: string): void {
  if (process.getuid?.() === 0) execFileSync('chattr', ['-i', file], { stdio: 'ignore' })
  else chmodSync(path.dirname(file), 0o755)
}

/** Whether this machine can make a file undeletable (chattr needs root and a file system that supports it). */
function canLock(): boolean {
  const dir = mkdtempSync(path.join(tmpdir(), 'karenina-lock-probe-'))
  try {
    const file = lockInside(dir)
    try {
      rmSync(dir, { recursive: true, force: true })
      return false
    } catch {
      unlock(file)
      return true
    }
  } catch {
    return false
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}
const CAN_LOCK = canLock()

describe('workspace copies (issue 28)', () => {
  it('keeps a sparse file sparse, and copies contents, modes and links', async () => {
    const size = 64 * 1024 * 1024
    const sparse = path.join(root, 'q1', 'data', 'sparse.bin')
    writeFileSync(sparse, '')
    truncateSync(sparse, size)
    // Data at both ends, a hole in between.
    const fd = openSync(sparse, 'r+')
    writeSync(fd, 'head', 0)
    writeSync(fd, 'tail', size - 4)
    closeSync(fd)
    chmodSync(path.join(root, 'q1', 'data', 'in.csv'), 0o640)
    symlinkSync('data/in.csv', path.join(root, 'q1', 'link.csv'))
    if (statSync(sparse).blocks * 512 >= size) return console.warn('workspace.test: this file system does not keep sparse files; skipped')
    const ws = await resolveWorkspace({ ...base, root })
    const copy = statSync(path.join(ws.path, 'data', 'sparse.bin'))
    expect(copy.size).toBe(size)
    expect(copy.blocks * 512).toBeLessThan(size / 8)
    const bytes = readFileSync(path.join(ws.path, 'data', 'sparse.bin'))
    expect([bytes.subarray(0, 4).toString(), bytes.subarray(size - 4).toString(), bytes.subarray(4, size - 4).every((b) => b === 0)]).toEqual(['head', 'tail', true])
    expect(statSync(path.join(ws.path, 'data', 'in.csv')).mode & 0o777).toBe(0o640)
    expect(readlinkSync(path.join(ws.path, 'link.csv'))).toBe('data/in.csv')
  })

  it('copies without holding the event loop: a setImmediate queued before the copy runs before it ends', async () => {
    for (let i = 0; i < 200; i++) writeFileSync(path.join(root, 'q1', 'data', `f${i}.txt`), `file ${i}\n`)
    let ran = false
    setImmediate(() => (ran = true))
    const copying = resolveWorkspace({ ...base, root })
    const ranBeforeCopyEnded = await copying.then(() => ran)
    expect(ranBeforeCopyEnded).toBe(true)
  })

  it('does not copy a FIFO of the workspace (nor block reading it)', async () => {
    execFileSync('mkfifo', [path.join(root, 'q1', 'pipe')])
    const ws = await resolveWorkspace({ ...base, root })
    expect(readdirSync(ws.path).sort()).toEqual(['data'])
  })

  it('refuses workspace_path "." while copying (the copy would hold every workspace); in place it is the root', async () => {
    const problem = `workspace_path "." of question "q1" is workspace_root itself: a copy would hold every question's workspace; give the question a subdirectory, or set workspace_copy: false to work in place`
    await expect(resolveWorkspace({ ...base, root, questionPath: '.' })).rejects.toThrow(problem)
    expect(workspaceProblem(root, [{ id: 'q1', workspacePath: '.' }])).toBe(problem)
    expect(workspaceProblem(root, [{ id: 'q1', workspacePath: './' }], false)).toBeNull()
    expect(await resolveWorkspace({ ...base, root, questionPath: '.', copy: false })).toEqual({ path: realRoot(), isCopy: false })
    expect(entries()).toEqual(['q1'])
  })
})
