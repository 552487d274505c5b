import { z } from 'zod'
import { laxInt, laxStr } from '../compat/pydantic-lax.js'
import { guardedPyRegex } from '../regex-guard/guarded-regex.js'
import { defineTracePrimitive } from './define-primitive.js'

/**
 * Python `re.findall(pattern, trace)` on the raw trace (no flags): at least `count_min` matches, or at least
 * one when `count_min` is null. Matches never overlap and empty matches count, as in Python.
 * @example
 * field(z.boolean(), { description: 'Cites sources', groundTruth: true, check: traceRegex({ pattern: '\\[\\d+\\]', countMin: 2 }) })
 * // trace "Shown in [1] and [2]." → pass; trace "Shown in [1]." → fail
 */
export const traceRegex = defineTracePrimitive({
  type: 'TraceRegex',
  params: z.object({
    pattern: laxStr,
    count_min: laxInt.nullable().default(null),
  }),
  checkTrace(params, rawTrace) {
    // A user pattern: evaluated under the regex time budget (RegexTimeoutError when it runs out).
    const regex = guardedPyRegex(params.pattern)
    const needed = params.count_min ?? 1
    if (needed <= 0) return true
    // Stop as soon as enough matches are found: long traces are common.
    return regex.countUpTo(rawTrace, needed) >= needed
  },
})
