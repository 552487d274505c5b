import { createHash, randomBytes } from 'node:crypto'
import { mkdirSync } from 'node:fs'
import { open, readFile, rm, stat, utimes } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { pLimit } from '../llm/concurrency-limit.js'
import type { RequestLimiter } from '../llm/limiter.js'
import { sleep } from '../llm/retry.js'

/** Options of {@link createRunWideLimiter}. */
export interface RunWideLimiterOptions {
  /** Requests in flight across every process and thread sharing `dir`. */
  limit: number
  /** Directory holding one file per taken slot. @default `<os tmpdir>/karenina-limits/<hash of the working directory>` */
  dir?: string | null
  /** A slot whose holder stopped refreshing it for this long is taken over (the holder crashed). @default 30_000 */
  staleMs?: number
  /** How often a holder refreshes its slot files. @default staleMs / 6 */
  heartbeatMs?: number
}

/** The default slot directory of a project: one per working directory, shared by its workers. */
export function defaultLimitDir(cwd = process.cwd()): string {
  return join(tmpdir(), 'karenina-limits', createHash('sha256').update(resolve(cwd)).digest('hex').slice(0, 16))
}

/**
 * A request limit that holds across worker processes and threads: a slot is a file `slot-<i>` created with
 * `O_EXCL` in a shared directory and removed on release. Holders refresh their files' mtime while the request
 * runs; a file not refreshed for `staleMs` belongs to a dead holder and is taken over, so a crashed worker
 * never leaks a slot for long. Within one process, a p-limit in front keeps waiters off the file system.
 * @example
 * const limiter = createRunWideLimiter({ limit: 4 })
 * await limiter(() => fetch(url))
 */
export function createRunWideLimiter(options: RunWideLimiterOptions): RequestLimiter {
  const limit = options.limit
  if (!Number.isInteger(limit) || limit < 1) throw new RangeError(`run-wide request limit: expected a positive integer, received ${limit}`)
  const dir = options.dir ?? defaultLimitDir()
  const staleMs = options.staleMs ?? 30_000
  const heartbeatMs = options.heartbeatMs ?? Math.max(50, Math.floor(staleMs / 6))
  mkdirSync(dir, { recursive: true })
  const local = pLimit(limit)
  const held = new Set<string>()
  let heartbeat: NodeJS.Timeout | undefined

  const beat = () => {
    const now = new Date()
    for (const file of held) void utimes(file, now, now).catch(() => undefined)
  }

  async function tryTake(file: string, token: string): Promise<boolean> {
    try {
      const handle = await open(file, 'wx')
      try {
        await handle.writeFile(token)
      } finally {
        await handle.close()
      }
      return true
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
      const info = await stat(file).catch(() => undefined)
      // Removed meanwhile (retry at once) or stale (its holder died): clear it for the next round.
      if (info === undefined) return false
      if (Date.now() - info.mtimeMs > staleMs) await rm(file, { force: true })
      return false
    }
  }

  async function acquire(): Promise<{ file: string; token: string }> {
    const token = `${process.pid}:${randomBytes(6).toString('hex')}`
    for (let round = 0; ; round++) {
      // Start at a random slot so waiters do not all race for slot 0.
      const offset = Math.floor(Math.random() * limit)
      for (let i = 0; i < limit; i++) {
        const file = join(dir, `slot-${(offset + i) % limit}`)
        if (await tryTake(file, token)) return { file, token }
      }
      await sleep(Math.min(5 + round * 5, 50))
    }
  }

  async function release(file: string, token: string): Promise<void> {
    held.delete(file)
    if (held.size === 0 && heartbeat) {
      clearInterval(heartbeat)
      heartbeat = undefined
    }
    // Only remove the file if it is still ours (a stale takeover may have replaced it).
    const owner = await readFile(file, 'utf8').catch(() => null)
    if (owner === token) await rm(file, { force: true })
  }

  return <T>(fn: () => Promise<T>): Promise<T> =>
    local(async () => {
      const { file, token } = await acquire()
      held.add(file)
      if (!heartbeat) {
        heartbeat = setInterval(beat, heartbeatMs)
        heartbeat.unref()
      }
      try {
        return await fn()
      } finally {
        await release(file, token)
      }
    })
}

const limiters = new Map<string, RequestLimiter>()

/** The process-wide run limiter of a limit and directory (one per pair, shared by every matcher and test). */
export function getRunWideLimiter(limit: number, dir?: string | null): RequestLimiter {
  const resolved = dir ?? defaultLimitDir()
  const key = `${limit}|${resolved}`
  let limiter = limiters.get(key)
  if (!limiter) {
    limiter = createRunWideLimiter({ limit, dir: resolved })
    limiters.set(key, limiter)
  }
  return limiter
}
