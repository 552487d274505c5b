import { pyRepr } from '../../compat/py-str.js'
import { pyTruthy } from '../../compat/py-truthy.js'
import { PRIMITIVE_FIELD_TYPES, PRIMITIVE_TYPES, isPrimitiveType, primitiveFromJSON } from '../../primitives/registry.js'
import { TemplateSpecSchema, type TemplateSpec, type TemplateSpecInput } from './template-spec-schema.js'

const VALID_FIELD_TYPES = ['bool', 'date', 'float', 'int', 'list_str', 'literal', 'str']

function sortedRepr(items: readonly string[]): string {
  return pyRepr([...items].sort())
}

/** Reads a TemplateSpec (extra keys forbidden); returns the data or the problems as messages. */
export function parseTemplateSpec(spec: unknown): { spec: TemplateSpec } | { errors: string[] } {
  const parsed = TemplateSpecSchema.safeParse(spec)
  if (parsed.success) return { spec: parsed.data }
  return {
    errors: parsed.error.issues.map((issue) => {
      const path = issue.path.map((p) => (typeof p === 'number' ? `[${p}]` : `.${String(p)}`)).join('').replace(/^\./, '')
      return `${path || 'TemplateSpec'}: ${issue.message}`
    }),
  }
}

/**
 * Karenina's `validate_spec` (spec 01 §8.3): per field — valid type, `literal_values` for literals,
 * `verify_with.type` present and registered, params valid, primitive compatible with the field type, trace
 * primitives only on `bool`. Returns the problems with Karenina's messages; an empty list means valid.
 */
export function validateTemplateSpec(input: TemplateSpecInput): string[] {
  const read = parseTemplateSpec(input)
  if ('errors' in read) return read.errors
  const errors: string[] = []
  for (const field of read.spec.fields) {
    const prefix = `Field '${field.name}'`
    if (!VALID_FIELD_TYPES.includes(field.type)) {
      errors.push(`${prefix}: invalid field type '${field.type}'. Must be one of: ${sortedRepr(VALID_FIELD_TYPES)}`)
    }
    if (field.type === 'literal' && (field.literal_values === null || field.literal_values.length === 0)) {
      errors.push(`${prefix}: literal type requires 'literal_values'`)
    }
    const primType = field.verify_with.type
    if (!pyTruthy(primType ?? null)) {
      errors.push(`${prefix}: 'verify_with' must include a 'type' key`)
      continue
    }
    if (!isPrimitiveType(primType)) {
      errors.push(`${prefix}: unknown primitive '${String(primType)}'. Available: ${sortedRepr(PRIMITIVE_TYPES)}`)
      continue
    }
    try {
      primitiveFromJSON(field.verify_with)
    } catch (error) {
      errors.push(`${prefix}: invalid parameters for '${primType}': ${(error as Error).message}`)
      continue
    }
    const compatible = PRIMITIVE_FIELD_TYPES[primType]
    if (compatible !== undefined && !compatible.includes(field.type as never)) {
      errors.push(`${prefix}: primitive '${primType}' is not compatible with field type '${field.type}'. Compatible types: ${sortedRepr(compatible)}`)
    }
    if (field.is_trace && field.type !== 'bool') {
      errors.push(`${prefix}: trace primitives require field type 'bool', got '${field.type}'`)
    }
  }
  return errors
}
