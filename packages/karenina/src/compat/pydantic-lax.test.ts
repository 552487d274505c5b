import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { PyFloat } from './py-float-value.js'
import { PyTuple } from './py-tuple.js'
import { laxBool, laxFloat, laxInt, laxList, laxLiteral, laxPyFloat, laxStr } from './pydantic-lax.js'

function message(schema: z.ZodType, value: unknown): string {
  const result = schema.safeParse(value)
  if (result.success) throw new Error(`expected ${JSON.stringify(value)} to be rejected`)
  return result.error.issues[0]!.message
}

describe('laxInt', () => {
  it.each([
    [5, 5],
    [new PyFloat(5), 5],
    [5.0, 5],
    [' 5 ', 5],
    ['5.0', 5],
    ['5.', 5],
    ['-12', -12],
    ['+7', 7],
    ['1_000', 1000],
    ['\u00a042\u3000', 42],
    [true, 1],
    [false, 0],
    ['-0', 0],
  ])('accepts %j as %d', (input, output) => {
    expect(laxInt.parse(input)).toBe(output)
  })

  it.each([1.5, '1.5', 'abc', '', '1__000', '_1', '1_', '0x10', '1e3', null, [1], {}, Infinity, NaN, '.0'])('rejects %j', (input) => {
    expect(laxInt.safeParse(input).success).toBe(false)
  })

  it('says what it expected and what it received', () => {
    expect(message(laxInt, 1.5)).toMatch(/expected an integer.*received 1\.5 \(float\)/)
    expect(message(laxInt, 'abc')).toMatch(/expected a string holding an integer, received "abc" \(str\)/)
    expect(message(laxInt, null)).toMatch(/received None/)
  })

  it('emits a plain integer JSON schema', () => {
    expect(z.toJSONSchema(laxInt, { io: 'output' })).toMatchObject({ type: 'integer' })
    expect(z.toJSONSchema(laxInt, { io: 'output' })).not.toHaveProperty('maximum')
  })
})

describe('laxFloat', () => {
  it.each([
    [5, 5],
    [new PyFloat(5), 5],
    [2.5, 2.5],
    ['1e3', 1000],
    [' 2.5 ', 2.5],
    ['.5', 0.5],
    ['5.', 5],
    ['1_000.5', 1000.5],
    ['inf', Infinity],
    ['-Infinity', -Infinity],
    [true, 1],
    [false, 0],
  ])('accepts %j as %d', (input, output) => {
    expect(laxFloat.parse(input)).toBe(output)
  })

  it('accepts "nan"', () => {
    expect(laxFloat.parse('NaN')).toBeNaN()
  })

  it.each(['abc', '', '0x10', 'n/a', null, [], {}, '1__0', '\ufeff1'])('rejects %j', (input) => {
    expect(laxFloat.safeParse(input).success).toBe(false)
  })

  it('returns plain numbers, never boxes', () => {
    expect(typeof laxFloat.parse(new PyFloat(3))).toBe('number')
  })
})

describe('laxPyFloat', () => {
  it('boxes integral results as Python floats', () => {
    const eight = laxPyFloat.parse(8)
    expect(eight).toBeInstanceOf(PyFloat)
    expect((eight as PyFloat).value).toBe(8)
    expect(laxPyFloat.parse('8')).toBeInstanceOf(PyFloat)
  })

  it('keeps non-integral numbers plain', () => {
    expect(laxPyFloat.parse(8.5)).toBe(8.5)
    expect(laxPyFloat.parse('inf')).toBe(Infinity)
  })

  it('rejects what laxFloat rejects', () => {
    expect(message(laxPyFloat, 'x')).toMatch(/expected a string holding a number, received "x"/)
  })
})

describe('laxStr', () => {
  it('accepts strings only', () => {
    expect(laxStr.parse('x')).toBe('x')
    expect(laxStr.parse('')).toBe('')
    for (const bad of [5, true, null, ['a'], new PyFloat(1)]) expect(laxStr.safeParse(bad).success).toBe(false)
    expect(message(laxStr, 5)).toBe('expected a string, received 5 (int)')
  })
})

describe('laxBool', () => {
  it.each([
    [true, true],
    [false, false],
    [1, true],
    [0, false],
    [new PyFloat(1), true],
    ['yes', true],
    ['No', false],
    ['ON', true],
    ['off', false],
    ['t', true],
    ['F', false],
    ['y', true],
    ['n', false],
    ['1', true],
    ['0', false],
    ['TRUE', true],
  ])('accepts %j as %s', (input, output) => {
    expect(laxBool.parse(input)).toBe(output)
  })

  it.each([2, 0.5, 'maybe', ' true', '', null, [], 'ｔrue'])('rejects %j', (input) => {
    expect(laxBool.safeParse(input).success).toBe(false)
  })
})

describe('laxList', () => {
  const list = laxList(laxStr)
  it('accepts arrays and tuples', () => {
    expect(list.parse(['a', 'b'])).toEqual(['a', 'b'])
    expect(list.parse(new PyTuple(['x']))).toEqual(['x'])
  })

  it('rejects bare strings and bad items with a path', () => {
    expect(message(list, 'abc')).toBe('expected a list, received "abc" (str)')
    const result = list.safeParse(['a', 5])
    expect(result.success).toBe(false)
    expect(result.error!.issues[0]!.path).toEqual([1])
  })
})

describe('laxLiteral', () => {
  const mode = laxLiteral(['relative', 'absolute'])
  it('accepts exact values only', () => {
    expect(mode.parse('relative')).toBe('relative')
    expect(mode.safeParse('Relative').success).toBe(false)
    expect(message(mode, 'bogus')).toBe('expected one of "relative", "absolute", received "bogus" (str)')
  })
})

describe('JSON schema of lax fields', () => {
  it('describes the Python types, not the coercions', () => {
    const schema = z.object({
      count: laxInt,
      dose: laxPyFloat.nullable().default(null),
      ok: laxBool,
      names: laxList(laxStr),
      mode: laxLiteral(['a', 'b']),
      ratio: laxFloat.describe('a ratio'),
    })
    expect(z.toJSONSchema(schema, { io: 'input' }).properties).toEqual({
      count: { type: 'integer' },
      dose: { type: ['number', 'null'] },
      ok: { type: 'boolean' },
      names: { type: 'array', items: { type: 'string' } },
      mode: { type: 'string', enum: ['a', 'b'] },
      ratio: { type: 'number', description: 'a ratio' },
    })
    expect(schema.parse({ count: '3', ok: 'yes', names: ['x'], mode: 'a', ratio: '1e3' })).toEqual({
      count: 3,
      dose: null,
      ok: true,
      names: ['x'],
      mode: 'a',
      ratio: 1000,
    })
  })
})
