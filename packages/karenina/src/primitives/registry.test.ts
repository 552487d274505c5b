import { describe, expect, it } from 'vitest'
import { PyFloat } from '../compat/py-float-value.js'
import { CheckError } from '../errors/check-error.js'
import { ValidationError } from '../errors/validation-error.js'
import {
  EXTENSION_PRIMITIVE_TYPES,
  NUMERIC_PRIMITIVE_TYPES,
  PRIMITIVES,
  PRIMITIVE_FIELD_TYPES,
  PRIMITIVE_TYPES,
  TRACE_PRIMITIVE_TYPES,
  isPrimitiveType,
  primitiveFromJSON,
} from './registry.js'

function thrown(fn: () => unknown): unknown {
  try {
    fn()
  } catch (error) {
    return error
  }
  throw new Error('expected a throw')
}

describe('PRIMITIVES', () => {
  it('registers the 23 Karenina primitives and the 3 karenina-ts trajectory extensions under their own type names', () => {
    expect(PRIMITIVE_TYPES).toHaveLength(26)
    expect(PRIMITIVE_TYPES.filter((type) => !EXTENSION_PRIMITIVE_TYPES.has(type))).toHaveLength(23)
    expect([...EXTENSION_PRIMITIVE_TYPES]).toEqual(['TraceToolCalls', 'TraceToolCalled', 'TraceStepCount'])
    for (const [name, factory] of Object.entries(PRIMITIVES)) expect(factory.type).toBe(name)
  })

  it('builds every type from its minimal params, trace primitives as trace', () => {
    const required: Record<string, Record<string, unknown>> = {
      ContainsAny: { substrings: [] },
      ContainsAll: { substrings: [] },
      RegexMatch: { pattern: 'x' },
      NumericTolerance: { tolerance: 1 },
      NumericGraded: { cutoff: 1 },
      NumericRangeGraded: { min: 0, max: 1, margin: 1 },
      NumericThresholdGraded: { direction: 'max', margin: 1 },
      DateTolerance: { tolerance: 1 },
      TraceRegex: { pattern: 'x' },
      TraceContains: { substring: 'x' },
      TraceToolCalls: { expected: [] },
      TraceToolCalled: { name: 'x' },
    }
    for (const type of PRIMITIVE_TYPES) {
      const primitive = primitiveFromJSON({ type, ...required[type] })
      expect(primitive.type).toBe(type)
      expect(primitive.kind).toBe(TRACE_PRIMITIVE_TYPES.has(type) ? 'trace' : 'field')
      expect(primitive.toJSON().type).toBe(type)
    }
    expect([...TRACE_PRIMITIVE_TYPES].sort()).toEqual(['TraceContains', 'TraceLength', 'TraceRegex', 'TraceStepCount', 'TraceToolCalled', 'TraceToolCalls'])
  })

  it('exposes the numeric set and the TemplateSpec compatibility table as data', () => {
    expect(NUMERIC_PRIMITIVE_TYPES.size).toBe(8)
    expect(NUMERIC_PRIMITIVE_TYPES.has('NumericThresholdGraded')).toBe(true)
    expect(PRIMITIVE_FIELD_TYPES.NumericTolerance).toEqual(['float'])
    expect(PRIMITIVE_FIELD_TYPES.LiteralMatch).toEqual(['literal', 'str'])
    // The five newer numeric primitives are unrestricted.
    expect(PRIMITIVE_FIELD_TYPES.NumericGraded).toBeUndefined()
    expect(Object.keys(PRIMITIVE_FIELD_TYPES)).toHaveLength(21)
  })
})

describe('isPrimitiveType', () => {
  it('accepts registered names only', () => {
    expect(isPrimitiveType('ExactMatch')).toBe(true)
    expect(isPrimitiveType('SynonymMap')).toBe(false)
    expect(isPrimitiveType('VerificationPrimitive')).toBe(false)
    expect(isPrimitiveType('toString')).toBe(false)
    expect(isPrimitiveType(5)).toBe(false)
  })
})

describe('primitiveFromJSON', () => {
  it('fills defaults, ignores unknown keys, and round-trips through toJSON', () => {
    const p = primitiveFromJSON({ type: 'ExactMatch', unexpected: 1 })
    expect(p.type).toBe('ExactMatch')
    expect(p.params).toEqual({ normalize: ['lowercase', 'strip'] })
    const q = primitiveFromJSON({ type: 'NumericRangeGraded', min: 0, max: new PyFloat(1), margin: '0.5' })
    expect(q.toJSON()).toEqual({
      min: 0,
      max: 1,
      margin: 0.5,
      mode: 'absolute',
      decay: 'linear',
      exclusive_min: false,
      exclusive_max: false,
      type: 'NumericRangeGraded',
    })
    expect(primitiveFromJSON(q.toJSON()).toJSON()).toEqual(q.toJSON())
  })

  it('throws a ValueError-kind CheckError for a missing type', () => {
    for (const data of [{ normalize: [] }, { type: null }]) {
      const error = thrown(() => primitiveFromJSON(data))
      expect(error).toBeInstanceOf(CheckError)
      expect((error as CheckError).kind).toBe('value')
      expect((error as Error).message).toBe("Primitive data missing 'type' key")
    }
  })

  it('names the expected types for an unknown type', () => {
    for (const type of ['Bogus', 'SynonymMap', 'exactmatch', 5, new PyFloat(1)]) {
      const error = thrown(() => primitiveFromJSON({ type }))
      expect((error as CheckError).kind).toBe('value')
      expect((error as Error).message).toMatch(/^Unknown primitive type: .* \(expected one of BooleanMatch, ExactMatch, /)
    }
    expect((thrown(() => primitiveFromJSON({ type: 'Bogus' })) as Error).message).toMatch(/^Unknown primitive type: 'Bogus'/)
  })

  it('reports an unhashable type name as a TypeError, as a dict lookup does', () => {
    expect((thrown(() => primitiveFromJSON({ type: ['ExactMatch'] })) as CheckError).kind).toBe('type')
  })

  it('rejects non-dict input', () => {
    expect((thrown(() => primitiveFromJSON(null)) as CheckError).kind).toBe('type')
    expect((thrown(() => primitiveFromJSON('ExactMatch')) as CheckError).kind).toBe('value')
  })

  it('throws a ValidationError naming the primitive and the param', () => {
    const error = thrown(() => primitiveFromJSON({ type: 'NumericGraded', cutoff: 0 }))
    expect(error).toBeInstanceOf(ValidationError)
    expect((error as Error).message).toBe('NumericGraded › cutoff: must be greater than 0')
    expect((thrown(() => primitiveFromJSON({ type: 'ContainsAll' })) as Error).message).toMatch(/^ContainsAll › substrings: required/)
  })
})
