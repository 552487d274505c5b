import { z } from 'zod'
import { laxStr } from '../compat/pydantic-lax.js'
import { defineTracePrimitive } from './define-primitive.js'

/**
 * Whether the raw answer trace contains `substring` (case-sensitive; the empty string always matches).
 * @example
 * field(z.boolean(), { description: 'Mentions the disclaimer', groundTruth: true, check: traceContains({ substring: 'not medical advice' }) })
 * // trace "This is not medical advice." → pass; trace "Take two tablets daily." → fail
 */
export const traceContains = defineTracePrimitive({
  type: 'TraceContains',
  params: z.object({ substring: laxStr }),
  checkTrace(params, rawTrace) {
    return rawTrace.includes(params.substring)
  },
})
