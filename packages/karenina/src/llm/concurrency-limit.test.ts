import { AsyncLocalStorage } from 'node:async_hooks'
import { describe, expect, it } from 'vitest'
import { pLimit } from './limiter.js'

/** A promise and the functions that settle it. */
function deferred<T = void>() {
  let resolve!: (value: T) => void
  let reject!: (reason: unknown) => void
  const promise = new Promise<T>((res, rej) => ((resolve = res), (reject = rej)))
  return { promise, resolve, reject }
}

describe('pLimit', () => {
  it('runs at most `concurrency` functions at once, the rest in FIFO order', async () => {
    const limit = pLimit(2)
    const gates = [deferred(), deferred(), deferred(), deferred()]
    const started: number[] = []
    const results = gates.map((gate, i) =>
      limit(async () => {
        started.push(i)
        await gate.promise
        return i
      }),
    )
    await Promise.resolve()
    await Promise.resolve()
    expect(started).toEqual([0, 1])
    expect([limit.activeCount, limit.pendingCount]).toEqual([2, 2])
    gates[1]!.resolve()
    await results[1]
    await new Promise((r) => setImmediate(r))
    expect(started).toEqual([0, 1, 2])
    for (const gate of gates) gate.resolve()
    expect(await Promise.all(results)).toEqual([0, 1, 2, 3])
    expect([limit.activeCount, limit.pendingCount]).toEqual([0, 0])
  })

  it('passes a rejection (or a synchronous throw) to the caller and frees the slot', async () => {
    const limit = pLimit(1)
    await expect(limit(() => Promise.reject(new Error('boom')))).rejects.toThrow('boom')
    await expect(
      limit(() => {
        throw new Error('sync')
      }),
    ).rejects.toThrow('sync')
    expect(await limit((a: number, b: number) => a + b, 2, 3)).toBe(5)
  })

  it('raising the cap starts waiting functions', async () => {
    const limit = pLimit(1)
    const gate = deferred()
    const secondStarted = deferred()
    void limit(() => gate.promise)
    const second = limit(() => secondStarted.resolve())
    limit.concurrency = 2
    await secondStarted.promise
    await second
    gate.resolve()
    expect(limit.concurrency).toBe(2)
  })

  it('refuses a cap that is not a positive integer or Infinity', () => {
    expect(() => pLimit(0)).toThrow(/concurrency.*received 0/)
    expect(() => pLimit(1.5)).toThrow(TypeError)
    expect(pLimit(Infinity).concurrency).toBe(Infinity)
    expect(() => (pLimit(1).concurrency = -1)).toThrow(TypeError)
  })

  it('runs each function in its caller async context', async () => {
    const store = new AsyncLocalStorage<string>()
    const limit = pLimit(1)
    const gate = deferred()
    const first = store.run('a', () => limit(async () => [store.getStore(), await gate.promise][0]))
    const second = store.run('b', () => limit(async () => store.getStore()))
    gate.resolve()
    expect(await Promise.all([first, second])).toEqual(['a', 'b'])
  })
})
