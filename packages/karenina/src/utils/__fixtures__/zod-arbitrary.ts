// Test helper (not exported from the package): values for a zod schema, mostly valid, sometimes not, in
// every form zod treats differently (absent keys, other key orders, unknown keys, class instances, boxes).
import fc from 'fast-check'
import { expect } from 'vitest'
import type { z } from 'zod'
import { PyFloat } from '../../compat/py-float-value.js'

interface Def {
  type: string
  shape?: Record<string, z.ZodType>
  innerType?: z.ZodType
  element?: z.ZodType
  valueType?: z.ZodType
  entries?: Record<string, unknown>
  options?: z.ZodType[]
  in?: z.ZodType
}

const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: Def } })._zod.def
const ABSENT = Symbol('absent')

class Custom {
  constructor(readonly a: string) {}
}

const oddValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.anything({ maxDepth: 1, withNullPrototype: true, withObjectString: true }),
  fc.constant(new PyFloat(2)),
  fc.constant(new Custom('x')),
  fc.constant(undefined),
  fc.constantFrom(Number.NaN, Infinity, -0, 2 ** 60, 1.5),
)

/** An arbitrary for `schema`'s inputs: at each node, an odd value (often invalid) `1 / oddOneIn` of the time. */
export function arbitraryFor(schema: z.ZodType, oddOneIn = 13): fc.Arbitrary<unknown> {
  const arbitraryFor = (inner: z.ZodType): fc.Arbitrary<unknown> => {
    const valid = validFor(inner, arbitraryFor)
    return fc.oneof({ weight: oddOneIn - 1, arbitrary: valid }, { weight: 1, arbitrary: oddValue })
  }
  return arbitraryFor(schema)
}

function validFor(schema: z.ZodType, arbitraryFor: (inner: z.ZodType) => fc.Arbitrary<unknown>): fc.Arbitrary<unknown> {
  const def = defOf(schema)
  switch (def.type) {
    case 'string':
      return fc.oneof({ weight: 9, arbitrary: fc.string({ maxLength: 4 }) }, { weight: 1, arbitrary: fc.constant('é'.repeat(501)) })
    case 'boolean':
      return fc.boolean()
    case 'number':
      return fc.oneof(fc.integer(), fc.double())
    case 'enum':
      return fc.constantFrom(...Object.values(def.entries!))
    case 'unknown':
    case 'any':
      return fc.jsonValue({ maxDepth: 2 })
    case 'nullable':
      return fc.oneof(fc.constant(null), arbitraryFor(def.innerType!))
    case 'default':
    case 'optional':
      return fc.oneof(fc.constant(ABSENT), fc.constant(undefined), arbitraryFor(def.innerType!))
    case 'array':
      return fc.array(arbitraryFor(def.element!), { maxLength: 3 })
    case 'record':
      return fc.dictionary(fc.constantFrom('a', 'b', 'similarity_score', 'tp', 'x y', '__proto__'), arbitraryFor(def.valueType!), { maxKeys: 3 })
    case 'union':
      return fc.oneof(...def.options!.map(arbitraryFor), fc.constant(new PyFloat(3)), fc.constant(new PyFloat(3.5)))
    case 'pipe':
      return arbitraryFor(def.in!)
    case 'custom':
      return fc.oneof(fc.double(), fc.constant(new PyFloat(4)), fc.string())
    case 'object': {
      const keys = Object.keys(def.shape!)
      const fields = keys.map((key) => arbitraryFor(def.shape![key]!))
      return fc
        .tuple(fc.tuple(...fields), fc.nat(9).map((n) => n === 0), fc.nat(3).map((n) => n === 0), fc.nat(keys.length), fc.nat(keys.length))
        .map(([values, extra, dropOne, swapA, swapB]) => {
          const entries: [string, unknown][] = keys.map((key, i) => [key, values[i]])
          if (dropOne && entries.length > 0) entries[swapA % entries.length]![1] = ABSENT
          // Another key order (zod's output is always in the shape's order).
          if (swapA !== swapB && swapA < entries.length && swapB < entries.length) [entries[swapA], entries[swapB]] = [entries[swapB]!, entries[swapA]!]
          const out: Record<string, unknown> = {}
          for (const [key, value] of entries) if (value !== ABSENT) out[key] = value
          if (extra) out.unexpected_key = 1
          return out
        })
    }
    default:
      return oddValue
  }
}

/** Deep equality that also compares key order (zod writes objects in the shape's order). */
export function expectSameOutput(actual: unknown, expected: unknown): void {
  expect(actual).toStrictEqual(expected)
  const order = (v: unknown): unknown =>
    Array.isArray(v) ? v.map(order) : typeof v === 'object' && v !== null ? Object.entries(v).map(([k, x]) => [k, order(x)]) : null
  expect(order(actual)).toEqual(order(expected))
}
