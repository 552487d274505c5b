import { describe, expect, it } from 'vitest'
import { pyLower } from './py-lower.js'

describe('pyLower', () => {
  it('applies full lowercasing like str.lower', () => {
    expect(pyLower('BCL2')).toBe('bcl2')
    expect(pyLower('İstanbul')).toBe('i\u0307stanbul')
    expect(pyLower('ǅ')).toBe('ǆ')
    expect(pyLower('ẞ')).toBe('ß')
  })

  it('applies the final sigma rule', () => {
    expect(pyLower('ΣΟΦΟΣ')).toBe('σοφος')
    expect(pyLower('ΑΣ Σ ΑΣ.')).toBe('ας σ ας.')
  })

  it('leaves characters newer than Unicode 14 unchanged, as Python 3.11 does', () => {
    expect(pyLower('\u{10d50}\uA7CB')).toBe('\u{10d50}\uA7CB')
    // The unassigned character ends the sigma context on both sides, like a string edge.
    expect(pyLower('ΑΣ\uA7CBΣΑ')).toBe('ας\uA7CBσα')
  })
})
