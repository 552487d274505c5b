import { describe, expect, it } from 'vitest'
import { dropStrictNulls, toStrictSchema } from './strict-schema.js'

const judge = {
  title: 'Answer',
  type: 'object',
  additionalProperties: true,
  properties: {
    drug: { type: 'string', title: 'Drug', description: 'the drug' },
    dose_mg: { anyOf: [{ type: 'number' }, { type: 'null' }], default: null },
    id: { type: 'string', default: 'x' },
    route: { $ref: '#/$defs/Route' },
  },
  required: ['drug'],
  $defs: { Route: { type: 'object', properties: { name: { type: 'string' } }, required: [] } },
}

describe('toStrictSchema', () => {
  it('closes objects, requires every property and makes optional ones nullable', () => {
    const result = toStrictSchema(judge)
    expect('schema' in result).toBe(true)
    const schema = (result as { schema: unknown }).schema as {
      additionalProperties: boolean
      required: string[]
      properties: Record<string, unknown>
      $defs: Record<string, unknown>
    }
    expect(schema.additionalProperties).toBe(false)
    expect(schema.required).toEqual(['drug', 'dose_mg', 'id', 'route'])
    expect(schema.properties.dose_mg).toEqual({ anyOf: [{ type: 'number' }, { type: 'null' }] })
    expect(schema.properties.id).toEqual({ anyOf: [{ type: 'string' }, { type: 'null' }] })
    expect(schema.properties.route).toEqual({ anyOf: [{ $ref: '#/$defs/Route' }, { type: 'null' }] })
    expect(schema.$defs.Route).toMatchObject({ additionalProperties: false, required: ['name'] })
  })

  it('gives up (non-strict) on what strict mode cannot express', () => {
    expect(toStrictSchema({ type: 'object', additionalProperties: { type: 'number' } })).toHaveProperty('reason')
    expect(toStrictSchema({ type: 'object', properties: { a: {} } })).toHaveProperty('reason')
    expect(toStrictSchema({ type: 'object', properties: { a: { oneOf: [{ type: 'string' }] } } })).toHaveProperty('reason')
    expect(toStrictSchema({ type: 'array', items: { type: 'string' } })).toHaveProperty('reason')
  })

  it('drops the nulls strict mode forced on optional non-nullable fields only', () => {
    expect(dropStrictNulls({ drug: null, dose_mg: null, id: null, route: { name: null } }, judge)).toEqual({
      drug: null,
      dose_mg: null,
      route: {},
    })
  })
})
