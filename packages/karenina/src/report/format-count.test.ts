// Token counts are grouped as Intl.NumberFormat('en-US') groups them, without building one (ICU's locale data,
// ~12 ms of CPU and ~7 MiB) for whole numbers: the vitest run summary prints three of them at the end of a run.
import { describe, expect, it, vi } from 'vitest'

async function freshFormatCount() {
  vi.resetModules()
  return (await import('./format-count.js')).formatCount
}

describe('formatCount', () => {
  it('writes what Intl.NumberFormat("en-US") writes', async () => {
    const formatCount = await freshFormatCount()
    const intl = new Intl.NumberFormat('en-US')
    const values = [0, -0, 1, 12, 123, 999, 1_000, 1_653, 12_345, 999_999, 1_000_000, 1_234_567, -1, -1_234, -1_234_567, 2 ** 53 - 1, -(2 ** 53 - 1), 2 ** 53, 1e21, 12.5, 1234.5678, -0.25, Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY]
    for (let n = 1; n < 1e15; n = n * 7 + 3) values.push(n, -n)
    for (const n of values) expect(formatCount(n), String(n)).toBe(intl.format(n))
  })

  it('builds no Intl.NumberFormat for whole numbers', async () => {
    const formatCount = await freshFormatCount()
    const Real = Intl.NumberFormat
    let built = 0
    Intl.NumberFormat = function (...args: ConstructorParameters<typeof Intl.NumberFormat>) {
      built++
      return new Real(...args)
    } as unknown as typeof Intl.NumberFormat
    try {
      expect([formatCount(1_653), formatCount(36), formatCount(1_689)]).toEqual(['1,653', '36', '1,689'])
      expect(built).toBe(0)
      expect(formatCount(12.5)).toBe('12.5')
      expect(built).toBe(1)
    } finally {
      Intl.NumberFormat = Real
    }
  })
})
