import { mkdir, mkdtemp, rm, symlink, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { ConfigError } from '../errors/config-error.js'
import type { AgentTool } from '../llm/ports.js'
import { workspaceTools, type WorkspaceToolsOptions } from './workspace-tools.js'

let base: string
let ws: string
let outside: string

beforeEach(async () => {
  base = await mkdtemp(path.join(tmpdir(), 'karenina-ws-'))
  ws = path.join(base, 'ws')
  outside = path.join(base, 'outside')
  await mkdir(path.join(ws, 'data', 'nested'), { recursive: true })
  await mkdir(outside)
  await writeFile(path.join(ws, 'README.md'), '# Trial\nThe primary endpoint is overall survival.\n')
  await writeFile(path.join(ws, 'data', 'results.csv'), 'drug,dose_mg\nimatinib,400\nnilotinib,300\n')
  await writeFile(path.join(ws, 'data', 'nested', 'notes.txt'), 'dose of imatinib: 400 mg\n')
  await writeFile(path.join(ws, 'data', 'blob.bin'), Buffer.from([0x89, 0x50, 0x00, 0x01]))
  await writeFile(path.join(outside, 'secret.txt'), 'TOP SECRET imatinib\n')
})
afterEach(async () => {
  await rm(base, { recursive: true, force: true })
})

function tool(name: string, options: WorkspaceToolsOptions = {}): AgentTool {
  const found = workspaceTools(ws, options).find((t) => t.name === name)
  if (!found) throw new Error(`no tool ${name}`)
  return found
}
const call = (name: string, input: Record<string, unknown>, options?: WorkspaceToolsOptions): Promise<unknown> =>
  tool(name, options).execute(input, {})

describe('workspaceTools', () => {
  it('offers the four read-only tools, and run_command only when enabled', () => {
    expect(workspaceTools(ws).map((t) => t.name)).toEqual(['list_directory', 'read_file', 'glob', 'grep'])
    expect(workspaceTools(ws, { commands: true }).map((t) => t.name)).toContain('run_command')
    expect(workspaceTools(ws, { commands: false }).map((t) => t.name)).not.toContain('run_command')
  })

  it('names a missing directory or a bad limit as a ConfigError', () => {
    expect(() => workspaceTools(path.join(base, 'nope'))).toThrow(ConfigError)
    expect(() => workspaceTools(path.join(ws, 'README.md'))).toThrow(/is not a directory/)
    expect(() => workspaceTools(ws, { maxReadBytes: 0 })).toThrow(/maxReadBytes: must be a positive integer/)
  })

  it('lists, reads, globs and greps real files', async () => {
    expect(await call('list_directory', {})).toBe('README.md (50 bytes)\ndata/')
    expect(await call('list_directory', { path: 'data' })).toBe('blob.bin (4 bytes)\nnested/\nresults.csv (40 bytes)')
    expect(await call('read_file', { path: 'data/results.csv' })).toBe('drug,dose_mg\nimatinib,400\nnilotinib,300\n')
    expect(await call('glob', { pattern: '**/*.{csv,txt}' })).toBe('data/nested/notes.txt\ndata/results.csv')
    expect(await call('glob', { pattern: '*.txt', path: 'data/nested' })).toBe('data/nested/notes.txt')
    expect(await call('grep', { pattern: 'imatinib' })).toBe('data/nested/notes.txt:1: dose of imatinib: 400 mg\ndata/results.csv:2: imatinib,400')
    expect(await call('grep', { pattern: 'SURVIVAL', ignore_case: true, path: 'README.md' })).toBe('README.md:2: The primary endpoint is overall survival.')
    expect(await call('grep', { pattern: 'dose', include: '*.csv', path: 'data' })).toBe('data/results.csv:1: drug,dose_mg')
  })

  it('caps a read at maxReadBytes and says how to read on', async () => {
    const first = await call('read_file', { path: 'data/results.csv' }, { maxReadBytes: 10 })
    expect(first).toBe('drug,dose_\n[truncated: bytes 0–10 of 40; call read_file with offset 10 for more]')
    expect(await call('read_file', { path: 'data/results.csv', offset: 36 }, { maxReadBytes: 10 })).toBe('300\n')
  })

  it('caps list, glob and grep results', async () => {
    await writeFile(path.join(ws, 'data', 'more.csv'), 'imatinib\nimatinib\nimatinib\n')
    expect(await call('glob', { pattern: '**/*' }, { maxResults: 2 })).toBe('README.md\ndata/blob.bin\n[3 more files not shown]')
    expect(await call('grep', { pattern: 'imatinib' }, { maxResults: 2 })).toBe('data/more.csv:1: imatinib\ndata/more.csv:2: imatinib\n[stopped after 2 matches]')
    expect(await call('list_directory', { path: 'data' }, { maxResults: 1 })).toBe('blob.bin (4 bytes)\n[3 more entries not shown]')
  })

  it('refuses binary files and directories in read_file, and skips binaries in grep', async () => {
    await expect(call('read_file', { path: 'data/blob.bin' })).rejects.toThrow('"data/blob.bin" is a binary file (4 bytes)')
    await expect(call('read_file', { path: 'data' })).rejects.toThrow('"data" is a directory; use list_directory')
    await expect(call('list_directory', { path: 'README.md' })).rejects.toThrow('is a file; use read_file')
    expect(await call('grep', { pattern: 'P' })).toBe('no lines match "P"')
  })

  it('answers a missing file, an invalid regex and bad arguments with an error the model can read', async () => {
    await expect(call('read_file', { path: 'missing.txt' })).rejects.toThrow('path "missing.txt" does not exist')
    await expect(call('grep', { pattern: '(' })).rejects.toThrow(/pattern "\(" is not a valid regular expression/)
    await expect(call('read_file', { file: 'README.md' })).rejects.toThrow(/invalid arguments for tool read_file/)
  })

  it('cuts off a catastrophic grep pattern at its time budget instead of blocking for hours', async () => {
    await writeFile(path.join(ws, 'data', 'evil.txt'), `${'a'.repeat(40)}!\n`)
    await expect(call('grep', { pattern: '(a+)+$', path: 'data/evil.txt' }, { regexBudgetMs: 1000 })).rejects.toThrow(
      'pattern "(a+)+$" took longer than 1000 ms (searching from data/evil.txt); simplify it',
    )
    // The same tool set still answers afterwards.
    expect(await call('grep', { pattern: 'a{40}!', path: 'data/evil.txt' })).toBe(`data/evil.txt:1: ${'a'.repeat(40)}!`)
  })
})

describe('workspace confinement', () => {
  it('refuses .. that leaves the workspace, but allows .. that stays inside', async () => {
    await expect(call('read_file', { path: '../outside/secret.txt' })).rejects.toThrow('path "../outside/secret.txt" leaves the workspace')
    await expect(call('list_directory', { path: '..' })).rejects.toThrow('leaves the workspace')
    await expect(call('grep', { pattern: 'SECRET', path: 'data/../../outside' })).rejects.toThrow('leaves the workspace')
    expect(await call('read_file', { path: 'data/../README.md' })).toContain('# Trial')
  })

  it('refuses absolute paths, even ones inside the workspace', async () => {
    await expect(call('read_file', { path: path.join(outside, 'secret.txt') })).rejects.toThrow(/is absolute; paths are relative/)
    await expect(call('read_file', { path: path.join(ws, 'README.md') })).rejects.toThrow(/is absolute/)
    await expect(call('read_file', { path: 'C:\\Windows\\win.ini' })).rejects.toThrow(/is absolute/)
  })

  it('refuses glob patterns that climb out or are absolute', async () => {
    await expect(call('glob', { pattern: '../outside/*' })).rejects.toThrow('pattern "../outside/*" leaves the workspace (..)')
    await expect(call('glob', { pattern: '**/../../**' })).rejects.toThrow('leaves the workspace')
    await expect(call('glob', { pattern: `${outside}/*.txt` })).rejects.toThrow(/is absolute/)
    await expect(call('grep', { pattern: 'SECRET', include: '../outside/*' })).rejects.toThrow('leaves the workspace')
  })

  it('refuses symlinks whose target is outside, and follows those that stay inside', async () => {
    await symlink(path.join(outside, 'secret.txt'), path.join(ws, 'leak.txt'))
    await symlink(outside, path.join(ws, 'leakdir'))
    await symlink(path.join(ws, 'data', 'results.csv'), path.join(ws, 'alias.csv'))
    await expect(call('read_file', { path: 'leak.txt' })).rejects.toThrow('path "leak.txt" is a symlink that leaves the workspace')
    await expect(call('read_file', { path: 'leakdir/secret.txt' })).rejects.toThrow('is a symlink that leaves the workspace')
    await expect(call('list_directory', { path: 'leakdir' })).rejects.toThrow('leaves the workspace')
    expect(await call('read_file', { path: 'alias.csv' })).toContain('imatinib,400')
    const globbed = String(await call('glob', { pattern: '**/*' }))
    expect(globbed).not.toMatch(/leak|secret/)
    expect(String(await call('grep', { pattern: 'SECRET' }))).toBe('no lines match "SECRET"')
    expect(await call('list_directory', {})).toContain('leak.txt@')
    // glob and grep skip symlinks altogether (even one that stays inside): the crawl never follows a link.
    expect(globbed).not.toContain('alias.csv')
  })

  it('reports a symlink loop as a tool error and globs past it', async () => {
    await symlink(path.join(ws, 'loop-b'), path.join(ws, 'loop-a'))
    await symlink(path.join(ws, 'loop-a'), path.join(ws, 'loop-b'))
    await symlink(ws, path.join(ws, 'data', 'self'))
    await expect(call('read_file', { path: 'loop-a' })).rejects.toThrow('path "loop-a" is a symlink loop')
    expect(await call('glob', { pattern: '**/*.csv' })).toBe('data/results.csv')
  })

  it('refuses a workspace symlink to the root of the file system', async () => {
    await symlink('/', path.join(ws, 'root'))
    await expect(call('read_file', { path: 'root/etc/passwd' })).rejects.toThrow('is a symlink that leaves the workspace')
    expect(await call('glob', { pattern: 'root/**/passwd' })).toBe('no files match "root/**/passwd"')
  })
})

describe('run_command (opt-in)', () => {
  const node = process.execPath

  it('runs a program with its cwd at the workspace root', async () => {
    const out = await call('run_command', { command: node, args: ['-e', 'console.log(process.cwd())'] }, { commands: true })
    expect(out).toBe(`exit code 0\nstdout:\n${await import('node:fs/promises').then((fs) => fs.realpath(ws))}\n\nstderr:\n`)
  })

  it('reports a non-zero exit code and refuses programs outside the allow-list', async () => {
    const out = await call('run_command', { command: node, args: ['-e', 'process.stderr.write("bad"); process.exit(3)'] }, { commands: true })
    expect(out).toBe('exit code 3\nstdout:\n\nstderr:\nbad')
    await expect(call('run_command', { command: 'rm', args: ['-rf', '.'] }, { commands: { allowed: [node] } })).rejects.toThrow(/command "rm" is not allowed/)
    await expect(call('run_command', { command: 'no-such-program-karenina' }, { commands: true })).rejects.toThrow('command "no-such-program-karenina" not found')
  })

  it('kills a program that outlives its timeout', async () => {
    const never = ['-e', 'setInterval(() => {}, 1000)']
    await expect(call('run_command', { command: node, args: never }, { commands: { timeoutMs: 100 } })).rejects.toThrow(/timed out after 100 ms/)
  })

  it('refuses arguments that name paths outside the workspace, even for an allowed program', async () => {
    const cat = { commands: { allowed: ['cat'] } }
    await symlink(path.join(outside, 'secret.txt'), path.join(ws, 'link-out'))
    const secret = path.join(outside, 'secret.txt')
    await expect(call('run_command', { command: 'cat', args: [secret] }, cat)).rejects.toThrow(`argument ${JSON.stringify(secret)} is an absolute path; arguments may name only paths inside the workspace`)
    await expect(call('run_command', { command: 'cat', args: ['../outside/secret.txt'] }, cat)).rejects.toThrow('argument "../outside/secret.txt" leaves the workspace')
    await expect(call('run_command', { command: 'cat', args: [`--file=${secret}`] }, cat)).rejects.toThrow('is an absolute path')
    await expect(call('run_command', { command: 'cat', args: ['~/.ssh/id_rsa'] }, cat)).rejects.toThrow('is an absolute path')
    await expect(call('run_command', { command: 'cat', args: ['link-out'] }, cat)).rejects.toThrow('is a symlink that leaves the workspace')
    expect(await call('run_command', { command: 'cat', args: ['README.md', 'data/../README.md'] }, cat)).toContain('overall survival.\n# Trial')
  })

  // The background child keeps the command's stdout open, so the call ends only once it is dying; its state is
  // read from /proc (a killed child closes its files before it becomes a zombie, so the test waits for that
  // state; a child that was not killed lives for 60 s, past the test's timeout).
  const backgroundChild = (pidFile: string, thenExit: boolean) => [
    '-e',
    `const c = require('node:child_process').spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60000)'], { stdio: ['ignore', 'inherit', 'ignore'] });` +
      `require('node:fs').writeFileSync(${JSON.stringify(pidFile)}, String(c.pid));` +
      (thenExit ? 'process.exit(0)' : 'setInterval(() => {}, 1000)'),
  ]
  /** Resolves once the child is dead (a zombie or gone); never, if nothing killed it. */
  const untilDead = async (pidFile: string): Promise<void> => {
    const pid = (await import('node:fs')).readFileSync(pidFile, 'utf8')
    const running = async () => {
      const stat = await import('node:fs/promises').then((fs) => fs.readFile(`/proc/${pid}/stat`, 'utf8')).catch(() => null)
      return stat !== null && !/^\d+ \(.*\) [ZX]/.test(stat)
    }
    while (await running()) await new Promise((resolve) => setTimeout(resolve, 10))
  }

  it.runIf(process.platform === 'linux')('kills background children when the command times out', async () => {
    const pidFile = path.join(base, 'bg-timeout.pid')
    await expect(call('run_command', { command: node, args: backgroundChild(pidFile, false) }, { commands: { timeoutMs: 1000 } })).rejects.toThrow(/timed out after 1000 ms/)
    await untilDead(pidFile)
  })

  it.runIf(process.platform === 'linux')('kills background children left by a command that exited', async () => {
    const pidFile = path.join(base, 'bg-exit.pid')
    expect(await call('run_command', { command: node, args: backgroundChild(pidFile, true) }, { commands: { timeoutMs: 15_000 } })).toMatch(/^exit code 0\n/)
    await untilDead(pidFile)
  })
})

