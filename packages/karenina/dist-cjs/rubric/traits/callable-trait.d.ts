import { z } from 'zod';
import type { CamelCaseKeys } from '../../primitives/define-primitive.js';
/**
 * A callable trait's TypeScript function: receives the evaluated text and returns a boolean (boolean kind),
 * a number (score kind) or a class name (literal kind); may be async.
 */
export type CallableTraitFunction = (text: string) => boolean | number | string | Promise<boolean | number | string>;
/** TS functions of callable traits by trait name (Karenina's `callable_registry`); they override the stored code. */
export type CallableRegistry = Readonly<Record<string, CallableTraitFunction>>;
/**
 * Karenina's `CallableRubricTrait` (spec 03 §2.3), serialized keys; extra keys rejected. `callable_code` is the
 * cloudpickled Python function as a base64 string, kept verbatim: it is never executed here (spec 00 A4).
 * Literal traits get `min_score = 0` / `max_score = classes − 1` when unset.
 */
export declare const CallableRubricTraitSchema: z.ZodPipe<z.ZodObject<{
    name: z.ZodPipe<z.ZodPreprocess<z.ZodString, string>, z.ZodString>;
    description: z.ZodDefault<z.ZodNullable<z.ZodPreprocess<z.ZodString, string>>>;
    summary: z.ZodDefault<z.ZodNullable<z.ZodPreprocess<z.ZodString, string>>>;
    kind: z.ZodPreprocess<z.ZodLiteral<"boolean" | "literal" | "score">, "boolean" | "literal" | "score">;
    callable_code: z.ZodPipe<z.ZodUnion<readonly [z.ZodString, z.ZodInstanceOf<Uint8Array<ArrayBuffer>>]>, z.ZodTransform<string, string | Uint8Array<ArrayBuffer>>>;
    min_score: z.ZodDefault<z.ZodNullable<z.ZodPreprocess<z.ZodType<number, unknown, z.core.$ZodTypeInternals<number, unknown>>, import("../../compat/pydantic-lax.js").LaxNumberInput>>>;
    max_score: z.ZodDefault<z.ZodNullable<z.ZodPreprocess<z.ZodType<number, unknown, z.core.$ZodTypeInternals<number, unknown>>, import("../../compat/pydantic-lax.js").LaxNumberInput>>>;
    invert_result: z.ZodDefault<z.ZodPreprocess<z.ZodBoolean, string | number | boolean>>;
    classes: z.ZodDefault<z.ZodNullable<z.ZodRecord<z.ZodString, z.ZodPreprocess<z.ZodString, string>>>>;
    higher_is_better: z.ZodPipe<z.ZodOptional<z.ZodNullable<z.ZodPreprocess<z.ZodBoolean, string | number | boolean>>>, z.ZodTransform<boolean, boolean | null | undefined>>;
}, z.core.$strict>, z.ZodTransform<{
    name: string;
    description: string | null;
    summary: string | null;
    kind: "boolean" | "literal" | "score";
    callable_code: string;
    min_score: number | null;
    max_score: number | null;
    invert_result: boolean;
    classes: Record<string, string> | null;
    higher_is_better: boolean;
}, {
    name: string;
    description: string | null;
    summary: string | null;
    kind: "boolean" | "literal" | "score";
    callable_code: string;
    min_score: number | null;
    max_score: number | null;
    invert_result: boolean;
    classes: Record<string, string> | null;
    higher_is_better: boolean;
}>>;
export type CallableRubricTraitInput = z.input<typeof CallableRubricTraitSchema>;
export type CallableRubricTrait = z.output<typeof CallableRubricTraitSchema>;
/** Options of {@link callableTrait}: the trait's fields in camelCase, with the TS function instead of `callableCode`. */
export type CallableTraitOptions = Omit<CamelCaseKeys<CallableRubricTraitInput>, 'callableCode'> & {
    fn: CallableTraitFunction;
    /** Python bytes to store alongside (e.g. kept from a checkpoint). @default '' */
    callableCode?: string | Uint8Array;
};
/**
 * Builds a callable trait evaluated by a TypeScript function. As Karenina's `from_callable`: a score trait
 * needs `minScore < maxScore`, a boolean trait takes no score bounds. The function is bound to the returned
 * object (a registry entry of the same name overrides it); serialized, the trait carries no Python code.
 * @example callableTrait({ name: 'short', kind: 'boolean', fn: (text) => text.split(/\s+/).length <= 50 })
 */
export declare function callableTrait(options: CallableTraitOptions): CallableRubricTrait;
/** Loads a callable trait from Karenina's serialized dict; its Python code is kept but never run. */
export declare function callableTraitFromJSON(raw: unknown): CallableRubricTrait;
/** The TS function that evaluates a trait: the registry entry of its name, else the function bound by `callableTrait`. */
export declare function resolveCallableFunction(trait: CallableRubricTrait, registry?: CallableRegistry | null): CallableTraitFunction | null;
/**
 * Karenina's `CallableRubricTrait.evaluate(text, override)` with a TS function: boolean kind → the boolean
 * (negated by `invert_result`); literal → the index of the returned class name; score → the number, which
 * must lie within the trait's bounds. Any failure throws `CheckError('runtime')` (Python RuntimeError).
 */
export declare function evaluateCallableTrait(trait: CallableRubricTrait, text: string, fn: CallableTraitFunction): Promise<boolean | number>;
