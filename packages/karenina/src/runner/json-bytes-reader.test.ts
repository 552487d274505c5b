// The packed record headers a reporter reads per test are parsed from their bytes: the values must be JSON.parse's.
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { JsonBytesReader } from './json-bytes-reader.js'

const bytes = (text: string) => Buffer.from(text, 'utf8')

describe('JsonBytesReader', () => {
  it('reads what JSON.parse reads, key order and -0 included, from JSON.stringify output and spaced text', () => {
    const reader = new JsonBytesReader(['.shared', 'a.shared'])
    fc.assert(
      fc.property(fc.jsonValue({ stringUnit: 'grapheme' }), fc.boolean(), (value, spaced) => {
        const text = JSON.stringify(value, null, spaced ? 2 : undefined)
        const parsed = reader.parse(bytes(text))
        expect(parsed).toStrictEqual(JSON.parse(text))
        expect(JSON.stringify(parsed)).toBe(JSON.stringify(JSON.parse(text)))
      }),
      { numRuns: 500 },
    )
  })

  it('reads numbers, escapes, non-ASCII text and __proto__ as JSON.parse does', () => {
    const reader = new JsonBytesReader()
    for (const text of ['-0', '0', '1e3', '-1.5E-7', '123456789012345', '1234567890123456789', '0.1', '"a\\"b\\\\c\\u00e9\\n"', '"é→😀"', '{"__proto__":{"x":1},"a":[1,{"b":null}]}', '{"k":1,"k":2}', ' [ true , false , null ] ']) {
      const parsed = reader.parse(bytes(text))
      expect(parsed).toStrictEqual(JSON.parse(text))
      expect(Object.is(parsed, JSON.parse(text)) || typeof parsed === 'object').toBe(true)
    }
    expect(Object.getPrototypeOf(reader.parse(bytes('{"__proto__":{"x":1}}')))).toBe(Object.prototype)
  })

  it('rejects what JSON.parse rejects', () => {
    const reader = new JsonBytesReader(['.s'])
    for (const text of ['', '{', '[1,]', '{"a":1,}', '01', '-', '1.', '1e', 'tru', '"\u0001"', '"open', '{"a" 1}', '[1 2]', '{"s":{"a":1}', 'nul', '{a:1}', '1 2']) {
      expect(() => JSON.parse(text), text).toThrow(SyntaxError)
      expect(() => reader.parse(bytes(text)), text).toThrow(SyntaxError)
    }
  })

  it('gives a shared member the value read last time its bytes were the same, and a new one when they differ', () => {
    const reader = new JsonBytesReader(['metadata.answering'])
    const read = (text: string) => reader.parse(bytes(text)) as { metadata: { answering: unknown } }
    const a = read('{"q":"q1","metadata":{"answering":{"model":"m","tools":[]}}}')
    const b = read('{"q":"q2","metadata":{"answering":{"model":"m","tools":[]}}}')
    const c = read('{"q":"q3","metadata":{"answering":{"model":"n","tools":[]}}}')
    expect(b.metadata.answering).toBe(a.metadata.answering)
    expect(c.metadata.answering).not.toBe(a.metadata.answering)
    expect(c.metadata.answering).toEqual({ model: 'n', tools: [] })
    // Only the members named, under their parent: the same key and bytes elsewhere are read anew, and leave the
    // shared value as it was.
    const d = reader.parse(bytes('{"usage":{"answering":{"model":"n","tools":[]}}}')) as { usage: { answering: unknown } }
    expect(d.usage.answering).not.toBe(c.metadata.answering)
    expect(read('{"metadata":{"answering":{"model":"n","tools":[]}}}').metadata.answering).toBe(c.metadata.answering)
    expect(() => new JsonBytesReader(['answering'])).toThrow(/parent\.key/)
  })

  it('reads a part of a buffer', () => {
    const buffer = bytes('{"a":[1,2]}\nrest of the record')
    expect(new JsonBytesReader().parse(buffer, 0, buffer.indexOf(0x0a))).toEqual({ a: [1, 2] })
  })
})
