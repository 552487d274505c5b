// Primitive factories (camelCase options users write) reject unknown keys, naming the close one; the
// serialized params read from checkpoints (`fromParams`) keep ignoring them, as Karenina's primitives do.
import { describe, expect, it } from 'vitest'
import { ValidationError } from '../errors/validation-error.js'
import { numericRange } from './numeric-range.js'
import { primitiveFromJSON } from './registry.js'
import { setContainment } from './set-containment.js'
import { traceRegex } from './trace-regex.js'

describe('unknown keys in primitive options', () => {
  it('names the misspelt key and the close camelCase one', () => {
    expect(() => setContainment({ mode: 'overlap', min_overlp: 2 } as never)).toThrow(ValidationError)
    expect(() => setContainment({ mode: 'overlap', min_overlp: 2 } as never)).toThrow("unknown key 'min_overlp' in SetContainment options (did you mean 'minOverlap'?)")
    expect(() => numericRange({ min: 1, max: 2, exclusiveMax: true, exclusive_mn: true } as never)).toThrow("did you mean 'exclusiveMin'?")
    expect(() => traceRegex({ pattern: 'x', countmin: 2 } as never)).toThrow("did you mean 'countMin'?")
  })

  it('accepts the camelCase and snake_case spellings of a real key', () => {
    expect(setContainment({ mode: 'overlap', minOverlap: 2 }).params).toMatchObject({ min_overlap: 2 })
    expect(setContainment({ mode: 'overlap', min_overlap: 2 } as never).params).toMatchObject({ min_overlap: 2 })
  })

  it('keeps accepting unknown serialized keys (what a checkpoint may carry)', () => {
    expect(primitiveFromJSON({ type: 'SetContainment', mode: 'exact', min_overlap: null, future_param: 1 }).type).toBe('SetContainment')
  })
})
