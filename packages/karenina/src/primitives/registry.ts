import { PyFloat } from '../compat/py-float-value.js'
import { pyRepr } from '../compat/py-str.js'
import { PyTuple } from '../compat/py-tuple.js'
import { CheckError } from '../errors/check-error.js'
import type { Primitive, TemplateFieldType } from './primitive.js'
import { booleanMatch } from './boolean-match.js'
import { containsAll } from './contains-all.js'
import { containsAny } from './contains-any.js'
import { dateMatch } from './date-match.js'
import { dateRange } from './date-range.js'
import { dateTolerance } from './date-tolerance.js'
import { exactMatch } from './exact-match.js'
import { literalMatch } from './literal-match.js'
import { numericExact } from './numeric-exact.js'
import { numericGraded } from './numeric-graded.js'
import { numericMaximum } from './numeric-maximum.js'
import { numericMinimum } from './numeric-minimum.js'
import { numericRangeGraded } from './numeric-range-graded.js'
import { numericRange } from './numeric-range.js'
import { numericThresholdGraded } from './numeric-threshold-graded.js'
import { numericTolerance } from './numeric-tolerance.js'
import { orderedMatch } from './ordered-match.js'
import { regexMatch } from './regex-match.js'
import { semanticMatch } from './semantic-match.js'
import { setContainment } from './set-containment.js'
import { traceContains } from './trace-contains.js'
import { traceLength } from './trace-length.js'
import { traceRegex } from './trace-regex.js'
import { traceStepCount } from './trace-step-count.js'
import { traceToolCalled } from './trace-tool-called.js'
import { traceToolCalls } from './trace-tool-calls.js'

/**
 * Karenina's 23 registered primitives, keyed by their serialized `type` name (Karenina's class name), then the
 * karenina-ts extensions (trajectory checks; Python Karenina cannot read a template that uses them).
 */
export const PRIMITIVES = {
  BooleanMatch: booleanMatch,
  ExactMatch: exactMatch,
  ContainsAny: containsAny,
  ContainsAll: containsAll,
  RegexMatch: regexMatch,
  SemanticMatch: semanticMatch,
  LiteralMatch: literalMatch,
  NumericExact: numericExact,
  NumericTolerance: numericTolerance,
  NumericRange: numericRange,
  NumericMinimum: numericMinimum,
  NumericMaximum: numericMaximum,
  NumericGraded: numericGraded,
  NumericRangeGraded: numericRangeGraded,
  NumericThresholdGraded: numericThresholdGraded,
  SetContainment: setContainment,
  OrderedMatch: orderedMatch,
  DateMatch: dateMatch,
  DateTolerance: dateTolerance,
  DateRange: dateRange,
  TraceRegex: traceRegex,
  TraceContains: traceContains,
  TraceLength: traceLength,
  // karenina-ts extensions (branch trajectory): the agent's tool calls and steps, read from the raw trace.
  TraceToolCalls: traceToolCalls,
  TraceToolCalled: traceToolCalled,
  TraceStepCount: traceStepCount,
} as const

/** A registered primitive type name (`"ExactMatch"`, `"NumericGraded"`, …). */
export type PrimitiveType = keyof typeof PRIMITIVES

/** The registered type names, in Karenina's registration order. */
export const PRIMITIVE_TYPES = Object.keys(PRIMITIVES) as PrimitiveType[]

/** The primitives that read the raw answer trace instead of a judge-extracted value. */
export const TRACE_PRIMITIVE_TYPES: ReadonlySet<PrimitiveType> = new Set(PRIMITIVE_TYPES.filter((type) => PRIMITIVES[type].kind === 'trace'))

/** The karenina-ts extensions among the primitives: not in Python Karenina (docs/divergences.md). */
export const EXTENSION_PRIMITIVE_TYPES: ReadonlySet<PrimitiveType> = new Set(['TraceToolCalls', 'TraceToolCalled', 'TraceStepCount'])

/**
 * The numeric primitives: VerifiedField warns when their ground truth is neither a non-bool number nor a
 * string Python `float()` parses (spec 01 §2).
 */
export const NUMERIC_PRIMITIVE_TYPES: ReadonlySet<PrimitiveType> = new Set(PRIMITIVE_TYPES.filter((type) => type.startsWith('Numeric')))

/**
 * The TemplateSpec field types each primitive may verify (`validate_spec` step 6, spec 01 §8.3). Primitives
 * absent from the table (the five newer numeric ones) accept any field type.
 */
export const PRIMITIVE_FIELD_TYPES: Readonly<Partial<Record<PrimitiveType, readonly TemplateFieldType[]>>> = {
  BooleanMatch: ['bool'],
  ExactMatch: ['str', 'int', 'float'],
  ContainsAny: ['str'],
  ContainsAll: ['str'],
  RegexMatch: ['str'],
  SemanticMatch: ['str'],
  NumericExact: ['int', 'float'],
  NumericTolerance: ['float'],
  NumericRange: ['int', 'float'],
  SetContainment: ['list_str'],
  OrderedMatch: ['list_str'],
  LiteralMatch: ['literal', 'str'],
  DateMatch: ['date', 'str'],
  DateTolerance: ['date', 'str'],
  DateRange: ['date', 'str'],
  ...Object.fromEntries([...TRACE_PRIMITIVE_TYPES].map((type) => [type, ['bool'] as const])),
}

/** True when `name` is a registered primitive type name. */
export function isPrimitiveType(name: unknown): name is PrimitiveType {
  return typeof name === 'string' && Object.hasOwn(PRIMITIVES, name)
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && !(value instanceof PyFloat) && !(value instanceof PyTuple)
}

/**
 * Rebuilds a primitive from Karenina's serialized dict (`{ "type": "NumericTolerance", "tolerance": 0.5 }`):
 * params are validated in Pydantic lax mode, unknown keys are ignored. A missing or unknown `type` throws
 * `CheckError('value')` (Python ValueError); invalid params throw a `ValidationError` naming the primitive
 * and the param.
 */
export function primitiveFromJSON(serialized: unknown): Primitive {
  if (!isPlainObject(serialized)) {
    // Python `dict(data)`: None and numbers are a TypeError, other non-dicts a ValueError.
    const kind = serialized == null || typeof serialized === 'number' || typeof serialized === 'boolean' ? 'type' : 'value'
    throw new CheckError(kind, `Primitive data must be a dict, received ${pyRepr(serialized)}`)
  }
  const { type, ...params } = serialized
  if (type === undefined || type === null) throw new CheckError('value', "Primitive data missing 'type' key")
  if (Array.isArray(type) || isPlainObject(type)) {
    // The registry is a dict, so an unhashable type name (list, dict) is a TypeError in Python.
    throw new CheckError('type', `unhashable type: '${Array.isArray(type) ? 'list' : 'dict'}'`)
  }
  if (!isPrimitiveType(type)) {
    throw new CheckError('value', `Unknown primitive type: ${pyRepr(type)} (expected one of ${PRIMITIVE_TYPES.join(', ')})`)
  }
  return PRIMITIVES[type].fromParams(params)
}
