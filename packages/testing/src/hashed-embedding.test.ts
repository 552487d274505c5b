import { describe, expect, test } from 'vitest'
import { cosineSimilarity, hashedEmbedding } from './hashed-embedding.js'

describe('hashedEmbedding', () => {
  test('is deterministic, unit length, and ignores case and punctuation', () => {
    const v = hashedEmbedding('Imatinib, 400 mg daily.')
    expect(v).toHaveLength(64)
    expect(v).toEqual(hashedEmbedding('imatinib 400 MG daily'))
    expect(Math.hypot(...v)).toBeCloseTo(1, 5)
  })

  test('ranks shared words above unrelated text', () => {
    const q = hashedEmbedding('dose of imatinib for leukemia', 256)
    const near = hashedEmbedding('imatinib dose in chronic myeloid leukemia', 256)
    const far = hashedEmbedding('the weather in Paris is sunny', 256)
    expect(cosineSimilarity(q, near)).toBeGreaterThan(0.5)
    expect(Math.abs(cosineSimilarity(q, far))).toBeLessThan(0.3)
  })

  test('empty text is the zero vector, whose similarity is 0', () => {
    const zero = hashedEmbedding('', 8)
    expect(zero).toEqual([0, 0, 0, 0, 0, 0, 0, 0])
    expect(cosineSimilarity(zero, hashedEmbedding('x', 8))).toBe(0)
  })
})
