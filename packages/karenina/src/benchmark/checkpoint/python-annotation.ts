import { z } from 'zod'
import { PyFloat } from '../../compat/py-float-value.js'
import { pyStr } from '../../compat/py-str.js'
import { lastSegment, type PyExpr } from '../../python-sandbox/python-expression-parser.js'
import { PythonSubsetError } from '../../python-sandbox/python-tokenizer.js'

// One instance each, shared by every field of every template: zod schemas are immutable (`.nullable()` wraps), and a
// checkpoint of 5,000 questions otherwise holds 5,000 copies of z.string() (issue 31).
const SCALARS: Record<string, z.ZodType> = { bool: z.boolean(), int: z.int(), float: z.number(), str: z.string() }
const LIST_NAMES = new Set(['list', 'List'])
const DICT_NAMES = new Set(['dict', 'Dict'])
/** Annotations Python accepts that have no faithful reading here, with the reason. */
const UNSUPPORTED: Record<string, string> = {
  set: 'a set (Pydantic builds a Python set)',
  Set: 'a set (Pydantic builds a Python set)',
  frozenset: 'a set (Pydantic builds a Python set)',
  tuple: 'a tuple (Pydantic builds a Python tuple)',
  Tuple: 'a tuple (Pydantic builds a Python tuple)',
  date: 'a date (Pydantic parses the judge value into a date object)',
  datetime: 'a datetime (Pydantic parses the judge value into a datetime object)',
  bytes: 'bytes',
  Decimal: 'a Decimal',
}

function unsupported(expr: PyExpr, what: string): never {
  throw new PythonSubsetError(expr.line, `the annotation ${what} is not supported by karenina-ts`)
}

function isNone(expr: PyExpr): boolean {
  return (expr.kind === 'const' && expr.value === null) || (expr.kind === 'name' && expr.name === 'NoneType')
}

function literalSchema(expr: Extract<PyExpr, { kind: 'subscript' }>): { schema: z.ZodType; values: unknown[] } {
  const values = expr.index.map((item) => {
    if (item.kind !== 'const') unsupported(expr, 'Literal[...] with a value that is not a constant')
    return item.value instanceof PyFloat ? item.value.value : item.value
  })
  if (values.length === 0) unsupported(expr, 'Literal[] without values')
  const present = values.filter((v) => v !== null) as (string | number | boolean)[]
  if (present.length === 0) return { schema: z.null(), values }
  const base = present.every((v) => typeof v === 'string') ? z.enum(present as [string, ...string[]]) : z.literal(present as [string | number | boolean])
  return { schema: present.length < values.length ? base.nullable() : base, values }
}

/** The value schema of an annotation (recursive: `list[int]`, `Optional[list[Literal[...]]]`, `dict[str, float]`, `int | None`). */
function schemaOf(expr: PyExpr): z.ZodType {
  switch (expr.kind) {
    case 'name': {
      const name = lastSegment(expr.name)
      if (Object.hasOwn(SCALARS, name)) return SCALARS[name]!
      if (LIST_NAMES.has(name)) return z.array(z.unknown())
      if (DICT_NAMES.has(name)) return z.record(z.string(), z.unknown())
      if (name === 'Any') return z.unknown()
      return unsupported(expr, Object.hasOwn(UNSUPPORTED, name) ? `${expr.name} (${UNSUPPORTED[name]})` : expr.name)
    }
    case 'union':
      return unionOf(expr, expr.options)
    case 'subscript': {
      const name = lastSegment(expr.target)
      const shown = `${expr.target}[...]`
      if (name === 'Literal') return literalSchema(expr).schema
      if (name === 'Optional') {
        if (expr.index.length !== 1) unsupported(expr, 'Optional[...] with more than one type')
        return schemaOf(expr.index[0]!).nullable()
      }
      if (name === 'Union') return unionOf(expr, expr.index)
      if (LIST_NAMES.has(name)) {
        if (expr.index.length !== 1) unsupported(expr, `${shown} with ${expr.index.length} types`)
        return z.array(schemaOf(expr.index[0]!))
      }
      if (DICT_NAMES.has(name)) {
        const [key, value] = expr.index
        if (expr.index.length !== 2 || key === undefined || value === undefined) unsupported(expr, `${shown} without a key and a value type`)
        if (!(key.kind === 'name' && lastSegment(key.name) === 'str')) unsupported(expr, `${shown} with non-string keys`)
        return z.record(z.string(), schemaOf(value))
      }
      return unsupported(expr, Object.hasOwn(UNSUPPORTED, name) ? `${shown} (${UNSUPPORTED[name]})` : shown)
    }
    case 'const':
      if (expr.value === null) return z.null()
      return unsupported(expr, pyStr(expr.value))
    default:
      return unsupported(expr, `of kind ${expr.kind}`)
  }
}

function unionOf(expr: PyExpr, options: readonly PyExpr[]): z.ZodType {
  const rest = options.filter((o) => !isNone(o))
  if (rest.length === 0) return z.null()
  // Pydantic's smart union of several types has no faithful lax reading here: refuse rather than guess.
  if (rest.length > 1) unsupported(expr, 'a Union of several types (only X | None, Optional[X] and Union[X, None] are read)')
  const base = schemaOf(rest[0]!)
  return rest.length < options.length ? base.nullable() : base
}

/**
 * Reads a field annotation of a declarative template (never silently changing a type): scalars, `list[X]`,
 * `dict[str, X]`, `Literal[...]` (any constants), `Optional[X]`, `X | None`, `Union[X, None]`, `Any`, nested.
 * Anything else (sets, tuples, dates, unions of several types) throws a PythonSubsetError with the reason,
 * so the template is reported as one karenina-ts cannot run. Gives the exact value schema, and Karenina's
 * TemplateSpec view of it ({@link specTypeOf}).
 */
export function readFieldAnnotation(expr: PyExpr, field: string) {
  let schema: z.ZodType
  try {
    schema = schemaOf(expr)
  } catch (error) {
    if (error instanceof PythonSubsetError) throw new PythonSubsetError(error.line, `field "${field}": ${error.problem}`)
    throw error
  }
  return {
    /** The schema the judge's value is validated against (what Pydantic would build from the annotation). */
    schema,
    ...specTypeOf(expr),
  }
}

/** Karenina's converter type (spec 01 §8.2): `bool/int/float/str` exactly, any list → `list_str`, `Literal` → `literal`, else `str`. */
function specTypeOf(annotation: PyExpr): { specType: string; literalValues: string[] | null } {
  if (annotation.kind === 'name' && Object.hasOwn(SCALARS, annotation.name)) return { specType: annotation.name, literalValues: null }
  if (annotation.kind === 'name' && LIST_NAMES.has(lastSegment(annotation.name))) return { specType: 'list_str', literalValues: null }
  if (annotation.kind === 'subscript') {
    const target = lastSegment(annotation.target)
    if (LIST_NAMES.has(target)) return { specType: 'list_str', literalValues: null }
    if (target === 'Literal') return { specType: 'literal', literalValues: literalSchema(annotation).values.map(pyStr) }
  }
  return { specType: 'str', literalValues: null }
}
