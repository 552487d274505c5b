import { AsyncLocalStorage } from 'node:async_hooks'
import { createHash, mkdirSync, open, randomBytes, readFile, rm, stat, tmpdir, utimes } from '../../utils/lazy-node.js'
import { join, resolve } from 'node:path'
import type { RequestLimiter } from '../../llm/limiter.js'
import { sleep } from '../../llm/retry.js'

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
 * `O_EXCL` in a shared directory and removed on release, or handed, file and all, to a request of the same
 * process that waits for one (no file operation between one test's end and the next one's request). Holders
 * refresh their files' mtime while the request runs; a file not refreshed for `staleMs` belongs to a dead
 * holder and is taken over, so a crashed worker never leaks a slot for long. Within one process, waiters
 * queue in memory, off the file system.
 * Inside {@link withHeldSlots} (one test), a slot is kept between the test's requests instead of being given
 * back and taken again: about ten file operations per test instead of per request.
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
  const held = new Set<string>()
  const recentlyFreed: string[] = []
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
    // The slot this process gave back last is the likeliest free one (the next test of a worker takes it).
    const freed = recentlyFreed.pop()
    if (freed !== undefined && (await tryTake(freed, token))) return { file: freed, token }
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
    recentlyFreed.push(file)
    if (recentlyFreed.length > limit) recentlyFreed.shift()
  }

  // Slots this process holds or is taking (at most `limit`), and the requests waiting for one of them. A slot
  // given back while a request of this process waits goes straight to it: the file stays, no file operation.
  let taken = 0
  const waiters: { resolve: (slot: HeldSlot) => void; reject: (error: unknown) => void }[] = []

  function holding(slot: { file: string; token: string }): HeldSlot {
    let given = false
    return {
      free: async () => {
        if (given) return
        given = true
        const waiter = waiters.shift()
        if (waiter !== undefined) return waiter.resolve(holding(slot))
        taken--
        await release(slot.file, slot.token)
      },
    }
  }

  function startTaking(resolve: (slot: HeldSlot) => void, reject: (error: unknown) => void): void {
    taken++
    acquire().then(
      (slot) => {
        held.add(slot.file)
        if (!heartbeat) {
          heartbeat = setInterval(beat, heartbeatMs)
          heartbeat.unref()
        }
        resolve(holding(slot))
      },
      (error: unknown) => {
        taken--
        reject(error)
        // The next waiter tries for itself.
        const next = waiters.shift()
        if (next !== undefined) startTaking(next.resolve, next.reject)
      },
    )
  }

  /** A slot held until `free()`; FIFO behind this process's other waiters once `limit` are taken here. */
  function takeSlot(): Promise<HeldSlot> {
    return new Promise((resolve, reject) => {
      if (taken < limit) startTaking(resolve, reject)
      else waiters.push({ resolve, reject })
    })
  }

  const limiter = async <T>(fn: () => Promise<T>): Promise<T> => {
    const scope = slotScopes.getStore()
    let slot = scope?.reuse(limiter)
    if (!slot) {
      scope?.waiting(limiter, +1)
      try {
        slot = await takeSlot()
      } finally {
        scope?.waiting(limiter, -1)
      }
    }
    try {
      return await fn()
    } finally {
      // Kept only when nobody could use it instead: no request of this test and no other test of this process
      // waits for a slot (a test never keeps an idle slot while it waits for another: no hold-and-wait).
      if (!scope?.keep(limiter, slot, waiters.length === 0)) await slot.free()
    }
  }
  return limiter
}

interface HeldSlot {
  free(): Promise<void>
}

/** The slot one test keeps between its requests, per limiter, until it ends. */
class SlotScope {
  #open = true
  readonly #idle = new Map<RequestLimiter, HeldSlot>()
  readonly #waiting = new Map<RequestLimiter, number>()

  reuse(limiter: RequestLimiter): HeldSlot | undefined {
    const slot = this.#idle.get(limiter)
    this.#idle.delete(limiter)
    return slot
  }

  waiting(limiter: RequestLimiter, delta: number): void {
    this.#waiting.set(limiter, (this.#waiting.get(limiter) ?? 0) + delta)
  }

  /** Keeps `slot` for this test's next request; false when it must be given back. */
  keep(limiter: RequestLimiter, slot: HeldSlot, noOtherWaiter: boolean): boolean {
    if (!this.#open || !noOtherWaiter || this.#idle.has(limiter) || (this.#waiting.get(limiter) ?? 0) > 0) return false
    this.#idle.set(limiter, slot)
    return true
  }

  async close(): Promise<void> {
    this.#open = false
    const slots = [...this.#idle.values()]
    this.#idle.clear()
    await Promise.all(slots.map((slot) => slot.free()))
  }
}

const slotScopes = new AsyncLocalStorage<SlotScope>()

/**
 * Runs `fn` (one test: an answer, then its judgments) keeping the run-wide slots its requests take until it
 * ends, so its next request does not queue again behind other processes. Requests it makes at the same time
 * still take a slot each: the run-wide limit holds.
 */
export async function withHeldSlots<T>(fn: () => Promise<T>): Promise<T> {
  const scope = new SlotScope()
  try {
    return await slotScopes.run(scope, fn)
  } finally {
    await scope.close()
  }
}

const limiters = new Map<string, RequestLimiter>()

/** The process-wide run limiter of a limit and directory (one per pair, shared by every matcher and test). */
export function getRunWideLimiter(limit: number, dir?: string | null): RequestLimiter {
  const resolved = dir ?? defaultLimitDir()
  const key = `${limit}|${resolved}`
  if (!limiters.has(key)) limiters.set(key, createRunWideLimiter({ limit, dir: resolved }))
  return limiters.get(key)!
}
