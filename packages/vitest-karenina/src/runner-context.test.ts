// A worker attaches its first results as plain text, within the budget the plugin gives it, and deflates the rest:
// vitest's main process keeps every test's meta, and plain records cost it ten times the memory.
import { describe, expect, it } from 'vitest'
import { recordPackingWithin } from './runner-context.js'

describe('recordPackingWithin', () => {
  it('gives plain text to as many results as the budget allows, counted across calls in this process, then deflate', () => {
    const count = Symbol.for('vitest-karenina.plain-records')
    const state = globalThis as { [key: symbol]: unknown }
    const before = state[count]
    try {
      state[count] = 0
      expect([1, 2, 3, 4].map(() => recordPackingWithin(2))).toEqual(['plain', 'plain', 'deflate', 'deflate'])
      // A later file of the same worker (a fresh module graph) shares the count.
      expect(recordPackingWithin(3)).toBe('plain')
      expect(recordPackingWithin(3)).toBe('deflate')
      expect(recordPackingWithin(0)).toBe('deflate')
    } finally {
      state[count] = before
    }
  })
})
