import { z } from 'zod'
import { laxInt } from '../compat/pydantic-lax.js'
import { trajectoryFromRawTrace } from '../trajectory/tool-trajectory.js'
import { defineTracePrimitive } from './define-primitive.js'

/**
 * karenina-ts extension (not in Python Karenina): whether the agent's model turns (the raw trace's
 * `--- AI Message ---` blocks; a bare answer is one) lie within `[min, max]` (inclusive, either optional).
 * @example
 * field(z.boolean(), { description: 'Answered in at most 3 turns', groundTruth: true, check: traceStepCount({ max: 3 }) })
 * // trace "BCL2." → pass; trace "--- AI Message ---\na\n\n--- AI Message ---\nb\n\n--- AI Message ---\nc\n\n--- AI Message ---\nd" → fail
 */
export const traceStepCount = defineTracePrimitive({
  type: 'TraceStepCount',
  params: z.object({
    min: laxInt.nullable().default(null),
    max: laxInt.nullable().default(null),
  }),
  checkTrace(params, rawTrace) {
    const steps = trajectoryFromRawTrace(rawTrace).steps
    if (params.min !== null && steps < params.min) return false
    return !(params.max !== null && steps > params.max)
  },
})
