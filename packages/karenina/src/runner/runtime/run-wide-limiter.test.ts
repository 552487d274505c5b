import { spawn } from 'node:child_process'
import { mkdtemp, readdir, readFile, rm, utimes, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { startLlmServer, type LlmServer } from '@karenina/testing'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { createRunWideLimiter, withHeldSlots } from './run-wide-limiter.js'

const LIMITER_SOURCE = fileURLToPath(new URL('./run-wide-limiter.ts', import.meta.url))
const REPO_ROOT = resolve(fileURLToPath(new URL('.', import.meta.url)), '../../../..')

let server: LlmServer
let dir: string
beforeEach(async () => {
  server = await startLlmServer()
  dir = await mkdtemp(join(tmpdir(), 'karenina-limit-'))
})
afterEach(async () => {
  await server.close()
  await rm(dir, { recursive: true, force: true })
})

/** A worker process: `requests` calls to the loopback server through the shared limiter. */
function worker(limit: number, requests: number): Promise<number> {
  const script = `
    import { createRunWideLimiter } from ${JSON.stringify(LIMITER_SOURCE)}
    const limiter = createRunWideLimiter({ limit: ${limit}, dir: ${JSON.stringify(join(dir, 'slots'))} })
    const body = JSON.stringify({ model: 'm', messages: [{ role: 'user', content: 'hi' }] })
    await Promise.all(Array.from({ length: ${requests} }, () => limiter(async () => {
      const res = await fetch(${JSON.stringify(`${server.openaiBaseURL}/chat/completions`)}, { method: 'POST', headers: { 'content-type': 'application/json', authorization: 'Bearer k' }, body })
      await res.text()
    })))
  `
  return new Promise((done, fail) => {
    const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { cwd: REPO_ROOT, stdio: ['ignore', 'inherit', 'inherit'] })
    child.on('error', fail)
    child.on('exit', (code) => done(code ?? 1))
  })
}

describe('createRunWideLimiter', () => {
  it('holds the limit across worker processes', async () => {
    server.on({ delayMs: 40 }, 'hello')
    const codes = await Promise.all([worker(2, 4), worker(2, 4), worker(2, 4)])
    expect(codes).toEqual([0, 0, 0])
    expect(server.requests).toHaveLength(12)
    expect(server.stats.maxInFlight).toBeLessThanOrEqual(2)
  }, 30_000)

  it('takes over a slot whose holder stopped refreshing it (a crashed worker)', async () => {
    const slots = join(dir, 'stale')
    const limiter = createRunWideLimiter({ limit: 1, dir: slots, staleMs: 200 })
    const old = new Date(Date.now() - 60_000)
    await writeFile(join(slots, 'slot-0'), 'dead-worker')
    await utimes(join(slots, 'slot-0'), old, old)
    await expect(limiter(async () => 'ran')).resolves.toBe('ran')
  })

  it('keeps a test\'s slot between its requests, and gives it back when the test ends', async () => {
    const slots = join(dir, 'held')
    const limiter = createRunWideLimiter({ limit: 2, dir: slots })
    // The slot file's token names its taking: the same token means the slot was not given back and retaken.
    const holding = () => limiter(async () => Promise.all((await readdir(slots)).map((f) => readFile(join(slots, f), 'utf8'))))
    const [first, second] = await withHeldSlots(async () => [await holding(), await holding()])
    expect(first).toHaveLength(1)
    expect(second).toEqual(first)
    expect(await readdir(slots)).toEqual([])
    // Outside a test, each request takes its own slot.
    const [a, b] = [await holding(), await holding()]
    expect(b).not.toEqual(a)
  })

  it('hands a slot given back to a request of the same process waiting for one: the same file, not retaken', async () => {
    const slots = join(dir, 'handoff')
    const limiter = createRunWideLimiter({ limit: 1, dir: slots })
    const tokens = () => limiter(async () => Promise.all((await readdir(slots)).map((f) => readFile(join(slots, f), 'utf8'))))
    const [first, second, third] = await Promise.all([tokens(), tokens(), tokens()])
    expect(first).toHaveLength(1)
    expect(second).toEqual(first)
    expect(third).toEqual(first)
    // Given back once nobody of this process waits.
    expect(await readdir(slots)).toEqual([])
  })

  it('still holds the limit when tests keep their slots', async () => {
    let inFlight = 0
    let maxInFlight = 0
    const limiter = createRunWideLimiter({ limit: 2, dir: join(dir, 'tests') })
    const request = () =>
      limiter(async () => {
        maxInFlight = Math.max(maxInFlight, ++inFlight)
        await new Promise((r) => setImmediate(r))
        inFlight--
      })
    // Five tests, each two requests in turn and then two at once.
    await Promise.all(Array.from({ length: 5 }, () => withHeldSlots(async () => {
      await request()
      await request()
      await Promise.all([request(), request()])
    })))
    // Whether the overlap reaches 2 depends on scheduling; the limit is what must hold.
    expect(maxInFlight).toBeLessThanOrEqual(2)
    expect(maxInFlight).toBeGreaterThan(0)
  })

  it('lets two tests that keep their slots run at once (limit 2)', async () => {
    const limiter = createRunWideLimiter({ limit: 2, dir: join(dir, 'together') })
    // Each test's request waits inside its slot until the other test's request is inside too: with a limit
    // that wrongly let one test in at a time, this never resolves and the test times out.
    let arrived = 0
    let release!: () => void
    const bothInside = new Promise<void>((r) => (release = r))
    const request = () =>
      limiter(async () => {
        if (++arrived === 2) release()
        await bothInside
      })
    await Promise.all([withHeldSlots(request), withHeldSlots(request)])
    expect(arrived).toBe(2)
  })
})
