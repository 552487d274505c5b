import type { z } from 'zod'
import { parseOrThrow, ValidationError } from '../errors/validation-error.js'
import { unknownKeyMessage, unknownKeys } from '../utils/did-you-mean.js'
import { camelKey, snakeKey, zodObjectKeys } from '../utils/zod-object-keys.js'
import type { FieldPrimitive, Primitive, SerializedPrimitive, TracePrimitive } from './primitive.js'

type CamelCase<S extends string> = S extends `${infer Head}_${infer Tail}` ? `${Head}${Capitalize<CamelCase<Tail>>}` : S

/** The options a user passes to a primitive factory: Karenina's param names in camelCase. */
export type CamelCaseKeys<T> = { [K in keyof T as K extends string ? CamelCase<K> : K]: T[K] }

type ParamsSchema = z.ZodType<Record<string, unknown>, Record<string, unknown>>

/** `(options?)` when every option is optional, `(options)` otherwise. */
type FactoryArgs<Input> = {} extends Input ? [options?: Input] : [options: Input]

/** A primitive's factory: called with camelCase options, or `fromParams` with Karenina's snake_case params. */
type Factory<Type extends string, Schema extends ParamsSchema, Built extends FieldPrimitive | TracePrimitive> = ((
  ...args: FactoryArgs<CamelCaseKeys<z.input<Schema>>>
) => Built) & {
  readonly kind: Built['kind']
  readonly type: Type
  readonly paramsSchema: Schema
  /** Builds the primitive from Karenina's serialized params (snake_case; unknown keys ignored). */
  fromParams(params: Record<string, unknown>): Built
}

export type PrimitiveFactory<Type extends string, Schema extends ParamsSchema> = Factory<Type, Schema, FieldPrimitive<Type, z.output<Schema>>>

export type TracePrimitiveFactory<Type extends string, Schema extends ParamsSchema> = Factory<Type, Schema, TracePrimitive<Type, z.output<Schema>>>

/**
 * Factory options (camelCase; the snake_case spelling is accepted too) → serialized params, for primitives and
 * rubric traits. An unknown key throws, naming the close one: a misspelt option would otherwise be ignored and
 * its default used. `subject` names the thing being built in the error (default: `kind`).
 */
export function toSnakeOptions(kind: string, schema: z.ZodType, options: object | undefined, subject = kind): Record<string, unknown> {
  const keys = zodObjectKeys(schema)
  if (keys !== null) {
    const camel = keys.map(camelKey)
    const [key] = unknownKeys(options, [...camel, ...keys])
    if (key !== undefined) throw new ValidationError([key], unknownKeyMessage(key, `${kind} options`, camel), subject)
  }
  const out: Record<string, unknown> = {}
  for (const [key, value] of Object.entries(options ?? {})) out[snakeKey(key)] = value
  return out
}

/**
 * Builds a {@link Factory} whose primitives are `{ kind, type, params, toJSON, ...behaviour(params) }`: params
 * validated and frozen, serialized as Karenina's dict (params in declaration order, then `type`).
 */
function factoryOf<Schema extends ParamsSchema>(
  kind: Primitive['kind'],
  definition: { type: string; params: Schema },
  behaviour: (params: z.output<Schema>) => object,
): unknown {
  const build = (params: z.output<Schema>) => ({
    kind,
    type: definition.type,
    params: Object.freeze({ ...params }),
    ...behaviour(params),
    toJSON: (): SerializedPrimitive => ({ ...params, type: definition.type }),
  })
  const fromParams = (raw: Record<string, unknown>) => build(parseOrThrow(definition.params, raw, definition.type))
  const factory = (options?: Record<string, unknown>) => fromParams(toSnakeOptions(definition.type, definition.params, options))
  return Object.assign(factory, { kind, type: definition.type, paramsSchema: definition.params, fromParams })
}

/**
 * Declares a field primitive. `params` is a zod object with Karenina's snake_case names in Karenina's
 * declaration order (that order is the serialized order) and Pydantic-lax coercion; it must not be strict
 * (unknown keys are ignored, as Karenina's primitives do).
 */
export function definePrimitive<Type extends string, Schema extends ParamsSchema>(definition: {
  type: Type
  params: Schema
  check(params: z.output<Schema>, extracted: unknown, expected: unknown): boolean
  score?(params: z.output<Schema>, extracted: unknown, expected: unknown): number
}): PrimitiveFactory<Type, Schema> {
  const behaviour = (params: z.output<Schema>): Pick<FieldPrimitive, 'readsGroundTruth' | 'check' | 'score'> => ({
    // A check declared without its `expected` parameter holds its expectation in the options.
    readsGroundTruth: definition.check.length >= 3,
    check: (extracted, expected) => definition.check(params, extracted, expected),
    score: definition.score
      ? (extracted, expected) => definition.score!(params, extracted, expected)
      : (extracted, expected) => (definition.check(params, extracted, expected) ? 1 : 0),
  })
  return factoryOf('field', definition, behaviour) as PrimitiveFactory<Type, Schema>
}

/** Declares a trace primitive (TraceRegex, TraceContains, TraceLength). */
export function defineTracePrimitive<Type extends string, Schema extends ParamsSchema>(definition: {
  type: Type
  params: Schema
  checkTrace(params: z.output<Schema>, rawTrace: string): boolean
}): TracePrimitiveFactory<Type, Schema> {
  const behaviour = (params: z.output<Schema>): Pick<TracePrimitive, 'checkTrace'> => ({
    checkTrace: (rawTrace) => definition.checkTrace(params, rawTrace),
  })
  return factoryOf('trace', definition, behaviour) as TracePrimitiveFactory<Type, Schema>
}
