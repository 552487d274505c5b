/** `decay: Literal["linear", "quadratic"] = "linear"` of the graded primitives. */
export declare const decayParam: import("zod").ZodDefault<import("zod").ZodPreprocess<import("zod").ZodLiteral<"linear" | "quadratic">, "linear" | "quadratic">>;
/** `mode: Literal["relative", "absolute"]` of the graded primitives, with the primitive's default. */
export declare function gradedModeParam(defaultMode: 'relative' | 'absolute'): import("zod").ZodDefault<import("zod").ZodPreprocess<import("zod").ZodLiteral<"relative" | "absolute">, "relative" | "absolute">>;
/**
 * Partial credit at a fraction `r` of the way through the decay band (0 < r < 1): `1 − r` (linear) or
 * `1 − r²` (quadratic). NaN propagates, as in Python, where every comparison with NaN is false.
 */
export declare function decayedCredit(r: number, decay: 'linear' | 'quadratic'): number;
