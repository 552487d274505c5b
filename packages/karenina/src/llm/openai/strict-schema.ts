import type { JsonSchema } from '../ports.js'
import { isShared, memoOnShared, shareValue } from '../../utils/shared-value.js'
import { isRecord } from '../../utils/is-record.js'

// Keywords OpenAI strict structured outputs reject; a schema using them is sent non-strict instead.
const UNSUPPORTED = [
  'allOf',
  'oneOf',
  'not',
  'if',
  'then',
  'else',
  'patternProperties',
  'dependentSchemas',
  'dependentRequired',
  'unevaluatedProperties',
  'unevaluatedItems',
  'propertyNames',
  'contains',
  'prefixItems',
]
// Annotations strict mode does not accept; dropping them changes nothing the validator checks.
const DROPPED = new Set(['default', 'examples', '$schema'])

/** True when a schema already admits `null`. */
export function allowsNull(schema: JsonSchema): boolean {
  const type = schema['type']
  if (type === 'null' || (Array.isArray(type) && type.includes('null'))) return true
  if (Array.isArray(schema['enum']) && schema['enum'].includes(null)) return true
  if ('const' in schema && schema['const'] === null) return true
  const anyOf = schema['anyOf']
  return Array.isArray(anyOf) && anyOf.some((s) => isRecord(s) && allowsNull(s))
}

class Unsupported extends Error {}

function convert(schema: unknown, path: string): JsonSchema {
  if (!isRecord(schema)) throw new Unsupported(`${path}: not a schema object`)
  for (const key of UNSUPPORTED) if (key in schema) throw new Unsupported(`${path}: "${key}" is not supported in strict mode`)
  const hasShape = ['type', 'anyOf', '$ref', 'enum', 'const'].some((k) => k in schema)
  if (!hasShape) throw new Unsupported(`${path}: an untyped schema is not allowed in strict mode`)
  const out: JsonSchema = {}
  for (const [key, value] of Object.entries(schema)) {
    if (DROPPED.has(key)) continue
    if (key === 'properties' || key === '$defs' || key === 'definitions') {
      if (!isRecord(value)) throw new Unsupported(`${path}.${key}: not an object`)
      out[key] = Object.fromEntries(Object.entries(value).map(([name, sub]) => [name, convert(sub, `${path}.${key}.${name}`)]))
    } else if (key === 'items') {
      out[key] = convert(value, `${path}.items`)
    } else if (key === 'anyOf') {
      if (!Array.isArray(value)) throw new Unsupported(`${path}.anyOf: not an array`)
      out[key] = value.map((sub, i) => convert(sub, `${path}.anyOf[${i}]`))
    } else if (key === '$ref') {
      if (typeof value !== 'string' || !value.startsWith('#/')) throw new Unsupported(`${path}: only local $ref is supported`)
      out[key] = value
    } else out[key] = value
  }
  const isObjectType = schema['type'] === 'object' || (Array.isArray(schema['type']) && schema['type'].includes('object'))
  if (isObjectType || 'properties' in schema) {
    const additional = schema['additionalProperties']
    const properties = isRecord(out['properties']) ? out['properties'] : {}
    if (isRecord(additional) || (additional === true && Object.keys(properties).length === 0) || (additional === undefined && !('properties' in schema)))
      throw new Unsupported(`${path}: open maps (additionalProperties) are not supported in strict mode`)
    const required = new Set(Array.isArray(schema['required']) ? (schema['required'] as unknown[]) : [])
    // Strict mode wants every property required: optional ones become nullable, and the nulls are dropped
    // from the reply again (see dropStrictNulls) so the validator applies its defaults.
    for (const [name, sub] of Object.entries(properties)) {
      if (!required.has(name) && isRecord(sub) && !allowsNull(sub)) properties[name] = { anyOf: [sub, { type: 'null' }] }
    }
    out['required'] = Object.keys(properties)
    out['additionalProperties'] = false
  }
  return out
}

/**
 * The strict-compatible form of a schema, or the reason it cannot be made strict. Converted once per shared
 * schema (a template's judge schema in the pipeline), the result shared in turn.
 */
export const toStrictSchema: (schema: JsonSchema) => { schema: JsonSchema } | { reason: string } = memoOnShared((schema: JsonSchema) => {
  const strict = strictFormOf(schema)
  return isShared(schema) && 'schema' in strict ? { schema: shareValue(strict.schema) } : strict
})

function strictFormOf(schema: JsonSchema): { schema: JsonSchema } | { reason: string } {
  if (schema['type'] !== 'object') return { reason: 'the root of a strict schema must be an object' }
  try {
    return { schema: convert(schema, '(root)') }
  } catch (error) {
    if (error instanceof Unsupported) return { reason: error.message }
    throw error
  }
}

function resolveRef(schema: JsonSchema, root: JsonSchema): JsonSchema {
  const ref = schema['$ref']
  if (typeof ref !== 'string' || !ref.startsWith('#/')) return schema
  let node: unknown = root
  for (const part of ref.slice(2).split('/')) node = isRecord(node) ? node[part.replace(/~1/g, '/').replace(/~0/g, '~')] : undefined
  return isRecord(node) ? node : schema
}

/**
 * Removes the `null`s strict mode forced on optional, non-nullable properties (per the original schema),
 * so that the validator sees them absent and applies its defaults.
 */
export function dropStrictNulls(value: unknown, schema: JsonSchema, root: JsonSchema = schema): unknown {
  const resolved = resolveRef(schema, root)
  if (Array.isArray(value)) {
    const items = resolved['items']
    return isRecord(items) ? value.map((v) => dropStrictNulls(v, items, root)) : value
  }
  if (!isRecord(value) || !isRecord(resolved['properties'])) return value
  const properties = resolved['properties']
  const required = new Set(Array.isArray(resolved['required']) ? (resolved['required'] as unknown[]) : [])
  const out: Record<string, unknown> = {}
  for (const [key, v] of Object.entries(value)) {
    const sub = properties[key]
    if (!isRecord(sub)) {
      out[key] = v
      continue
    }
    const target = resolveRef(sub, root)
    if (v === null && !required.has(key) && !allowsNull(target)) continue
    out[key] = dropStrictNulls(v, sub, root)
  }
  return out
}
