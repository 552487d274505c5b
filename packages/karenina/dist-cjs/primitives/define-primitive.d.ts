import type { z } from 'zod';
import type { FieldPrimitive, TracePrimitive } from './primitive.js';
type CamelCase<S extends string> = S extends `${infer Head}_${infer Tail}` ? `${Head}${Capitalize<CamelCase<Tail>>}` : S;
/** The options a user passes to a primitive factory: Karenina's param names in camelCase. */
export type CamelCaseKeys<T> = {
    [K in keyof T as K extends string ? CamelCase<K> : K]: T[K];
};
type ParamsSchema = z.ZodType<Record<string, unknown>, Record<string, unknown>>;
/** `(options?)` when every option is optional, `(options)` otherwise. */
type FactoryArgs<Input> = {} extends Input ? [options?: Input] : [options: Input];
interface FactoryStatics<Type extends string, Schema extends ParamsSchema> {
    readonly type: Type;
    readonly paramsSchema: Schema;
    /** Builds the primitive from Karenina's serialized params (snake_case; unknown keys ignored). */
    fromParams(params: Record<string, unknown>): ReturnType<PrimitiveFactory<Type, Schema>>;
}
export type PrimitiveFactory<Type extends string, Schema extends ParamsSchema> = ((...args: FactoryArgs<CamelCaseKeys<z.input<Schema>>>) => FieldPrimitive<Type, z.output<Schema>>) & FactoryStatics<Type, Schema>;
export type TracePrimitiveFactory<Type extends string, Schema extends ParamsSchema> = ((...args: FactoryArgs<CamelCaseKeys<z.input<Schema>>>) => TracePrimitive<Type, z.output<Schema>>) & {
    readonly type: Type;
    readonly paramsSchema: Schema;
    fromParams(params: Record<string, unknown>): TracePrimitive<Type, z.output<Schema>>;
};
/** snake_case → camelCase / camelCase → snake_case for option keys. */
export declare function snakeKey(key: string): string;
/** Validates params with the primitive's schema; failures name the primitive, the param and the expectation. */
export declare function parseParams<Schema extends ParamsSchema>(type: string, schema: Schema, raw: Record<string, unknown>): z.output<Schema>;
/**
 * Declares a field primitive. `params` is a zod object with Karenina's snake_case names in Karenina's
 * declaration order (that order is the serialized order) and Pydantic-lax coercion; it must not be strict
 * (unknown keys are ignored, as Karenina's primitives do).
 */
export declare function definePrimitive<Type extends string, Schema extends ParamsSchema>(definition: {
    type: Type;
    params: Schema;
    check(params: z.output<Schema>, extracted: unknown, expected: unknown): boolean;
    score?(params: z.output<Schema>, extracted: unknown, expected: unknown): number;
}): PrimitiveFactory<Type, Schema>;
/** Declares a trace primitive (TraceRegex, TraceContains, TraceLength). */
export declare function defineTracePrimitive<Type extends string, Schema extends ParamsSchema>(definition: {
    type: Type;
    params: Schema;
    checkTrace(params: z.output<Schema>, rawTrace: string): boolean;
}): TracePrimitiveFactory<Type, Schema>;
export {};
