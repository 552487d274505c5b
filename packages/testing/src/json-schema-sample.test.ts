import { describe, expect, test } from 'vitest'
import { sampleFromSchema, violateSchema } from './json-schema-sample.js'

const schema = {
  type: 'object',
  properties: {
    name: { type: 'string', minLength: 2 },
    count: { type: 'integer', minimum: 1 },
    ratio: { type: ['number', 'null'] },
    ok: { type: 'boolean' },
    unit: { enum: ['mg', 'g'] },
    fixed: { const: 'v1' },
    tags: { type: 'array', items: { type: 'string' }, minItems: 2 },
    dose: { $ref: '#/$defs/Dose' },
    either: { anyOf: [{ type: 'null' }, { type: 'integer' }] },
    merged: { allOf: [{ properties: { a: { type: 'string' } } }, { properties: { b: { type: 'number' } } }] },
  },
  required: ['name'],
  $defs: { Dose: { type: 'object', properties: { value: { type: 'number', default: 400 } } } },
}

describe('sampleFromSchema', () => {
  test('fills every property with a value of the declared type', () => {
    expect(sampleFromSchema(schema)).toEqual({
      name: 'xx',
      count: 1,
      ratio: 0,
      ok: false,
      unit: 'mg',
      fixed: 'v1',
      tags: ['', ''],
      dose: { value: 400 },
      either: 0,
      merged: { a: '', b: 0 },
    })
  })

  test('stops on self-referencing schemas and handles a missing schema', () => {
    const tree = { type: 'object', properties: { child: { $ref: '#' } } }
    expect(JSON.stringify(sampleFromSchema(tree)).length).toBeLessThan(500)
    expect(sampleFromSchema(undefined)).toEqual({})
  })
})

describe('violateSchema', () => {
  test('gives every object property a value of the wrong type', () => {
    expect(violateSchema(schema)).toEqual({
      name: 42,
      count: 'not a number',
      ratio: 'not a number',
      ok: 'not a boolean',
      unit: '__not_an_allowed_value__',
      fixed: '__not_an_allowed_value__',
      tags: 'not an array',
      dose: 'not an object',
      either: { __violation__: true },
      merged: { __violation__: true },
    })
  })

  test('breaks scalar and property-less schemas by type', () => {
    expect(violateSchema({ type: 'string' })).toBe(42)
    expect(violateSchema({ type: 'array', items: {} })).toBe('not an array')
    expect(violateSchema({ type: 'object' })).toBe('not an object')
  })
})
