import { z } from 'zod'
import { laxStr } from '../compat/pydantic-lax.js'
import { compilePyRegex } from '../compat/py-regex.js'
import { CheckError } from '../errors/check-error.js'
import { guardedPyRegex } from '../regex-guard/guarded-regex.js'
import { deepContains } from '../trajectory/args-match.js'
import { trajectoryFromRawTrace } from '../trajectory/tool-trajectory.js'
import { defineTracePrimitive } from './define-primitive.js'

/** A Python pattern, checked as `re.compile` would. */
const patternSchema = laxStr.superRefine((pattern, ctx) => {
  try {
    compilePyRegex(pattern)
  } catch (error) {
    if (!(error instanceof CheckError)) throw error
    ctx.addIssue({ code: 'custom', message: `Invalid regex pattern: ${error.message}` })
  }
})

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
      pattern: patternSchema.nullable().default(null),
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
