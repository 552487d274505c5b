import { describe, expect, it } from 'vitest'
import { StoredLineIndex } from './stored-line-index.js'
import type { StoredLine } from './stored-result-set.js'

describe('StoredLineIndex', () => {
  it('reads back every line pushed, in order, as an array of them does (offsets past 4 GiB included)', () => {
    const lines: StoredLine[] = Array.from({ length: 5000 }, (_, i) => ({ offset: i * 3_000_000 + (i % 3), length: (i * 37) % 9000 }))
    const index = new StoredLineIndex()
    for (const line of lines) index.push(line)
    expect(index.length).toBe(lines.length)
    expect([...index]).toEqual(lines)
    for (const i of [0, 1, 1023, 1024, 2047, 4999]) expect(index.get(i)).toEqual(lines[i])
    expect(index.get(4999)!.offset).toBeGreaterThan(2 ** 32)
  })

  it('answers get(i) as lines[i] does: nothing for negative, fractional or out-of-range indices', () => {
    const lines: StoredLine[] = [
      { offset: 0, length: 10 },
      { offset: 11, length: 4 },
    ]
    const index = new StoredLineIndex()
    for (const line of lines) index.push(line)
    for (const i of [-1, -2, 0.5, 1.5, 2, 3, NaN, Infinity, -0, 0, 1]) expect(index.get(i)).toEqual(lines[i])
    expect(new StoredLineIndex().get(0)).toBeUndefined()
    expect([...new StoredLineIndex()]).toEqual([])
  })
})
