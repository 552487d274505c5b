// Where `karenina verify -o`, `--html`, `merge -o` and `report --html` write: a regular file is replaced atomically
// (its mode kept), a device, a FIFO or stdout is written in place with no progress file beside it, and a read-only
// file or an input of the command is refused before any model call. We run as root in CI: a rename over a device
// would replace it, so the tests reach /dev/null only through a link in a temp dir (a wrong rename replaces the
// link, never the device) and check that /dev/null is still a character device before and after.
import { execFileSync } from 'node:child_process'
import { closeSync, constants, existsSync, lstatSync, openSync, statSync, writeSync } from 'node:fs'
import { chmod, mkdtemp, readFile, rm, symlink, writeFile } from 'node:fs/promises'
import { Socket } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { reply, startLlmServer, type LlmServer } from '@karenina/testing'
import { Benchmark, defineTemplate, exactMatch, field } from 'karenina'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { saveCheckpoint } from '../../packages/karenina/src/benchmark/checkpoint/save-checkpoint.js'
import { exited, runKarenina, startKarenina } from './fixtures/karenina-cli.js'

const Target = defineTemplate({
  target: field(z.string(), { description: 'The protein target', groundTruth: 'BCL2', check: exactMatch({ normalize: ['lowercase'] }) }),
})

let server: LlmServer
let dir: string
let checkpoint: string
let checkpointText: string
beforeAll(async () => {
  server = await startLlmServer()
  server.on({ model: 'gpt-answer' }, 'The target is BCL2.')
  server.on({ model: 'gpt-judge' }, () => reply.json({ target: 'BCL2' }))
  dir = await mkdtemp(join(tmpdir(), 'karenina-outputs-'))
  const benchmark = Benchmark.create({ name: 'outputs', now: () => new Date(2026, 0, 2, 3, 4, 5) })
  benchmark.addQuestion({ id: 'q1', question: 'What is the putative target of venetoclax?', rawAnswer: 'BCL2', template: Target })
  checkpoint = join(dir, 'bench.jsonld')
  await saveCheckpoint(benchmark, checkpoint)
  checkpointText = await readFile(checkpoint, 'utf8')
})
afterAll(async () => {
  await server.close()
  await rm(dir, { recursive: true, force: true })
})

const devNullIsDevice = () => statSync('/dev/null').isCharacterDevice()
beforeEach(() => {
  expect(devNullIsDevice()).toBe(true)
})

const env = { OPENAI_API_KEY: 'sk-test' }
const model = (name: string) => `openai_endpoint:${name}@${server.openaiBaseURL}`
const verify = (...extra: string[]) => ['verify', checkpoint, '-a', model('gpt-answer'), '-p', model('gpt-judge'), '--progress', 'none', ...extra]

describe('karenina verify: special output files are written in place', () => {
  it('-o through a link to /dev/null: the link and the device stay, no progress file beside it', async () => {
    const link = join(dir, 'null-link.json')
    await symlink('/dev/null', link)
    const run = await runKarenina(verify('-o', link), { env })
    expect(run.stderr).not.toContain('karenina:')
    expect(run.code).toBe(0)
    expect(lstatSync(link).isSymbolicLink()).toBe(true)
    expect(devNullIsDevice()).toBe(true)
    expect(existsSync(join(dir, 'null-link.results.jsonl'))).toBe(false)
  }, 60_000)

  it('-o through a link to /proc/self/fd/1 (what /dev/stdout is): the export arrives on stdout', async () => {
    const link = join(dir, 'stdout-link.json')
    await symlink('/proc/self/fd/1', link)
    const run = await runKarenina(verify('-o', link), { env })
    expect(run.stderr).not.toContain('karenina:')
    expect(run.code).toBe(0)
    expect(lstatSync(link).isSymbolicLink()).toBe(true)
    expect(existsSync(join(dir, 'stdout-link.results.jsonl'))).toBe(false)
    const exported = run.stdout.slice(run.stdout.indexOf('{"format_version"'), run.stdout.lastIndexOf('}') + 1)
    expect(JSON.parse(exported)).toMatchObject({ results: [{ metadata: { question_id: 'q1' } }] })
  }, 60_000)

  it('-o a FIFO: a reader of the FIFO receives the export; the FIFO stays a FIFO', async () => {
    const fifo = join(dir, 'results.fifo')
    execFileSync('mkfifo', [fifo])
    // Read and write: opening does not wait for a writer, and reading goes through libuv's non-blocking pipe.
    const readFd = openSync(fifo, constants.O_RDWR)
    const reader = new Socket({ fd: readFd, readable: true, writable: false })
    let received = ''
    reader.on('data', (chunk: Buffer) => (received += chunk.toString('utf8')))
    try {
      const run = await runKarenina(verify('-o', fifo), { env })
      expect(run.stderr).not.toContain('karenina:')
      expect(run.code).toBe(0)
      expect(lstatSync(fifo).isFIFO()).toBe(true)
      // The CLI has exited, so its bytes are in the pipe: a marker written now arrives after all of them.
      const marker = '\n#end-of-test#'
      const writeFd = openSync(fifo, constants.O_WRONLY | constants.O_NONBLOCK)
      writeSync(writeFd, marker)
      closeSync(writeFd)
      await new Promise<void>((done) => {
        const check = () => received.includes(marker) && (reader.off('data', check), done())
        reader.on('data', check)
        check()
      })
      expect(JSON.parse(received.slice(0, received.indexOf(marker)))).toMatchObject({ results: [{ metadata: { question_id: 'q1' } }] })
    } finally {
      reader.destroy()
    }
  }, 60_000)

  it('--resume with a device output is refused: there is no progress file to resume', async () => {
    const link = join(dir, 'null-resume.json')
    await symlink('/dev/null', link)
    const since = server.requests.length
    const run = await runKarenina(verify('-o', link, '--resume'), { env })
    expect(run.code).toBe(2)
    expect(run.stderr).toContain('--resume needs a regular --output file')
    expect(server.requests.length).toBe(since)
    expect(devNullIsDevice()).toBe(true)
  }, 60_000)
})

describe('karenina verify: regular output files', () => {
  it('a read-only -o file is an error before any model call, and stays as it was', async () => {
    const output = join(dir, 'read-only.json')
    await writeFile(output, 'keep me')
    await chmod(output, 0o444)
    const since = server.requests.length
    const run = await runKarenina(verify('-o', output), { env })
    expect(run.code).toBe(2)
    expect(run.stderr).toContain(`karenina: cannot write ${output}: the file is read-only (mode 0444)`)
    expect(server.requests.length).toBe(since)
    expect(await readFile(output, 'utf8')).toBe('keep me')
    expect(statSync(output).mode & 0o777).toBe(0o444)
  }, 60_000)

  it('a read-only --html file is refused the same way', async () => {
    const html = join(dir, 'read-only.html')
    await writeFile(html, 'keep me')
    await chmod(html, 0o400)
    const run = await runKarenina(verify('--html', html), { env })
    expect(run.code).toBe(2)
    expect(run.stderr).toContain(`cannot write ${html}: the file is read-only (mode 0400)`)
    expect(await readFile(html, 'utf8')).toBe('keep me')
  }, 60_000)

  it('an existing -o file is replaced with its mode kept, and the progress file is removed at the end', async () => {
    const output = join(dir, 'private.json')
    await writeFile(output, 'old')
    await chmod(output, 0o600)
    const run = await runKarenina(verify('-o', output), { env })
    expect(run.code).toBe(0)
    expect(statSync(output).mode & 0o777).toBe(0o600)
    expect(JSON.parse(await readFile(output, 'utf8'))).toMatchObject({ results: [{ metadata: { question_id: 'q1' } }] })
    expect(existsSync(join(dir, 'private.results.jsonl'))).toBe(false)
  }, 60_000)

  it('-o or --html naming the checkpoint (also through a link) is refused before any model call', async () => {
    const link = join(dir, 'bench-link.json')
    await symlink(checkpoint, link)
    const since = server.requests.length
    const runs = await Promise.all([runKarenina(verify('-o', checkpoint), { env }), runKarenina(verify('--html', link), { env })])
    for (const run of runs) {
      expect(run.code).toBe(2)
      expect(run.stderr).toMatch(/karenina: cannot write .*: it is (also an input|the same file as .*bench\.jsonld)/)
    }
    expect(server.requests.length).toBe(since)
    expect(await readFile(checkpoint, 'utf8')).toBe(checkpointText)
  }, 60_000)

  it('-o and --html naming the same file are refused', async () => {
    const both = join(dir, 'both.out')
    const run = await runKarenina(verify('-o', both, '--html', both), { env })
    expect(run.code).toBe(2)
    expect(run.stderr).toContain(`cannot write ${both}: it is also an input or another output of this command`)
    expect(existsSync(both)).toBe(false)
  }, 60_000)
})

describe('karenina merge and report', () => {
  it('merge -o naming one of its inputs, and report --html naming its input, are refused; the input stays', async () => {
    const results = join(dir, 'merge-input.json')
    const first = await runKarenina(verify('-o', results), { env })
    expect(first.code).toBe(0)
    const text = await readFile(results, 'utf8')
    const [merge, report] = await Promise.all([runKarenina(['merge', results, results, '-o', results]), runKarenina(['report', results, '--html', results])])
    for (const run of [merge, report]) {
      expect(run.code).toBe(2)
      expect(run.stderr).toContain(`karenina: cannot write ${results}: it is also an input or another output of this command`)
    }
    expect(await readFile(results, 'utf8')).toBe(text)
  }, 60_000)

  it('merge -o through a link to /dev/null writes in place', async () => {
    const results = join(dir, 'merge-source.json')
    expect((await runKarenina(verify('-o', results), { env })).code).toBe(0)
    const link = join(dir, 'merge-null.json')
    await symlink('/dev/null', link)
    const merge = await exited(startKarenina(['merge', results, '-o', link]))
    expect(merge.stderr).toBe('')
    expect(merge.code).toBe(0)
    expect(lstatSync(link).isSymbolicLink()).toBe(true)
    expect(devNullIsDevice()).toBe(true)
  }, 60_000)
})
