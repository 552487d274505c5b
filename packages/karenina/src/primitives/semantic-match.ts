import { z } from 'zod'
import { laxFloat } from '../compat/pydantic-lax.js'
import { CheckError } from '../errors/check-error.js'
import { definePrimitive } from './define-primitive.js'

/**
 * Embedding-similarity placeholder. As in Karenina, `check` always throws: semantic comparison is done by
 * the embedding_check pipeline stage, so a template field using it is recorded as a verification error.
 * @example
 * field(z.string(), { description: 'The main side effect', groundTruth: 'low white blood cell count', check: semanticMatch({ threshold: 0.8 }) })
 */
export const semanticMatch = definePrimitive({
  type: 'SemanticMatch',
  params: z.object({ threshold: laxFloat.default(0.85) }),
  check() {
    throw new CheckError(
      'not_implemented',
      'SemanticMatch.check() requires embedding infrastructure: use the embedding_check stage instead',
    )
  },
})
