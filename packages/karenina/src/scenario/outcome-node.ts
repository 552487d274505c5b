import { z } from 'zod'
import { laxBool, laxInt, laxList, laxLiteral, laxStr } from '../compat/pydantic-lax.js'
import { parseOrThrow, ValidationError } from '../errors/validation-error.js'
import type { Normalizer } from '../primitives/normalizers.js'
import { normalizeParam } from '../primitives/param-schemas.js'
import type { Primitive } from '../primitives/primitive.js'
import { primitiveFromJSON } from '../primitives/registry.js'
import type { TurnScope } from './turn-scope.js'

/** Cross-turn comparison operators: `target <op> source`; `contains` means str(source) in str(target). */
export type CrossTurnComparison = 'eq' | 'neq' | 'contains' | 'gt' | 'gte' | 'lt' | 'lte'

/** Checks a field of the scoped turn(s) with a primitive: `verifyWith.check(value, expected)`. */
export interface TurnCheck {
  type: 'turn_check'
  scope: TurnScope
  field: string
  expected: unknown
  verifyWith: Primitive
}

/** Checks a run-level field (`status`, `turn_count`, `path`, `scenario_id`) with a primitive. */
export interface ResultCheck {
  type: 'result_check'
  field: string
  expected: unknown
  verifyWith: Primitive
}

/** Compares a field of one turn with a field of another (single-turn scopes only). */
export interface CrossTurnCheck {
  type: 'cross_turn_check'
  sourceTurn: TurnScope
  sourceField: string
  targetTurn: TurnScope
  targetField: string
  comparison: CrossTurnComparison
  /** Applied to `str()` of both values before comparing (numbers then compare as text). */
  normalize: readonly Normalizer[]
}

/** Counts (or finds the first index of) the turns matching optional node and verify-result filters. */
export interface TurnFilterNode {
  type: 'count_turns' | 'first_match_index'
  nodeId: string | readonly string[] | null
  verifyResult: boolean | null
}

/** Boolean composition of outcome nodes. */
export type OutcomeComposition =
  | { type: 'all_of' | 'any_of'; conditions: readonly OutcomeNode[] }
  | { type: 'at_least_n'; n: number; conditions: readonly OutcomeNode[] }

/** A scenario outcome criterion's check: booleans compose; `count_turns`/`first_match_index` return ints. */
export type OutcomeNode = TurnCheck | ResultCheck | CrossTurnCheck | TurnFilterNode | OutcomeComposition

// Serialized (Karenina) shapes: Pydantic models with extra keys ignored, lax coercion of scalars.
const nodeIdSchema = z.union([laxStr, laxList(laxStr)]).nullable().default(null)
const scopeSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('last_turn') }),
  z.object({ type: z.literal('first_turn') }),
  z.object({ type: z.literal('turn_at'), index: laxInt }),
  z.object({ type: z.literal(['any_turn', 'all_turns']), node_id: nodeIdSchema }),
])
const verifyWithSchema = z.custom<Record<string, unknown>>((v) => v !== undefined && v !== null, 'verify_with is required')
const turnFilterSchema = z.object({ node_id: nodeIdSchema, verify_result: laxBool.nullable().default(null) })
const compositionSchema = z.object({ conditions: laxList(z.unknown()).default(() => []) })
const SCHEMAS = {
  turn_check: z.object({ scope: scopeSchema, field: laxStr, expected: z.unknown().default(null), verify_with: verifyWithSchema }),
  result_check: z.object({ field: laxStr, expected: z.unknown().default(null), verify_with: verifyWithSchema }),
  cross_turn_check: z.object({
    source_turn: scopeSchema,
    source_field: laxStr,
    target_turn: scopeSchema,
    target_field: laxStr,
    comparison: laxLiteral(['eq', 'neq', 'contains', 'gt', 'gte', 'lt', 'lte']),
    normalize: normalizeParam([]),
  }),
  count_turns: turnFilterSchema,
  first_match_index: turnFilterSchema,
  all_of: compositionSchema,
  any_of: compositionSchema,
  at_least_n: compositionSchema.extend({ n: laxInt.refine((n) => n >= 0, 'must be greater than or equal to 0') }),
}

function parse<S extends z.ZodType>(schema: S, raw: unknown, path: (string | number)[]): z.output<S> {
  return parseOrThrow(schema, raw, 'outcome node', { at: path })
}

function toScope(raw: z.output<typeof scopeSchema>): TurnScope {
  if (raw.type === 'turn_at') return { type: 'turn_at', index: raw.index }
  if (raw.type === 'any_turn' || raw.type === 'all_turns') return { type: raw.type, nodeId: raw.node_id }
  return { type: raw.type }
}

/**
 * Builds an outcome node from Karenina's serialized form (`{"type": "turn_check", "scope": {...}, …}`),
 * composition children included; `verify_with` goes through `primitiveFromJSON`. Invalid shapes throw a
 * `ValidationError` naming the path; an unknown primitive type throws `CheckError('value')`.
 */
export function outcomeNodeFromJSON(raw: unknown, path: (string | number)[] = []): OutcomeNode {
  const type = typeof raw === 'object' && raw !== null ? (raw as { type?: unknown }).type : undefined
  if (typeof type !== 'string' || !Object.hasOwn(SCHEMAS, type)) {
    throw new ValidationError([...path, 'type'], `expected one of ${Object.keys(SCHEMAS).join(', ')}, received ${JSON.stringify(type) ?? 'nothing'}`, 'outcome node')
  }
  const kind = type as keyof typeof SCHEMAS
  switch (kind) {
    case 'turn_check': {
      const n = parse(SCHEMAS.turn_check, raw, path)
      return { type: 'turn_check', scope: toScope(n.scope), field: n.field, expected: n.expected, verifyWith: primitiveFromJSON(n.verify_with) }
    }
    case 'result_check': {
      const n = parse(SCHEMAS.result_check, raw, path)
      return { type: 'result_check', field: n.field, expected: n.expected, verifyWith: primitiveFromJSON(n.verify_with) }
    }
    case 'cross_turn_check': {
      const n = parse(SCHEMAS.cross_turn_check, raw, path)
      return {
        type: 'cross_turn_check',
        sourceTurn: toScope(n.source_turn),
        sourceField: n.source_field,
        targetTurn: toScope(n.target_turn),
        targetField: n.target_field,
        comparison: n.comparison,
        normalize: n.normalize,
      }
    }
    case 'count_turns':
    case 'first_match_index': {
      const n = parse(turnFilterSchema, raw, path)
      return { type: kind, nodeId: n.node_id, verifyResult: n.verify_result }
    }
    case 'all_of':
    case 'any_of':
    case 'at_least_n': {
      const n = parse(SCHEMAS[kind], raw, path)
      const conditions = n.conditions.map((c, i) => outcomeNodeFromJSON(c, [...path, 'conditions', i]))
      return kind === 'at_least_n' ? { type: kind, n: (n as z.output<typeof SCHEMAS.at_least_n>).n, conditions } : { type: kind, conditions }
    }
  }
}

/** Karenina's checkpoint writes outcome nodes with their Python class name as `type` (`scenario/checkpoint.py`). */
const CLASS_NAMES = {
  turn_check: 'TurnCheck',
  result_check: 'ResultCheck',
  cross_turn_check: 'CrossTurnCheck',
  count_turns: 'CountTurns',
  first_match_index: 'FirstMatchIndex',
  all_of: 'AllOf',
  any_of: 'AnyOf',
  at_least_n: 'AtLeastN',
} as const satisfies Record<OutcomeNode['type'], string>

const FROM_CLASS: Record<string, string> = Object.fromEntries(Object.entries(CLASS_NAMES).map(([k, v]) => [v, k]))

function scopeJSON(scope: TurnScope): Record<string, unknown> {
  if (scope.type === 'turn_at') return { type: 'turn_at', index: scope.index }
  if (scope.type === 'any_turn' || scope.type === 'all_turns') return { type: scope.type, node_id: scope.nodeId }
  return { type: scope.type }
}

/** An outcome node as Karenina stores it in a checkpoint (class-name `type`s, fields in model order). */
export function outcomeNodeToCheckpoint(node: OutcomeNode): Record<string, unknown> {
  const type = CLASS_NAMES[node.type]
  switch (node.type) {
    case 'turn_check':
      return { type, scope: scopeJSON(node.scope), field: node.field, expected: node.expected, verify_with: node.verifyWith.toJSON() }
    case 'result_check':
      return { type, field: node.field, expected: node.expected, verify_with: node.verifyWith.toJSON() }
    case 'cross_turn_check':
      return {
        type,
        source_turn: scopeJSON(node.sourceTurn),
        source_field: node.sourceField,
        target_turn: scopeJSON(node.targetTurn),
        target_field: node.targetField,
        comparison: node.comparison,
        normalize: [...node.normalize],
      }
    case 'count_turns':
    case 'first_match_index':
      return { type, node_id: node.nodeId, verify_result: node.verifyResult }
    case 'all_of':
    case 'any_of':
    case 'at_least_n':
      return { type, ...(node.type === 'at_least_n' && { n: node.n }), conditions: node.conditions.map(outcomeNodeToCheckpoint) }
  }
}

/** Maps a checkpoint's class-name `type`s (`TurnCheck`, `AllOf`, …) back to the serialized snake_case ones, recursively. */
export function outcomeCheckpointToJSON(raw: unknown): unknown {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return raw
  const node = { ...(raw as Record<string, unknown>) }
  if (typeof node.type === 'string' && Object.hasOwn(FROM_CLASS, node.type)) node.type = FROM_CLASS[node.type]
  if (Array.isArray(node.conditions)) node.conditions = node.conditions.map(outcomeCheckpointToJSON)
  return node
}
