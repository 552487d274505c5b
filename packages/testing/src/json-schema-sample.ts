import type { JsonValue } from './normalized-request.js'
import { isRecord } from './wire-values.js'

type Schema = Record<string, unknown>

// Deep enough for any real structured-output schema; stops self-referencing $refs.
const MAX_DEPTH = 12

/**
 * A small value that satisfies a JSON Schema (the subset used for structured output: type, enum,
 * const, properties, items, anyOf/oneOf/allOf, local $ref). Every property is filled in, as strict
 * mode requires them all.
 */
export function sampleFromSchema(schema: Schema | undefined): JsonValue {
  return schema === undefined ? {} : sample(schema, schema, 0)
}

/**
 * A value that breaks a JSON Schema: for an object, every property gets a value of the wrong type;
 * otherwise a value of the wrong type.
 */
export function violateSchema(schema: Schema | undefined): JsonValue {
  if (schema === undefined) return 'not the requested JSON'
  const resolved = resolve(schema, schema)
  const type = primaryType(resolved)
  if (type === 'object') {
    const props = asSchemaMap(resolved['properties'])
    const keys = Object.keys(props)
    if (keys.length === 0) return 'not an object'
    const out: Record<string, JsonValue> = {}
    for (const key of keys) out[key] = wrongValueFor(resolve(props[key] ?? {}, schema))
    return out
  }
  return wrongValueFor(resolved)
}

/** A value of another type, for each JSON Schema type. */
const WRONG_VALUES: Record<string, JsonValue> = {
  string: 42,
  number: 'not a number',
  integer: 'not a number',
  boolean: 'not a boolean',
  array: 'not an array',
  object: 'not an object',
  null: 'not null',
}

function wrongValueFor(schema: Schema): JsonValue {
  if (Array.isArray(schema['enum']) || 'const' in schema) return '__not_an_allowed_value__'
  const type = primaryType(schema) ?? ''
  return Object.hasOwn(WRONG_VALUES, type) ? WRONG_VALUES[type]! : { __violation__: true }
}

function sample(schema: Schema, root: Schema, depth: number): JsonValue {
  if (depth > MAX_DEPTH) return null
  const s = resolve(schema, root)
  if ('const' in s) return s['const'] as JsonValue
  if (Array.isArray(s['enum']) && s['enum'].length > 0) return s['enum'][0] as JsonValue
  if ('default' in s) return s['default'] as JsonValue
  for (const key of ['anyOf', 'oneOf'] as const) {
    const options = s[key]
    if (Array.isArray(options) && options.length > 0) {
      // Prefer a non-null branch so nullable fields still show a real value.
      const branch = options.find((o) => isRecord(o) && primaryType(o) !== 'null') ?? options[0]
      return sample(isRecord(branch) ? branch : {}, root, depth + 1)
    }
  }
  const allOf = s['allOf']
  if (Array.isArray(allOf) && allOf.length > 0) {
    const merged = allOf.filter(isRecord).reduce<Schema>((acc, part) => mergeObjects(acc, resolve(part, root)), {})
    return sample(merged, root, depth + 1)
  }
  switch (primaryType(s)) {
    case 'object': {
      const out: Record<string, JsonValue> = {}
      const props = asSchemaMap(s['properties'])
      for (const [key, prop] of Object.entries(props)) out[key] = sample(prop, root, depth + 1)
      return out
    }
    case 'array': {
      const items = isRecord(s['items']) ? s['items'] : {}
      const count = typeof s['minItems'] === 'number' ? s['minItems'] : 0
      return Array.from({ length: count }, () => sample(items, root, depth + 1))
    }
    case 'string':
      return typeof s['minLength'] === 'number' && s['minLength'] > 0 ? 'x'.repeat(s['minLength']) : ''
    case 'integer':
    case 'number':
      return typeof s['minimum'] === 'number' ? s['minimum'] : 0
    case 'boolean':
      return false
    case 'null':
      return null
    default:
      return isRecord(s['properties']) ? sample({ ...s, type: 'object' }, root, depth + 1) : null
  }
}

function primaryType(schema: Schema): string | undefined {
  const type = schema['type']
  if (typeof type === 'string') return type
  if (Array.isArray(type)) {
    const nonNull = type.find((t) => t !== 'null')
    return typeof nonNull === 'string' ? nonNull : typeof type[0] === 'string' ? type[0] : undefined
  }
  if (isRecord(schema['properties'])) return 'object'
  return undefined
}

/** Follows local `$ref`s (`#/$defs/X`, `#/definitions/X`, `#`). */
function resolve(schema: Schema, root: Schema): Schema {
  let current = schema
  for (let hops = 0; typeof current['$ref'] === 'string' && hops < MAX_DEPTH; hops++) {
    const ref = current['$ref']
    if (!ref.startsWith('#')) break
    let target: unknown = root
    for (const part of ref.slice(1).split('/').filter(Boolean)) {
      target = isRecord(target) ? target[decodeURIComponent(part.replaceAll('~1', '/').replaceAll('~0', '~'))] : undefined
    }
    if (!isRecord(target)) break
    const { $ref: _ignored, ...rest } = current
    current = { ...target, ...rest }
  }
  return current
}

function mergeObjects(a: Schema, b: Schema): Schema {
  return {
    ...a,
    ...b,
    properties: { ...asSchemaMap(a['properties']), ...asSchemaMap(b['properties']) },
  }
}

function asSchemaMap(value: unknown): Record<string, Schema> {
  if (!isRecord(value)) return {}
  const out: Record<string, Schema> = {}
  for (const [key, v] of Object.entries(value)) if (isRecord(v)) out[key] = v
  return out
}
