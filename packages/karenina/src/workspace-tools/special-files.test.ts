// read_file, grep, edit_file and write_file on a FIFO, as `workspace_copy: false` gives an agent the user's own
// directory. Opening a FIFO blocks until the other end is opened, and a blocked open or read holds one of libuv's
// four threads past every timeout and signal. These tests hold the FIFO open for read and write themselves, so a
// tool that still opens it the blocking way does not hang the test: it reads nothing (or writes into the pipe)
// and the assertions fail instead.
import { execFileSync } from 'node:child_process'
import { closeSync, constants, lstatSync, openSync } from 'node:fs'
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { workspaceTools } from './workspace-tools.js'

let ws: string
let fifo: string
let held: number
beforeEach(async () => {
  ws = await mkdtemp(path.join(tmpdir(), 'karenina-ws-fifo-'))
  await writeFile(path.join(ws, 'notes.txt'), 'imatinib 400 mg\n')
  fifo = path.join(ws, 'pipe')
  execFileSync('mkfifo', [fifo])
  held = openSync(fifo, constants.O_RDWR | constants.O_NONBLOCK)
})
afterEach(async () => {
  closeSync(held)
  await rm(ws, { recursive: true, force: true })
})

const call = (name: string, input: Record<string, unknown>): Promise<unknown> => {
  const tool = workspaceTools(ws, { write: true }).find((t) => t.name === name)!
  return Promise.resolve(tool.execute(input, {}))
}

describe('workspace file tools refuse non-regular files', () => {
  it('read_file on a FIFO is a tool error naming it', async () => {
    await expect(call('read_file', { path: 'pipe' })).rejects.toThrow('"pipe" is a FIFO (named pipe); only regular files can be read')
  })

  it('grep skips a FIFO met while walking, and refuses one named as its path', async () => {
    await expect(call('grep', { pattern: 'imatinib' })).resolves.toBe('notes.txt:1: imatinib 400 mg')
    await expect(call('grep', { pattern: 'imatinib', path: 'pipe' })).rejects.toThrow('"pipe" is a FIFO (named pipe); only regular files are searched')
  })

  it('edit_file and write_file on a FIFO are tool errors; the FIFO stays a FIFO', async () => {
    await expect(call('edit_file', { path: 'pipe', old_text: 'a', new_text: 'b' })).rejects.toThrow('"pipe" is a FIFO (named pipe); only regular files can be edited')
    await expect(call('write_file', { path: 'pipe', content: 'x' })).rejects.toThrow('path "pipe" is a FIFO (named pipe); only regular files can be written')
    expect(lstatSync(fifo).isFIFO()).toBe(true)
  })

  it('write_file and edit_file still write regular files', async () => {
    await call('edit_file', { path: 'notes.txt', old_text: '400', new_text: '600' })
    expect(await readFile(path.join(ws, 'notes.txt'), 'utf8')).toBe('imatinib 600 mg\n')
    await call('write_file', { path: 'notes.txt', content: 'short' })
    expect(await readFile(path.join(ws, 'notes.txt'), 'utf8')).toBe('short')
  })
})
