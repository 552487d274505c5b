import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { arbitraryFor, expectSameOutput } from './__fixtures__/zod-arbitrary.js'
import { compileFastParse, REJECTED } from './zod-fast-parse.js'

function agrees(schema: z.ZodType, value: unknown, options = {}) {
  const fast = compileFastParse(schema, options)(value)
  const zod = schema.safeParse(value)
  expect(fast === REJECTED).toBe(!zod.success)
  if (zod.success) expectSameOutput(fast, zod.data)
}

const zoo = z
  .object({
    name: z.string(),
    short: z.string().max(3).nullable().default(null),
    kind: z.enum(['a', 'b']).default('a'),
    count: z.number().int().default(0),
    ratio: z.number().nullable().default(null),
    flag: z.boolean().default(false),
    tags: z.array(z.string()).default([]),
    scores: z.record(z.string(), z.boolean().nullable()).nullable().default(null),
    nested: z.object({ x: z.number(), y: z.unknown().default(null) }).strict().nullable().default(null),
    loose: z.object({ a: z.string() }).optional(),
    any: z.unknown().default(null),
    union: z.union([z.string(), z.boolean()]).default(''),
    transformed: z.string().transform((s) => s.length).default(0),
  })
  .strict()

describe('compileFastParse', () => {
  it('gives zod safeParse outcome and output (key order included) on generated values', () => {
    fc.assert(fc.property(arbitraryFor(zoo), (value) => agrees(zoo, value)), { numRuns: 2000 })
  })

  it('also on objects without optional keys (the generated parsers), strict and stripping, nested', () => {
    const inner = z.object({ x: z.number(), label: z.string().nullable().default(null) }).strict()
    const noOptional = z
      .object({ 'a key': z.string(), '0': z.boolean().default(false), quote: z.enum(['"', "'"]).default('"'), inner: inner.nullable().default(null), list: z.array(inner).default([]) })
      .strict()
    fc.assert(fc.property(arbitraryFor(noOptional), (value) => agrees(noOptional, value)), { numRuns: 2000 })
    const stripping = z.object({ a: z.string(), inner: inner.default({ x: 1, label: null }) })
    fc.assert(fc.property(arbitraryFor(stripping), (value) => agrees(stripping, value)), { numRuns: 500 })
    agrees(stripping, { inner: { x: 2, label: 'l' }, a: 'x', extra: true })
    agrees(noOptional, { 'a key': 'k', inner: { x: 1, label: null, extra: 1 } })
    agrees(noOptional, { 'a key': 'k', list: [{ x: 'not a number' }] })
    agrees(noOptional, { '0': true })
  })

  it('keeps a __proto__ key an own key (no generated literal for it)', () => {
    const withProto = z.object({ ['__proto__']: z.string(), b: z.number().default(1) })
    const value = JSON.parse('{"__proto__": "p"}') as unknown
    agrees(withProto, value)
    const out = compileFastParse(withProto)(value) as Record<string, unknown>
    expect(Object.getPrototypeOf(out)).toBe(Object.prototype)
  })

  it('also on a stripping object (unknown keys dropped, not rejected)', () => {
    const strip = z.object({ a: z.string(), b: z.number().default(1) })
    fc.assert(fc.property(arbitraryFor(strip), (value) => agrees(strip, value)), { numRuns: 500 })
    agrees(strip, { b: 2, a: 'x', extra: true })
  })

  it('hands zod nothing for plain data already in the shape', () => {
    let zodCalls = 0
    const parse = compileFastParse(zoo, { onZod: () => zodCalls++ })
    const value = {
      name: 'n',
      short: null,
      kind: 'b',
      count: 3,
      ratio: 0.5,
      flag: true,
      tags: ['t'],
      scores: { s: null },
      nested: { x: 1, y: { deep: [1] } },
      any: null,
      union: 'u',
      transformed: 'ab',
    }
    expect(parse({ ...value, transformed: undefined })).not.toBe(REJECTED)
    zodCalls = 0
    // The union and the transform are zod's (the only two calls).
    const out = parse(value)
    expect(zodCalls).toBe(2)
    expect(out).toEqual(zoo.safeParse(value).data)
  })
})
