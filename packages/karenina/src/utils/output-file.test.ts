// The one output writer, on real files: what it replaces atomically, writes in place or refuses. /dev/null is
// reached only through a link in a temp dir (we may run as root: a wrong rename must never replace the device).
import { chmodSync, lstatSync, mkdirSync, readFileSync, readlinkSync, statSync, symlinkSync, writeFileSync } from 'node:fs'
import { mkdtemp, rm } from 'node:fs/promises'
import { createServer, type Server } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { OutputFileError } from '../errors/output-file-error.js'
import { resolveOutputTarget, writeOutputFile, writeOutputText } from './output-file.js'

let dir: string
beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'karenina-output-file-'))
})
afterEach(async () => {
  await rm(dir, { recursive: true, force: true })
})

describe('writeOutputFile', () => {
  it('replaces the file a link points to, leaving the link a link and the mode as it was', async () => {
    const real = path.join(dir, 'real.json')
    writeFileSync(real, 'old')
    chmodSync(real, 0o640)
    symlinkSync('real.json', path.join(dir, 'link.json'))
    await writeOutputText(path.join(dir, 'link.json'), 'new')
    expect(readlinkSync(path.join(dir, 'link.json'))).toBe('real.json')
    expect(readFileSync(real, 'utf8')).toBe('new')
    expect(statSync(real).mode & 0o777).toBe(0o640)
  })

  it('writes a device in place, in chunks larger than one batch', async () => {
    expect(statSync('/dev/null').isCharacterDevice()).toBe(true)
    symlinkSync('/dev/null', path.join(dir, 'null'))
    await writeOutputFile(path.join(dir, 'null'), async (out) => {
      for (let i = 0; i < 40; i++) await out.write(Buffer.alloc(8192, 1))
    })
    expect(lstatSync(path.join(dir, 'null')).isSymbolicLink()).toBe(true)
    expect(statSync('/dev/null').isCharacterDevice()).toBe(true)
    expect((await resolveOutputTarget(path.join(dir, 'null'))).mode).toBe('in-place')
  })

  it('refuses a directory, a socket, a read-only file and an input, naming the file; nothing is written', async () => {
    mkdirSync(path.join(dir, 'sub'))
    await expect(writeOutputText(path.join(dir, 'sub'), 'x')).rejects.toThrow(`cannot write ${path.join(dir, 'sub')}: it is a directory`)
    const socketPath = path.join(dir, 'sock')
    const server: Server = createServer()
    await new Promise<void>((done) => server.listen(socketPath, done))
    try {
      await expect(writeOutputText(socketPath, 'x')).rejects.toThrow(OutputFileError)
      await expect(writeOutputText(socketPath, 'x')).rejects.toThrow('it is a socket')
    } finally {
      await new Promise<void>((done) => server.close(() => done()))
    }
    const readOnly = path.join(dir, 'ro.json')
    writeFileSync(readOnly, 'keep')
    chmodSync(readOnly, 0o444)
    await expect(writeOutputText(readOnly, 'x')).rejects.toThrow('the file is read-only (mode 0444)')
    expect(readFileSync(readOnly, 'utf8')).toBe('keep')
    const input = path.join(dir, 'in.json')
    writeFileSync(input, 'input')
    symlinkSync('in.json', path.join(dir, 'in-link.json'))
    await expect(writeOutputText(path.join(dir, 'in-link.json'), 'x', { inputs: [input] })).rejects.toThrow(`it is the same file as ${input}`)
    expect(readFileSync(input, 'utf8')).toBe('input')
    await expect(resolveOutputTarget(path.join(dir, 'progress.jsonl'), { regularOnly: true })).resolves.toMatchObject({ mode: 'replace' })
  })
})
