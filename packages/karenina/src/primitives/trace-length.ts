import { z } from 'zod'
import { laxInt, laxStr } from '../compat/pydantic-lax.js'
import { codePointLength, pySplitWhitespace } from '../compat/py-whitespace.js'
import { defineTracePrimitive } from './define-primitive.js'

/**
 * Whether the raw trace's length is within `[min, max]` (inclusive, either optional). `unit: "words"` counts
 * Python `split()` tokens; any other unit counts code points, as Python `len()` does.
 * @example
 * field(z.boolean(), { description: 'Short enough', groundTruth: true, check: traceLength({ max: 5, unit: 'words' }) })
 * // trace "BCL2 is the target." → pass; trace "Venetoclax binds and inhibits the BCL2 protein." → fail
 */
export const traceLength = defineTracePrimitive({
  type: 'TraceLength',
  params: z.object({
    min: laxInt.nullable().default(null),
    max: laxInt.nullable().default(null),
    unit: laxStr.default('chars'),
  }),
  checkTrace(params, rawTrace) {
    const length = params.unit === 'words' ? pySplitWhitespace(rawTrace).length : codePointLength(rawTrace)
    if (params.min !== null && length < params.min) return false
    return !(params.max !== null && length > params.max)
  },
})
