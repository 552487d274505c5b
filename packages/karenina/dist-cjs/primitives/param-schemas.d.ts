import { z } from 'zod';
import type { Normalizer } from './normalizers.js';
/**
 * Param schemas shared by several primitives (Karenina's Pydantic field types in lax mode).
 * Float params are plain numbers: `min: 0` is stored as `0` (Python stores `0.0`; compared numerically).
 */
/**
 * One normalizer: a name (any string; unknown names fail only when applied, as in Karenina) or a synonym
 * map `{ mapping: { from: to } }` (Pydantic `SynonymMap`: extra keys ignored and dropped).
 */
export declare const normalizerSchema: z.ZodPreprocess<z.ZodCustom<Normalizer, Normalizer>, unknown>;
/** `normalize: list[Normalizer]` with a default (copied per primitive so instances never share a list). */
export declare function normalizeParam(defaults: readonly Normalizer[]): z.ZodDefault<z.ZodPreprocess<z.ZodArray<z.ZodPreprocess<z.ZodCustom<Normalizer, Normalizer>, unknown>>, import("../index.js").PyTuple | readonly unknown[]>>;
/** `substrings: list[str]` (required). */
export declare const stringListParam: z.ZodPreprocess<z.ZodArray<z.ZodPreprocess<z.ZodString, string>>, import("../index.js").PyTuple | readonly string[]>;
/** A float param that must be strictly positive (`cutoff`, `margin`); NaN is rejected. */
export declare const positiveFloat: z.ZodPreprocess<z.ZodType<number, unknown, z.core.$ZodTypeInternals<number, unknown>>, import("../compat/pydantic-lax.js").LaxNumberInput>;
