import { describe, expect, it } from 'vitest'
import { CheckError } from '../errors/check-error.js'
import { semanticMatch } from './semantic-match.js'

describe('semanticMatch', () => {
  it('defaults the threshold to 0.85 and coerces it as a float', () => {
    expect(semanticMatch().params).toEqual({ threshold: 0.85 })
    expect(semanticMatch({ threshold: '0.9' as never }).params.threshold).toBe(0.9)
  })

  it('always fails to check, pointing at the embedding_check stage', () => {
    const p = semanticMatch()
    let error: unknown
    try {
      p.check('a', 'a')
    } catch (e) {
      error = e
    }
    expect(error).toBeInstanceOf(CheckError)
    expect((error as CheckError).kind).toBe('not_implemented')
    // Karenina's NotImplementedError text, word for word.
    expect((error as CheckError).message).toBe('SemanticMatch.check() requires embedding infrastructure. Use the embedding_check pipeline stage instead.')
    expect(() => p.score('a', 'a')).toThrow(CheckError)
  })
})
