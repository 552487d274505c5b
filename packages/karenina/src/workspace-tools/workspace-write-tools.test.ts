import { link, lstat, mkdir, mkdtemp, readdir, readFile, rm, symlink, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { AgentTool } from '../llm/ports.js'
import { workspaceTools, type WorkspaceToolsOptions } from './workspace-tools.js'

let base: string
let ws: string
let outside: string

beforeEach(async () => {
  base = await mkdtemp(path.join(tmpdir(), 'karenina-ws-write-'))
  ws = path.join(base, 'ws')
  outside = path.join(base, 'outside')
  await mkdir(path.join(ws, 'data'), { recursive: true })
  await mkdir(outside)
  await writeFile(path.join(ws, 'data', 'input.csv'), 'drug,dose_mg\nimatinib,400\n')
  await writeFile(path.join(outside, 'secret.txt'), 'TOP SECRET\n')
})
afterEach(async () => {
  await rm(base, { recursive: true, force: true })
})

function tool(name: string, options: WorkspaceToolsOptions = { write: true }): AgentTool {
  const found = workspaceTools(ws, options).find((t) => t.name === name)
  if (!found) throw new Error(`no tool ${name}`)
  return found
}
const call = (name: string, input: Record<string, unknown>, options?: WorkspaceToolsOptions): Promise<unknown> =>
  tool(name, options).execute(input, {})

/** Every file and directory under `dir` (relative), so a test can prove nothing appeared outside. */
async function tree(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true })
  return entries.map(String).sort()
}

describe('workspace write tools (opt-in)', () => {
  it('are offered only with write: true', () => {
    expect(workspaceTools(ws).map((t) => t.name)).not.toContain('write_file')
    expect(workspaceTools(ws, { write: true }).map((t) => t.name)).toEqual(['list_directory', 'read_file', 'glob', 'grep', 'write_file', 'edit_file'])
    expect(() => workspaceTools(ws, { write: true, maxWriteBytes: 0 })).toThrow(/maxWriteBytes: must be a positive integer/)
  })

  it('write_file creates a file with its parent directories, and overwrites it', async () => {
    expect(await call('write_file', { path: 'out/deep/report.csv', content: 'drug,total\nimatinib,400\n' })).toBe('wrote 24 bytes to out/deep/report.csv')
    expect(await readFile(path.join(ws, 'out', 'deep', 'report.csv'), 'utf8')).toBe('drug,total\nimatinib,400\n')
    expect(await call('write_file', { path: 'out/deep/report.csv', content: 'é' })).toBe('wrote 2 bytes to out/deep/report.csv')
    expect(await readFile(path.join(ws, 'out', 'deep', 'report.csv'), 'utf8')).toBe('é')
    // What was written is readable by the read tools of the same set.
    expect(await call('read_file', { path: 'out/deep/report.csv' })).toBe('é')
  })

  it('write_file refuses content above maxWriteBytes and writes nothing', async () => {
    await expect(call('write_file', { path: 'big.txt', content: 'x'.repeat(11) }, { write: true, maxWriteBytes: 10 })).rejects.toThrow(
      'content for "big.txt" is 11 bytes; the limit is 10',
    )
    await expect(lstat(path.join(ws, 'big.txt'))).rejects.toThrow(/ENOENT/)
  })

  it('write_file refuses a directory or the root itself', async () => {
    await expect(call('write_file', { path: 'data', content: 'x' })).rejects.toThrow('path "data" is a directory')
    await expect(call('write_file', { path: '.', content: 'x' })).rejects.toThrow('is the workspace directory, not a file')
    await expect(call('write_file', { path: 'data/input.csv/x.txt', content: 'x' })).rejects.toThrow(/goes through a file|cannot create/)
  })

  it('edit_file replaces exact text once, or every occurrence with replace_all', async () => {
    expect(await call('edit_file', { path: 'data/input.csv', old_text: '400', new_text: '600' })).toBe('replaced 1 occurrence in data/input.csv')
    expect(await readFile(path.join(ws, 'data', 'input.csv'), 'utf8')).toBe('drug,dose_mg\nimatinib,600\n')
    await writeFile(path.join(ws, 'twice.txt'), 'a-a')
    await expect(call('edit_file', { path: 'twice.txt', old_text: 'a', new_text: 'b' })).rejects.toThrow('old_text occurs 2 times in "twice.txt"')
    expect(await call('edit_file', { path: 'twice.txt', old_text: 'a', new_text: '$&' , replace_all: true })).toBe('replaced 2 occurrences in twice.txt')
    expect(await readFile(path.join(ws, 'twice.txt'), 'utf8')).toBe('$&-$&')
    await expect(call('edit_file', { path: 'twice.txt', old_text: 'zzz', new_text: 'b' })).rejects.toThrow('old_text does not occur in "twice.txt"')
    await expect(call('edit_file', { path: 'missing.txt', old_text: 'a', new_text: 'b' })).rejects.toThrow('path "missing.txt" does not exist')
    await writeFile(path.join(ws, 'twice.txt'), 'a-a')
    await expect(call('edit_file', { path: 'twice.txt', old_text: 'a', new_text: 'x'.repeat(20), replace_all: true }, { write: true, maxWriteBytes: 10 })).rejects.toThrow(
      'the edited "twice.txt" would be 41 bytes; the limit is 10',
    )
  })
})

describe('write confinement: escapes are tool errors and leave the outside untouched', () => {
  async function expectOutsideUntouched(): Promise<void> {
    expect(await tree(outside)).toEqual(['secret.txt'])
    expect(await readFile(path.join(outside, 'secret.txt'), 'utf8')).toBe('TOP SECRET\n')
    expect(await tree(base)).not.toContain('pwned.txt')
  }

  it('refuses absolute paths and .. out (write_file and edit_file)', async () => {
    await expect(call('write_file', { path: path.join(outside, 'secret.txt'), content: 'pwned' })).rejects.toThrow(/is absolute/)
    await expect(call('write_file', { path: path.join(ws, 'inside.txt'), content: 'x' })).rejects.toThrow(/is absolute/)
    await expect(call('write_file', { path: '../outside/secret.txt', content: 'pwned' })).rejects.toThrow('leaves the workspace')
    await expect(call('write_file', { path: 'new/../../pwned.txt', content: 'pwned' })).rejects.toThrow('leaves the workspace')
    await expect(call('edit_file', { path: '../outside/secret.txt', old_text: 'TOP', new_text: 'pwned' })).rejects.toThrow('leaves the workspace')
    await expectOutsideUntouched()
    // `..` that stays inside is fine.
    expect(await call('write_file', { path: 'data/../ok.txt', content: 'ok' })).toBe('wrote 2 bytes to ok.txt')
  })

  it('refuses to write through a symlinked file or directory that points outside, creating nothing', async () => {
    await symlink(path.join(outside, 'secret.txt'), path.join(ws, 'leak.txt'))
    await symlink(outside, path.join(ws, 'leakdir'))
    await expect(call('write_file', { path: 'leak.txt', content: 'pwned' })).rejects.toThrow('path "leak.txt" is a symlink that leaves the workspace')
    await expect(call('write_file', { path: 'leakdir/secret.txt', content: 'pwned' })).rejects.toThrow('is a symlink that leaves the workspace')
    await expect(call('write_file', { path: 'leakdir/pwned.txt', content: 'pwned' })).rejects.toThrow('is a symlink that leaves the workspace')
    // A new directory below the outside link: refused before any directory is made.
    await expect(call('write_file', { path: 'leakdir/sub/deeper/pwned.txt', content: 'pwned' })).rejects.toThrow('is a symlink that leaves the workspace')
    await expect(call('edit_file', { path: 'leak.txt', old_text: 'TOP', new_text: 'pwned' })).rejects.toThrow('is a symlink that leaves the workspace')
    await expect(call('edit_file', { path: 'leakdir/secret.txt', old_text: 'TOP', new_text: 'pwned' })).rejects.toThrow('leaves the workspace')
    await expectOutsideUntouched()
    expect(await lstat(path.join(ws, 'leak.txt')).then((s) => s.isSymbolicLink())).toBe(true)
  })

  it('refuses a dangling symlink (its target would be created outside) and a symlink loop', async () => {
    await symlink(path.join(outside, 'pwned.txt'), path.join(ws, 'dangling.txt'))
    await symlink(path.join(ws, 'loop-b'), path.join(ws, 'loop-a'))
    await symlink(path.join(ws, 'loop-a'), path.join(ws, 'loop-b'))
    await expect(call('write_file', { path: 'dangling.txt', content: 'pwned' })).rejects.toThrow('path "dangling.txt" is or goes through a dangling symlink; not written')
    await expect(call('write_file', { path: 'loop-a', content: 'x' })).rejects.toThrow('path "loop-a" goes through a symlink loop')
    await expect(call('write_file', { path: 'loop-a/x.txt', content: 'x' })).rejects.toThrow('goes through a symlink loop')
    await expect(call('edit_file', { path: 'loop-a', old_text: 'a', new_text: 'b' })).rejects.toThrow('path "loop-a" is a symlink loop')
    await expectOutsideUntouched()
  })

  it('refuses to write through a hard link (its content may live outside too)', async () => {
    await link(path.join(outside, 'secret.txt'), path.join(ws, 'hard.txt'))
    await expect(call('write_file', { path: 'hard.txt', content: 'pwned' })).rejects.toThrow('path "hard.txt" is a hard link (2 names); not written')
    await expect(call('edit_file', { path: 'hard.txt', old_text: 'TOP', new_text: 'pwned' })).rejects.toThrow('is a hard link')
    await expectOutsideUntouched()
  })

  it('follows a symlink that stays inside, writing its target', async () => {
    await symlink(path.join(ws, 'data', 'input.csv'), path.join(ws, 'alias.csv'))
    expect(await call('write_file', { path: 'alias.csv', content: 'new\n' })).toBe('wrote 4 bytes to data/input.csv')
    expect(await readFile(path.join(ws, 'data', 'input.csv'), 'utf8')).toBe('new\n')
  })
})
