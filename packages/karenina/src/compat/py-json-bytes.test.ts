import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { PyFloat } from './py-float-value.js'
import { PyJsonByteWriter } from './py-json-bytes.js'
import { pyJsonDumps } from './py-json.js'
import { PyTuple } from './py-tuple.js'

/** What the writer must produce: the string dump's UTF-8 bytes, or the same error. */
function expected(value: unknown): { bytes: Buffer } | { error: unknown } {
  try {
    return { bytes: Buffer.from(pyJsonDumps(value, { ensureAscii: false }), 'utf8') }
  } catch (error) {
    return { error }
  }
}

function written(writer: PyJsonByteWriter, value: unknown): { bytes: Buffer } | { error: unknown } {
  try {
    writer.value(value)
    return { bytes: writer.take() }
  } catch (error) {
    writer.reset()
    return { error }
  }
}

function expectSameDump(writer: PyJsonByteWriter, value: unknown): void {
  const want = expected(value)
  const got = written(writer, value)
  if ('error' in want) {
    expect('error' in got).toBe(true)
    const error = (got as { error: Error }).error
    expect(error.constructor).toBe((want.error as Error).constructor)
    expect(error.message).toBe((want.error as Error).message)
  } else {
    expect('bytes' in got, String((got as { error?: unknown }).error)).toBe(true)
    expect((got as { bytes: Buffer }).bytes.toString('hex')).toBe(want.bytes.toString('hex'))
  }
}

const sparse = [1, , 3] // eslint-disable-line no-sparse-arrays
const circular: Record<string, unknown> = { a: 1 }
circular.self = circular

class Point {
  constructor(
    readonly x: number,
    readonly y: number,
  ) {}
}

const EDGE_CASES: [string, unknown][] = [
  ['floats', [NaN, Infinity, -Infinity, -0, 0, 1e16, 1e21, 1e-5, 5.5, 0.1 + 0.2, Number.MAX_VALUE, Number.MIN_VALUE, 2 ** 53 + 2]],
  ['PyFloat boxes', [new PyFloat(5), new PyFloat(-0), new PyFloat(NaN), new PyFloat(1e16), new PyFloat(Infinity)]],
  ['bigints and ints', [0n, -(2n ** 70n), 42, -7, Number.MAX_SAFE_INTEGER]],
  ['PyTuple', { t: new PyTuple(['x', 'é', '😀']) }],
  ['undefined and holes', { a: undefined, b: [undefined, null], c: sparse, d: {} }],
  ['empty containers', [[], {}, [[]], [{}], { e: [] }]],
  ['nested', { a: { b: { c: [1, { d: 'e' }] } }, f: [true, false, null] }],
  ['unicode', { 'clé é': 'é\x7f😀 \u2028\u2029 \ufeff 咖啡', '😀': 'astral' }],
  ['escapes', '"\\\b\f\n\r\t\x00\x1f /'],
  ['lone surrogates', ['\ud800', 'a\udc00b', '\ud83d', 'x\ude00\ud83d\ude00y', { '\ud800k': '\udfff' }]],
  // Strings around the 32-unit boundary of the byte-by-byte path, with non-ASCII at its start, middle and end.
  ['short and long strings', ['a'.repeat(31), 'a'.repeat(32), 'a'.repeat(33), 'é' + 'a'.repeat(31), 'a'.repeat(31) + 'é', 'a'.repeat(16) + '😀' + 'a'.repeat(16), 'é'.repeat(40), '"'.repeat(40)]],
  ['keys needing escapes', { 'a"b': 1, 'c\nd': 2, '\\': 3, '': 4 }],
  ['toJSON', { p: new PyFloat(2), d: new Date(Date.UTC(2026, 0, 2)), custom: { toJSON: () => ({ x: [1, 'y'] }) } }],
  ['class instances and null prototypes', [new Point(1, 2), Object.assign(Object.create(null) as object, { z: 1 }), new Map([[1, 2]]), new Number(3)]],
  ['integer-like keys', { b: 1, 2: 'two', a: 3, 1: 'one' }],
  ['__proto__ own key', JSON.parse('{"__proto__": {"x": 1}, "y": 2}')],
  ['circular', circular],
  ['function', { f: () => 1 }],
  ['symbol', [Symbol('s')]],
]

const pyValue = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: 'small' },
    fc.string({ unit: 'binary' }),
    fc.string({ unit: 'grapheme', maxLength: 40 }),
    fc.double(),
    fc.integer(),
    fc.bigInt(),
    fc.boolean(),
    fc.constantFrom(null, undefined, -0, NaN, Infinity),
    fc.double().map((x) => new PyFloat(x)),
    fc.array(fc.string({ unit: 'binary' })).map((items) => new PyTuple(items)),
    fc.array(tie('value'), { maxLength: 5 }),
    fc.sparseArray(tie('value'), { maxLength: 5 }),
    fc.dictionary(fc.string({ unit: 'binary', maxLength: 8 }), tie('value'), { maxKeys: 5 }),
  ),
})).value

describe('PyJsonByteWriter', () => {
  it.each(EDGE_CASES)('writes the bytes of pyJsonDumps(ensureAscii: false): %s', (_name, value) => {
    expectSameDump(new PyJsonByteWriter(), value)
  })

  it('writes the same bytes as the string dump for arbitrary values, growing its buffer and reused between values', () => {
    // A tiny first buffer: most values make it grow, some mid-string.
    const writer = new PyJsonByteWriter(8)
    fc.assert(
      fc.property(pyValue, (value) => {
        expectSameDump(writer, value)
      }),
      { numRuns: 500 },
    )
  })

  it('starts over after take and after an error', () => {
    const writer = new PyJsonByteWriter(4)
    writer.value({ a: 'é'.repeat(100) })
    expect(writer.take().toString()).toBe(`{"a": "${'é'.repeat(100)}"}`)
    expect(writer.length).toBe(0)
    expect(() => writer.value([1, circular])).toThrow('Circular reference detected')
    writer.reset()
    writer.value([circular.a, 'ok'])
    expect(writer.take().toString()).toBe('[1, "ok"]')
  })
})
