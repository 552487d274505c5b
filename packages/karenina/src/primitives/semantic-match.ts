import { z } from 'zod'
import { laxFloat } from '../compat/pydantic-lax.js'
import { CheckError } from '../errors/check-error.js'
import { definePrimitive } from './define-primitive.js'

/** The message Karenina's `SemanticMatch.check()` raises (`NotImplementedError`). */
export const SEMANTIC_MATCH_NOT_IMPLEMENTED =
  'SemanticMatch.check() requires embedding infrastructure. Use the embedding_check pipeline stage instead.'

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
    // Karenina's exact text: it reaches results as `field_verification_error`, which users compare across ports.
    throw new CheckError('not_implemented', SEMANTIC_MATCH_NOT_IMPLEMENTED)
  },
})
