import type { Primitive } from '../../../src/primitives/primitive.js'
import { PRIMITIVES, isPrimitiveType } from '../../../src/primitives/registry.js'
import { camelParams, capture, type AreaAdapter, type CaseOutcome } from '../area.js'

type AnyFactory = (options?: Record<string, unknown>) => Primitive

/** Builds `input.primitive` from `input.params` through its public factory (camelCase options, README §3). */
export function constructPrimitive(input: Record<string, unknown>): Primitive {
  const type = input.primitive
  if (!isPrimitiveType(type)) throw new Error(`conformance: unknown primitive ${String(type)} in a vector`)
  const factory = PRIMITIVES[type] as unknown as AnyFactory
  return factory(camelParams(input.params as Record<string, unknown> | undefined))
}

/**
 * README §4.1 (primitives_text, _numeric, _graded, _collection, _date): construct, then
 * `{ result: check(extracted, ground_truth), score: score(extracted, ground_truth) }`.
 */
const adapter: AreaAdapter = {
  run(input) {
    let primitive: Primitive | undefined
    const built = capture('construct', () => {
      primitive = constructPrimitive(input)
      return {}
    })
    if (primitive === undefined) return built
    const field = primitive
    if (field.kind !== 'field') return { error: 'runner_error', cause: new Error(`${field.type} is a trace primitive`) }
    return capture('check', (): CaseOutcome => {
      const result = field.check(input.extracted, input.ground_truth)
      const score = field.score(input.extracted, input.ground_truth)
      return { result, score }
    })
  },
}

export default adapter
