import { z } from 'zod';
/** The message Karenina's `SemanticMatch.check()` raises (`NotImplementedError`). */
export declare const SEMANTIC_MATCH_NOT_IMPLEMENTED = "SemanticMatch.check() requires embedding infrastructure. Use the embedding_check pipeline stage instead.";
/**
 * Embedding-similarity placeholder. As in Karenina, `check` always throws: semantic comparison is done by
 * the embedding_check pipeline stage, so a template field using it is recorded as a verification error.
 * @example
 * field(z.string(), { description: 'The main side effect', groundTruth: 'low white blood cell count', check: semanticMatch({ threshold: 0.8 }) })
 */
export declare const semanticMatch: import("./define-primitive.js").PrimitiveFactory<"SemanticMatch", z.ZodObject<{
    threshold: z.ZodDefault<z.ZodPreprocess<z.ZodType<number, unknown, z.core.$ZodTypeInternals<number, unknown>>, import("../compat/pydantic-lax.js").LaxNumberInput>>;
}, z.core.$strip>>;
