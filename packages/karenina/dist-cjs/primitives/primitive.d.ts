/** The serialized form of a primitive (Karenina's `verify_with` dict): every param, then `type`. */
export type SerializedPrimitive = {
    type: string;
} & Record<string, unknown>;
/**
 * A verification primitive applied to a field value the judge extracted.
 * `params` holds the resolved parameters with Karenina's snake_case names and defaults filled.
 */
export interface FieldPrimitive<Type extends string = string, Params = Record<string, unknown>> {
    readonly kind: 'field';
    readonly type: Type;
    readonly params: Readonly<Params>;
    /** Whether `check` compares with the field's ground truth (false when the options hold the expectation). */
    readonly readsGroundTruth?: boolean;
    /** The pass/fail gate used by `verify()`. May throw a CheckError (e.g. an unparseable number). */
    check(extracted: unknown, expected: unknown): boolean;
    /** Credit in [0, 1] used by `verifyGranular()`: `check ? 1 : 0` except for the graded primitives. */
    score(extracted: unknown, expected: unknown): number;
    /** Karenina's serialized dict: params in declaration order, then `type`. */
    toJSON(): SerializedPrimitive;
}
/** A primitive that inspects the raw answer trace instead of a judge-extracted value. */
export interface TracePrimitive<Type extends string = string, Params = Record<string, unknown>> {
    readonly kind: 'trace';
    readonly type: Type;
    readonly params: Readonly<Params>;
    /** Whether the condition holds on the raw trace (the field's boolean ground truth is compared later). */
    checkTrace(rawTrace: string): boolean;
    toJSON(): SerializedPrimitive;
}
export type Primitive = FieldPrimitive | TracePrimitive;
export declare function isTracePrimitive(primitive: Primitive): primitive is TracePrimitive;
/** A field's TemplateSpec type (Karenina's `TemplateFieldSpec.type`). */
export type TemplateFieldType = 'bool' | 'str' | 'int' | 'float' | 'list_str' | 'literal' | 'date';
