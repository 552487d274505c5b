import { pyStr } from '../compat/py-str.js'
import { ValidationError } from '../errors/validation-error.js'
import type { Primitive, SerializedPrimitive } from '../primitives/primitive.js'
import { primitiveFromJSON } from '../primitives/registry.js'
import { isRecord } from '../utils/is-record.js'

const MARKER = Symbol.for('karenina.conditionalGroundTruth')

/** One branch of a conditional ground truth: the value and, optionally, a primitive that replaces the field's. */
export interface GroundTruthCase<T = unknown> {
  readonly value: T
  /** Replaces the field's primitive when this branch is selected. @default the field's own primitive */
  readonly check?: Primitive | null
}

/** A ground truth that depends on the scenario state (Karenina's `ConditionalGroundTruth`). */
export interface ConditionalGroundTruth<T = unknown> {
  readonly [MARKER]: true
  /** Phantom: the type of the branch values. */
  readonly __valueType?: T
  /** Dot path into the scenario context, e.g. `node_results.adversarial.parsed.behavior`. */
  readonly source: string
  /** Karenina's serialized form (`__conditional__: true`, primitives as dicts). */
  toJSON(): Record<string, unknown>
}

// Cases loaded from Karenina JSON keep their serialized primitive until selected (Karenina rebuilds lazily).
type StoredCase = { value: unknown; verifyWith: Primitive | SerializedPrimitive | null }

const stored = new WeakMap<object, { cases: Record<string, StoredCase>; default: StoredCase }>()

/** Declares a scenario-dependent ground truth: `source` is resolved in the scenario context at verify time. */
export function conditionalGroundTruth<T>(definition: {
  source: string
  cases: Record<string, GroundTruthCase<T>>
  default: GroundTruthCase<T>
}): ConditionalGroundTruth<T> {
  if (typeof definition.source !== 'string') throw new ValidationError(['source'], 'expected a dot path string', 'ConditionalGroundTruth')
  const cases: Record<string, StoredCase> = {}
  for (const [key, c] of Object.entries(definition.cases)) cases[key] = { value: c.value, verifyWith: c.check ?? null }
  return build<T>(definition.source, cases, { value: definition.default.value, verifyWith: definition.default.check ?? null })
}

function build<T>(source: string, cases: Record<string, StoredCase>, fallback: StoredCase): ConditionalGroundTruth<T> {
  const serialize = (p: Primitive | SerializedPrimitive) => (isPrimitiveObject(p) ? p.toJSON() : p)
  const serializeCase = (c: StoredCase) => ({ value: c.value, verify_with: c.verifyWith === null ? null : serialize(c.verifyWith) })
  const cgt = {
    [MARKER]: true as const,
    source,
    toJSON: () => ({
      source,
      cases: Object.fromEntries(Object.entries(cases).map(([k, c]) => [k, serializeCase(c)])),
      default: serializeCase(fallback),
      __conditional__: true,
    }),
  }
  stored.set(cgt, { cases, default: fallback })
  return Object.freeze(cgt)
}

// A built primitive has methods; a serialized one (read from JSON) is plain data.
function isPrimitiveObject(p: Primitive | SerializedPrimitive): p is Primitive {
  return typeof (p as Primitive).toJSON === 'function'
}

/** True for a value made by `conditionalGroundTruth` or `conditionalGroundTruthFromJSON`. */
export function isConditionalGroundTruth(value: unknown): value is ConditionalGroundTruth {
  return typeof value === 'object' && value !== null && (value as Record<symbol, unknown>)[MARKER] === true
}

/** True for Karenina's serialized conditional ground truth (a dict with `__conditional__: true`). */
export function isSerializedConditional(value: unknown): value is Record<string, unknown> {
  return isRecord(value) && value.__conditional__ === true
}

function readCase(raw: unknown, path: (string | number)[]): StoredCase {
  if (!isRecord(raw)) throw new ValidationError(path, 'expected {value, verify_with}', 'ConditionalGroundTruth')
  const extra = Object.keys(raw).filter((k) => k !== 'value' && k !== 'verify_with')
  if (extra.length > 0) throw new ValidationError([...path, extra[0]!], 'extra keys are not permitted', 'GroundTruthCase')
  if (!('value' in raw)) throw new ValidationError([...path, 'value'], 'field required', 'GroundTruthCase')
  const verifyWith = (raw as { verify_with?: unknown }).verify_with
  // Karenina keeps a dict without `type` as "no override".
  const usable = typeof verifyWith === 'object' && verifyWith !== null && 'type' in verifyWith ? (verifyWith as SerializedPrimitive) : null
  return { value: (raw as { value: unknown }).value, verifyWith: usable }
}

/** Reads Karenina's serialized form (`{"__conditional__": true, "source", "cases", "default"}`). */
export function conditionalGroundTruthFromJSON(data: Record<string, unknown>): ConditionalGroundTruth {
  const allowed = new Set(['source', 'cases', 'default', '__conditional__'])
  const extra = Object.keys(data).find((k) => !allowed.has(k))
  if (extra !== undefined) throw new ValidationError([extra], 'extra keys are not permitted', 'ConditionalGroundTruth')
  if (typeof data.source !== 'string') throw new ValidationError(['source'], 'expected a string', 'ConditionalGroundTruth')
  const rawCases = data.cases
  if (!isRecord(rawCases)) throw new ValidationError(['cases'], 'expected an object of cases', 'ConditionalGroundTruth')
  const cases: Record<string, StoredCase> = {}
  for (const [key, c] of Object.entries(rawCases)) cases[key] = readCase(c, ['cases', key])
  return build(data.source, cases, readCase(data.default, ['default']))
}

/** The scenario state a conditional ground truth is resolved against: `{ node_results: {...} }`. */
export type ScenarioContext = Readonly<Record<string, unknown>>

function resolveDotPath(path: string, context: ScenarioContext): unknown {
  let current: unknown = context
  for (const part of path.split('.')) {
    if (!isRecord(current) || !Object.hasOwn(current, part)) return null
    current = current[part]
    if (current === null || current === undefined) return null
  }
  return current
}

/**
 * Selects the branch for a scenario context: no context, an unresolvable path or a value with no case →
 * `default`. Falsy values (`0`, `false`, `""`) are real values. Returns the branch's value and its primitive
 * override (`null` = keep the field's primitive).
 */
export function resolveConditionalGroundTruth(
  cgt: ConditionalGroundTruth,
  context: ScenarioContext | null | undefined,
): { value: unknown; primitive: Primitive | null } {
  const data = stored.get(cgt)!
  let selected = data.default
  if (context !== null && context !== undefined) {
    const value = resolveDotPath(cgt.source, context)
    if (value !== null && Object.hasOwn(data.cases, pyStr(value))) selected = data.cases[pyStr(value)]!
  }
  const override = selected.verifyWith
  if (override === null) return { value: selected.value, primitive: null }
  return { value: selected.value, primitive: isPrimitiveObject(override) ? override : primitiveFromJSON(override) }
}
