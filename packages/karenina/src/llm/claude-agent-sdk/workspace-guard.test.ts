import { mkdir, mkdtemp, rm, symlink, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { WorkspaceRoot } from '../workspace-root.js'
import { workspaceGuardHook, workspaceViolation } from './workspace-guard.js'

let base: string
let root: WorkspaceRoot

beforeEach(async () => {
  base = await mkdtemp(path.join(tmpdir(), 'karenina-guard-'))
  await mkdir(path.join(base, 'ws', 'src'), { recursive: true })
  await writeFile(path.join(base, 'secret.txt'), 'x')
  await symlink(path.join(base, 'secret.txt'), path.join(base, 'ws', 'leak.txt'))
  root = new WorkspaceRoot(path.join(base, 'ws'))
})
afterEach(async () => {
  await rm(base, { recursive: true, force: true })
})

describe('workspaceViolation (Claude Code tool inputs)', () => {
  it('lets paths inside the workspace through, relative or absolute, existing or not yet written', async () => {
    expect(await workspaceViolation(root, 'Read', { file_path: path.join(root.dir, 'src', 'a.ts') })).toBeUndefined()
    expect(await workspaceViolation(root, 'Write', { file_path: path.join(root.dir, 'new', 'deep', 'b.ts') })).toBeUndefined()
    expect(await workspaceViolation(root, 'Grep', { pattern: 'x', path: 'src', glob: '*.ts' })).toBeUndefined()
    expect(await workspaceViolation(root, 'Glob', { pattern: '**/*.ts' })).toBeUndefined()
    expect(await workspaceViolation(root, 'TodoWrite', { todos: [] })).toBeUndefined()
  })

  it('names paths, symlinks and patterns that leave it', async () => {
    expect(await workspaceViolation(root, 'Read', { file_path: path.join(base, 'secret.txt') })).toMatch(/^Read file_path ".*secret.txt" is outside the workspace/)
    expect(await workspaceViolation(root, 'Read', { file_path: '../secret.txt' })).toMatch(/is outside the workspace/)
    expect(await workspaceViolation(root, 'Read', { file_path: 'leak.txt' })).toMatch(/Read file_path "leak.txt" is outside/)
    expect(await workspaceViolation(root, 'Glob', { pattern: '/etc/**' })).toMatch(/Glob pattern "\/etc\/\*\*" is outside/)
    expect(await workspaceViolation(root, 'Glob', { pattern: '../**/*.txt' })).toMatch(/leaves the workspace \(\.\.\)/)
    expect(await workspaceViolation(root, 'Grep', { pattern: 'x', path: '/' })).toMatch(/Grep path "\/" is outside/)
    expect(await workspaceViolation(root, 'NotebookEdit', { notebook_path: '/tmp/n.ipynb' })).toMatch(/outside/)
  })

  it('answers as a PreToolUse hook: deny with the reason, or nothing', async () => {
    const hook = workspaceGuardHook(root, ['Read'])
    expect(await hook({ tool_name: 'Read', tool_input: { file_path: 'src/a.ts' } })).toEqual({})
    expect(await hook({ tool_name: 'Read', tool_input: { file_path: '/etc/passwd' } })).toEqual({
      hookSpecificOutput: { hookEventName: 'PreToolUse', permissionDecision: 'deny', permissionDecisionReason: expect.stringContaining('"/etc/passwd" is outside the workspace') },
    })
  })

  it('denies every tool the agent was not given, Bash and write tools included, whatever their input', async () => {
    const hook = workspaceGuardHook(root, ['Read', 'Glob', 'Grep'])
    const denied = (reason: RegExp) => ({ hookSpecificOutput: { hookEventName: 'PreToolUse', permissionDecision: 'deny', permissionDecisionReason: expect.stringMatching(reason) } })
    expect(await hook({ tool_name: 'Bash', tool_input: { command: 'touch marker' } })).toEqual(denied(/^"Bash" is not among the tools this agent was given \(Read, Glob, Grep\)/))
    expect(await hook({ tool_name: 'Write', tool_input: { file_path: 'src/a.ts', content: 'x' } })).toEqual(denied(/"Write" is not among/))
    expect(await hook({ tool_name: 'WebFetch', tool_input: { url: 'http://127.0.0.1/' } })).toEqual(denied(/"WebFetch" is not among/))
    // Granted by the user's own config: Bash runs (it cannot be path-checked), Write stays in the workspace.
    const granted = workspaceGuardHook(root, ['Bash', 'Write'])
    expect(await granted({ tool_name: 'Bash', tool_input: { command: 'ls' } })).toEqual({})
    expect(await granted({ tool_name: 'Write', tool_input: { file_path: '/tmp/x', content: 'x' } })).toEqual(denied(/outside the workspace/))
  })
})
