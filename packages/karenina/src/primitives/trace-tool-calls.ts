import { z } from 'zod'
import { laxStr } from '../compat/pydantic-lax.js'
import { calledTools, TRAJECTORY_ORDERS, type TrajectoryOrder } from '../trajectory/trajectory-checks.js'
import { trajectoryFromRawTrace } from '../trajectory/tool-trajectory.js'
import { defineTracePrimitive } from './define-primitive.js'

const oneOf = (values: readonly string[]) => laxStr.refine((value) => values.includes(value), { message: `expected one of ${values.map((v) => `'${v}'`).join(', ')}` })

/**
 * karenina-ts extension (not in Python Karenina): whether the agent's tool calls, read from the raw trace, match
 * `expected` (tool names, or `{ name, args }`) under `order` (`strict`, `unordered`, `subset`: nothing else was
 * called, `superset`: at least these) with arguments compared by `args_match` (`exact` or `subset`, a deep
 * partial match). As `toHaveCalledTools`, stored in the template, so a checkpoint keeps the check.
 * @example
 * field(z.boolean(), { description: 'Looked the drug up, then its targets', groundTruth: true, check: traceToolCalls({ expected: ['search_drug', { name: 'get_targets', args: { drug_id: 'DB11581' } }], argsMatch: 'subset' }) })
 * // trace "--- AI Message ---\n\nTool Calls:\n  search_drug (call_c1)\n   Call ID: c1\n   Args: {'name': 'venetoclax'}\n\n--- AI Message ---\n\nTool Calls:\n  get_targets (call_c2)\n   Call ID: c2\n   Args: {'drug_id': 'DB11581'}" → pass; trace "BCL2." → fail
 */
export const traceToolCalls = defineTracePrimitive({
  type: 'TraceToolCalls',
  params: z.object({
    expected: z.array(z.union([laxStr.pipe(z.string().min(1)), z.strictObject({ name: laxStr.pipe(z.string().min(1)), args: z.record(z.string(), z.unknown()).optional() })])),
    order: oneOf(TRAJECTORY_ORDERS).default('strict'),
    args_match: oneOf(['exact', 'subset']).default('exact'),
  }),
  checkTrace(params, rawTrace) {
    return calledTools(trajectoryFromRawTrace(rawTrace), params.expected, { order: params.order as TrajectoryOrder, args: params.args_match as 'exact' | 'subset' }).pass
  },
})
