import { z } from 'zod'
import type { CompatMode } from '../compat/compat-mode.js'
import { describeReceived, laxBool, laxFloat, laxList, laxLiteral, laxPyInt, laxStr } from '../compat/pydantic-lax.js'
import { ValidationError } from '../errors/validation-error.js'
import { zodDef } from '../utils/zod-object-keys.js'
import { literalValuesOf, NON_NULL_WRAPPERS } from './field-type.js'
import type { Template, TemplateFieldInfo, TemplateInput, TemplateShape } from './template.js'

/** Judge output ready for `template.instantiate(values, { nullFields, extras })`. */
export interface ParsedJudgeOutput<S extends TemplateShape = TemplateShape> {
  /** Validated (Pydantic-lax coerced) values; fields the judge left null are absent. */
  values: TemplateInput<S>
  /** Verified fields the judge returned as null or listed in `_unanswered_fields`. */
  nullFields: Set<string>
  /** Keys that are not fields (kept, as Pydantic `extra="allow"` does). */
  extras: Record<string, unknown>
}

/**
 * The Pydantic-lax twin of a field schema (spec 02 §5.2): booleans, numbers, strings, literals and arrays
 * of them coerce as Pydantic does (`"5"` → 5 for int, `"yes"` → true, numbers rejected for str); other
 * schemas validate with zod as declared.
 */
function laxTwin(schema: z.ZodType): z.ZodType {
  const def = zodDef(schema)
  if (NON_NULL_WRAPPERS.has(def.type)) return laxTwin(def.innerType!)
  if (def.type === 'nullable') return laxTwin(def.innerType!).nullable()
  const literals = literalValuesOf(schema)
  if (literals !== null && literals.length > 0) return laxLiteral(literals as [string, ...string[]])
  switch (def.type) {
    case 'boolean':
      return laxBool
    case 'number':
      return (schema as unknown as { format?: string | null }).format?.includes('int') ? laxPyInt : laxFloat
    case 'string':
      return laxStr
    case 'array':
      return laxList(laxTwin(def.element!))
    default:
      return schema
  }
}

/** A value the field's twin returns unchanged, known without running zod: a string for `str`, a boolean for `bool`. */
function passesAsIs(twin: z.ZodType, value: unknown): boolean {
  return (twin === laxStr && typeof value === 'string') || (twin === laxBool && typeof value === 'boolean')
}

/**
 * Validates a judge's JSON output against a template (spec 02 §5.2–5.3): verified fields may be null
 * (→ `nullFields`, as may names listed in `_unanswered_fields`), values are coerced with Pydantic's lax rules,
 * unknown keys are kept as extras. Trace fields are not the judge's to fill: by default they are ignored (and
 * later evaluated on the raw trace); with `compat: 'karenina-python'` they are treated like other verified
 * fields, so an absent one lands in `nullFields` (Karenina's behaviour, spec 01 §3.5). Invalid output throws a
 * ValidationError listing each field, the expectation and the value received: a parse failure, not a wrong
 * answer.
 */
export function parseJudgeOutput<S extends TemplateShape>(
  template: Template<S>,
  raw: unknown,
  options: { compat?: CompatMode } = {},
): ParsedJudgeOutput<S> {
  const subject = `template ${template.name} › judge output`
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) {
    throw new ValidationError([], `expected a JSON object, received ${describeReceived(raw)}`, subject)
  }
  const compat = options.compat === 'karenina-python'
  const input = { ...(raw as Record<string, unknown>) }
  const unanswered = input._unanswered_fields
  delete input._unanswered_fields
  const problems: { path: string; message: string }[] = []
  const values: Record<string, unknown> = {}
  const nullFields = new Set<string>()
  const judged = (f: TemplateFieldInfo) => f.verification !== null && (compat || !f.verification.isTrace)

  if (Object.hasOwn(input, 'id') && input.id !== null && typeof input.id !== 'string') {
    problems.push({ path: 'id', message: `expected a string or null, received ${describeReceived(input.id)}` })
  }
  delete input.id
  for (const f of template.fields) {
    const present = Object.hasOwn(input, f.name)
    const value = input[f.name]
    delete input[f.name]
    if (f.verification !== null) {
      if (!judged(f)) continue
      if (value === null || value === undefined) {
        nullFields.add(f.name)
        continue
      }
    } else if (!present || value === undefined) {
      if (!f.optional) problems.push({ path: f.name, message: 'field required' })
      // A defaulted field takes its default, as the Pydantic model would.
      const fallback = f.optional ? f.schema.safeParse(undefined) : undefined
      if (fallback?.success && fallback.data !== undefined) values[f.name] = fallback.data
      continue
    }
    const twin = laxTwin(f.schema)
    if (passesAsIs(twin, value)) {
      values[f.name] = value
      continue
    }
    const result = twin.safeParse(value)
    if (result.success) values[f.name] = result.data
    else problems.push(...result.error.issues.map((issue) => ({ path: [f.name, ...issue.path.map(String)].join('.'), message: issue.message })))
  }
  if (Array.isArray(unanswered)) {
    for (const name of unanswered) {
      const f = template.fields.find((candidate) => candidate.name === name)
      if (f === undefined || !judged(f)) continue
      nullFields.add(f.name)
      delete values[f.name]
    }
  }
  if (problems.length === 1) throw new ValidationError(problems[0]!.path.split('.'), problems[0]!.message, subject)
  if (problems.length > 1) {
    throw new ValidationError([], `${problems.length} fields are invalid: ${problems.map((p) => `${p.path}: ${p.message}`).join('; ')}`, subject)
  }
  return { values: values as TemplateInput<S>, nullFields, extras: input }
}
