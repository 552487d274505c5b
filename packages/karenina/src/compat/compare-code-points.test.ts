import { describe, expect, it } from 'vitest'
import { compareCodePoints } from './compare-code-points.js'

describe('compareCodePoints', () => {
  it('sorts like Python sorted() on str', () => {
    expect(['😀', '\uffff', 'a', 'ab', ''].sort(compareCodePoints)).toEqual(['', 'a', 'ab', '\uffff', '😀'])
  })
})
