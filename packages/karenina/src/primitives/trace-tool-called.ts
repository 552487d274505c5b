import { z } from 'zod'
import { laxStr } from '../compat/pydantic-lax.js'
import { guardedPyRegex, pyPatternSchema } from '../regex-guard/guarded-regex.js'
import { deepContains } from '../trajectory/args-match.js'
import { trajectoryFromRawTrace } from '../trajectory/tool-trajectory.js'
import { defineTracePrimitive } from './define-primitive.js'

/**
 * karenina-ts extension (not in Python Karenina): whether the agent, per the raw trace, called a tool named `name`
 * (or whose name Python `re.search(pattern, name)` matches), with `args` as a deep partial of its arguments when
 * given. With ground truth `false` the field says the tool was never called ("never called `delete_*`").
 * @example
 * field(z.boolean(), { description: 'Deleted something', groundTruth: false, check: traceToolCalled({ pattern: '^delete_' }) })
 * // trace "--- AI Message ---\n\nTool Calls:\n  search_drug (call_c1)\n   Call ID: c1" → pass; trace "--- AI Message ---\n\nTool Calls:\n  delete_record (call_c1)\n   Call ID: c1" → fail
 */
export const traceToolCalled = defineTracePrimitive({
  type: 'TraceToolCalled',
  params: z
    .object({
      name: laxStr.nullable().default(null),
      pattern: pyPatternSchema.nullable().default(null),
      args: z.record(z.string(), z.unknown()).nullable().default(null),
    })
    .refine((params) => (params.name === null) !== (params.pattern === null), { message: 'give exactly one of name and pattern', path: ['name'] }),
  checkTrace(params, rawTrace) {
    // A user pattern: evaluated under the regex time budget (RegexTimeoutError when it runs out).
    const regex = params.pattern === null ? null : guardedPyRegex(params.pattern)
    return trajectoryFromRawTrace(rawTrace).toolCalls.some(
      (call) => (regex === null ? call.name === params.name : regex.search(call.name)) && (params.args === null || deepContains(call.args, params.args)),
    )
  },
})
