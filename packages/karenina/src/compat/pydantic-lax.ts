import { z } from 'zod'
import { floatLiteral } from './py-float.js'
import { PyFloat, isPyFloat } from './py-float-value.js'
import { PyTuple } from './py-tuple.js'

/**
 * Pydantic v2 *lax-mode* coercion as zod schemas (spec 02 §5.2, 01 §2.1). Karenina validates judge output and
 * primitive params with Pydantic's default (lax) mode, and verdicts depend on it: `"5"` becomes `5` for an
 * `int` field, `5.5` is rejected, `"yes"` is `true` for a `bool` field.
 *
 * Each schema is `z.preprocess(coerce, inner)`: the coercion reports its own issue (saying what was expected
 * and what was received), and the inner schema keeps the JSON-schema type (`integer`, `number`, …) for the
 * judge schema.
 *
 * Float-ness: `laxFloat` returns plain JS numbers, which is what arithmetic and primitive params need
 * (`NumericRange({ min: 0 })` stores `0`, compared numerically). `laxPyFloat` boxes integral results as
 * `PyFloat` so that Python's `str(8.0) == "8.0"` survives: use it for judge output of `float`-typed fields.
 */

// Rust's `str::trim` (Unicode White_Space), which pydantic-core applies to numeric strings. Unlike Python's
// `str.strip` it keeps U+001C–U+001F; unlike JS `trim()` it keeps U+FEFF.
const RUST_WS = '\\t\\n\\x0b\\f\\r \\x85\\xa0\\u1680\\u2000-\\u200a\\u2028\\u2029\\u202f\\u205f\\u3000'
const TRIM = new RegExp(`^[${RUST_WS}]+|[${RUST_WS}]+$`, 'gu')

// Rust `i64::from_str` (what pydantic-core uses for int strings; floats are read as `floatLiteral` reads them).
const INT_TEXT = /^[+-]?\d+$/
// Python accepts single underscores between digits (`"1_000"`), nowhere else.
const UNDERSCORES = /(?<=\d)_(?=\d)/g

const BOOL_TRUE = new Set(['1', 't', 'y', 'on', 'yes', 'true'])
const BOOL_FALSE = new Set(['0', 'f', 'n', 'no', 'off', 'false'])

/** A short description of a received value for error messages: `"1.5" (str)`, `5.0 (float)`, `[…] (list)`. */
export function describeReceived(value: unknown): string {
  if (value === undefined) return 'nothing (missing)'
  if (value === null) return 'None'
  if (typeof value === 'string') {
    const shown = value.length > 40 ? `${value.slice(0, 40)}…` : value
    return `${JSON.stringify(shown)} (str)`
  }
  if (typeof value === 'boolean') return `${value ? 'True' : 'False'} (bool)`
  if (isPyFloat(value)) return `${Math.abs(value.value) < 1e16 ? `${value.value}.0` : value.value} (float)`
  if (typeof value === 'number') return `${value} (${Number.isInteger(value) ? 'int' : 'float'})`
  if (Array.isArray(value) || value instanceof PyTuple) return `a ${Array.isArray(value) ? 'list' : 'tuple'}`
  if (typeof value === 'object') return 'an object (dict)'
  return typeof value
}

/** The outcome of one lax coercion: the coerced value, or what was expected instead. */
export type LaxCoercion<T> = { ok: true; value: T } | { ok: false; expected: string }

/** `In` is the TypeScript input type users see; at run time any value is accepted and coerced. */
function laxSchema<In, Inner extends z.ZodType>(coerce: (value: unknown) => LaxCoercion<unknown>, inner: Inner) {
  return z.preprocess((value: In, ctx) => {
    const result = coerce(value)
    if (result.ok) return result.value
    const message = value === undefined ? `required: expected ${result.expected}` : `expected ${result.expected}, received ${describeReceived(value)}`
    ctx.addIssue({ code: 'custom', input: value, message })
    return z.NEVER
  }, inner)
}

function parseFloatText(text: string): number | undefined {
  const trimmed = text.replace(TRIM, '')
  return floatLiteral(trimmed) ?? floatLiteral(trimmed.replace(UNDERSCORES, ''))
}

/** The integer a string holds, as its digits (sign kept), or undefined. */
function intDigits(text: string): string | undefined {
  let candidate = text.replace(TRIM, '').replace(UNDERSCORES, '')
  // pydantic-core accepts a fraction made only of zeros ("5.0", "5.", "5.000").
  const dot = candidate.indexOf('.')
  if (dot >= 0 && /^0*$/.test(candidate.slice(dot + 1))) candidate = candidate.slice(0, dot)
  return INT_TEXT.test(candidate) ? candidate : undefined
}

/**
 * Pydantic lax `int` coercion with Python's unbounded ints: beyond 2^53 the value is an exact `bigint`
 * (a JSON integer read losslessly, or a digit string), never a rounded number.
 */
export function coerceLaxPyInt(value: unknown): LaxCoercion<number | bigint> {
  if (typeof value === 'bigint') return { ok: true, value }
  const digits = typeof value === 'string' ? intDigits(value) : undefined
  if (digits !== undefined && !Number.isSafeInteger(Number(digits))) return { ok: true, value: BigInt(digits) }
  // An integral Python float beyond 2^53 holds an exact integer: int(x) keeps every digit of it.
  if (isPyFloat(value) && Number.isInteger(value.value) && !Number.isSafeInteger(value.value)) return { ok: true, value: BigInt(value.value) }
  // A plain JS integer beyond 2^53 was read by a lossy JSON parser (a provider SDK): its digits may be rounded.
  if (typeof value === 'number' && Number.isInteger(value) && !Number.isSafeInteger(value)) {
    return { ok: false, expected: `an integer read exactly (${value} is beyond 2^53 and was parsed lossily, so it may be rounded: karenina-ts refuses rather than round)` }
  }
  return coerceLaxInt(value)
}

/** Pydantic lax `int` coercion as a plain number (no PyFloat box). */
export function coerceLaxInt(value: unknown): LaxCoercion<number> {
  if (typeof value === 'boolean') return { ok: true, value: value ? 1 : 0 }
  if (typeof value === 'string') {
    const digits = intDigits(value)
    // `|| 0`: "-0" is Python's int 0, not -0.
    return digits === undefined ? { ok: false, expected: 'a string holding an integer' } : { ok: true, value: Number(digits) || 0 }
  }
  const number = isPyFloat(value) ? value.value : typeof value === 'number' ? value : undefined
  if (number === undefined) return { ok: false, expected: 'an integer (int, integral float, numeric string or bool)' }
  if (!Number.isFinite(number)) return { ok: false, expected: 'a finite number' }
  if (!Number.isInteger(number)) return { ok: false, expected: 'an integer (got a fractional number)' }
  return { ok: true, value: number === 0 ? 0 : number }
}

/** Pydantic lax `float` coercion as a plain number. */
export function coerceLaxFloat(value: unknown): LaxCoercion<number> {
  if (typeof value === 'boolean') return { ok: true, value: value ? 1 : 0 }
  if (isPyFloat(value)) return { ok: true, value: value.value }
  if (typeof value === 'number') return { ok: true, value }
  if (typeof value === 'string') {
    const parsed = parseFloatText(value)
    return parsed === undefined ? { ok: false, expected: 'a string holding a number' } : { ok: true, value: parsed }
  }
  return { ok: false, expected: 'a number (int, float, numeric string or bool)' }
}

/** Pydantic lax `bool` coercion. */
export function coerceLaxBool(value: unknown): LaxCoercion<boolean> {
  if (typeof value === 'boolean') return { ok: true, value }
  if (typeof value === 'string') {
    // No whitespace trimming: pydantic-core compares the raw string, ASCII case-insensitively.
    const lower = /^[\x00-\x7f]*$/.test(value) ? value.toLowerCase() : value
    if (BOOL_TRUE.has(lower)) return { ok: true, value: true }
    if (BOOL_FALSE.has(lower)) return { ok: true, value: false }
    return { ok: false, expected: 'a boolean string (true/false, yes/no, on/off, 1/0, t/f, y/n)' }
  }
  const number = isPyFloat(value) ? value.value : typeof value === 'number' ? value : undefined
  if (number === 0) return { ok: true, value: false }
  if (number === 1) return { ok: true, value: true }
  if (number !== undefined) return { ok: false, expected: 'a boolean (0 or 1 for numbers)' }
  return { ok: false, expected: 'a boolean (bool, 0/1 or a boolean string)' }
}

/**
 * The type a coerced value already has, with a fixed JSON schema. zod's `z.number()` rejects `Infinity` and
 * `NaN`, which Pydantic floats accept (`"inf"`, `"nan"`), and `z.int()` emits safe-integer bounds Pydantic
 * does not have.
 */
function coercedType<T>(is: (value: unknown) => value is T, jsonSchema: Record<string, unknown>) {
  const schema = z.custom<T>(is)
  schema._zod.toJSONSchema = () => ({ ...jsonSchema })
  return schema
}

/** What TypeScript callers may pass where Python takes an int or a float (all are coerced as Pydantic does). */
export type LaxNumberInput = number | PyFloat | string | boolean

const isNumber = (value: unknown): value is number => typeof value === 'number'
const isNumberOrBox = (value: unknown): value is number | PyFloat => typeof value === 'number' || isPyFloat(value)

/** Python `int` in Pydantic lax mode: int, integral float, numeric string (`" 5 "`, `"5.0"`, `"1_000"`), bool. */
export const laxInt = laxSchema<LaxNumberInput, z.ZodType<number>>(coerceLaxInt, coercedType(isNumber, { type: 'integer' }))

/** `laxInt` with Python's unbounded ints (`bigint` beyond 2^53): judge values of `int` fields. */
export const laxPyInt = laxSchema<LaxNumberInput | bigint, z.ZodType<number | bigint>>(
  coerceLaxPyInt,
  coercedType((value: unknown): value is number | bigint => typeof value === 'number' || typeof value === 'bigint', { type: 'integer' }),
)

/** Python `float` in Pydantic lax mode: number, bool, numeric string (`"1e3"`, `"inf"`, `" 2.5 "`); a plain number. */
export const laxFloat = laxSchema<LaxNumberInput, z.ZodType<number>>(coerceLaxFloat, coercedType(isNumber, { type: 'number' }))

/** Like `laxFloat`, but integral results are `PyFloat` boxes so that Python's float typing (`str(8.0)`) survives. */
export const laxPyFloat = laxSchema<LaxNumberInput, z.ZodType<number | PyFloat>>((value) => {
  const result = coerceLaxFloat(value)
  return result.ok && Number.isInteger(result.value) ? { ok: true, value: new PyFloat(result.value) } : result
}, coercedType(isNumberOrBox, { type: 'number' }))

/** Python `str` in Pydantic lax mode: strings only (numbers and booleans are rejected). */
export const laxStr = laxSchema<string, z.ZodString>(
  (value): LaxCoercion<string> => (typeof value === 'string' ? { ok: true, value } : { ok: false, expected: 'a string' }),
  z.string(),
)

/** Python `bool` in Pydantic lax mode: bool, 0/1, `true/false/yes/no/on/off/1/0/t/f/y/n` (any case). */
export const laxBool = laxSchema<boolean | number | string, z.ZodBoolean>(coerceLaxBool, z.boolean())

/** Python `list[T]` in Pydantic lax mode: arrays (and `PyTuple`s) only; a bare string is rejected. */
export function laxList<Item extends z.ZodType>(item: Item) {
  return laxSchema<readonly z.input<Item>[] | PyTuple, z.ZodArray<Item>>(
    (value): LaxCoercion<unknown[]> => {
      if (Array.isArray(value)) return { ok: true, value }
      if (value instanceof PyTuple) return { ok: true, value: [...value.items] }
      return { ok: false, expected: 'a list' }
    },
    z.array(item),
  )
}

/** Python `Literal[...]`: the exact value (case-sensitive, no coercion). */
export function laxLiteral<const Values extends readonly [z.core.util.Literal, ...z.core.util.Literal[]]>(values: Values) {
  const shown = values.map((v) => JSON.stringify(v)).join(', ')
  return laxSchema<Values[number], z.ZodLiteral<Values[number]>>(
    (value): LaxCoercion<Values[number]> =>
      (values as readonly unknown[]).includes(value) ? { ok: true, value: value as Values[number] } : { ok: false, expected: `one of ${shown}` },
    z.literal(values),
  )
}
