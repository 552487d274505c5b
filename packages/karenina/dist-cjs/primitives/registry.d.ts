import { PyTuple } from '../compat/py-tuple.js';
import type { Primitive, TemplateFieldType } from './primitive.js';
/** Karenina's 23 registered primitives, keyed by their serialized `type` name (Karenina's class name). */
export declare const PRIMITIVES: {
    readonly BooleanMatch: import("./define-primitive.js").PrimitiveFactory<"BooleanMatch", import("zod").ZodObject<{}, import("zod/v4/core").$strip>>;
    readonly ExactMatch: import("./define-primitive.js").PrimitiveFactory<"ExactMatch", import("zod").ZodObject<{
        normalize: import("zod").ZodDefault<import("zod").ZodPreprocess<import("zod").ZodArray<import("zod").ZodPreprocess<import("zod").ZodCustom<import("./normalizers.js").Normalizer, import("./normalizers.js").Normalizer>, unknown>>, PyTuple | readonly unknown[]>>;
    }, import("zod/v4/core").$strip>>;
    readonly ContainsAny: import("./define-primitive.js").PrimitiveFactory<"ContainsAny", import("zod").ZodObject<{
        substrings: import("zod").ZodPreprocess<import("zod").ZodArray<import("zod").ZodPreprocess<import("zod").ZodString, string>>, PyTuple | readonly string[]>;
        normalize: import("zod").ZodDefault<import("zod").ZodPreprocess<import("zod").ZodArray<import("zod").ZodPreprocess<import("zod").ZodCustom<import("./normalizers.js").Normalizer, import("./normalizers.js").Normalizer>, unknown>>, PyTuple | readonly unknown[]>>;
    }, import("zod/v4/core").$strip>>;
    readonly ContainsAll: import("./define-primitive.js").PrimitiveFactory<"ContainsAll", import("zod").ZodObject<{
        substrings: import("zod").ZodPreprocess<import("zod").ZodArray<import("zod").ZodPreprocess<import("zod").ZodString, string>>, PyTuple | readonly string[]>;
        normalize: import("zod").ZodDefault<import("zod").ZodPreprocess<import("zod").ZodArray<import("zod").ZodPreprocess<import("zod").ZodCustom<import("./normalizers.js").Normalizer, import("./normalizers.js").Normalizer>, unknown>>, PyTuple | readonly unknown[]>>;
    }, import("zod/v4/core").$strip>>;
    readonly RegexMatch: import("./define-primitive.js").PrimitiveFactory<"RegexMatch", import("zod").ZodObject<{
        pattern: import("zod").ZodPreprocess<import("zod").ZodString, string>;
        flags: import("zod").ZodDefault<import("zod").ZodPreprocess<import("zod").ZodArray<import("zod").ZodPreprocess<import("zod").ZodString, string>>, PyTuple | readonly string[]>>;
    }, import("zod/v4/core").$strip>>;
    readonly SemanticMatch: import("./define-primitive.js").PrimitiveFactory<"SemanticMatch", import("zod").ZodObject<{
        threshold: import("zod").ZodDefault<import("zod").ZodPreprocess<import("zod").ZodType<number, unknown, import("zod/v4/core").$ZodTypeInternals<number, unknown>>, import("../compat/pydantic-lax.js").LaxNumberInput>>;
    }, import("zod/v4/core").$strip>>;
    readonly LiteralMatch: import("./define-primitive.js").PrimitiveFactory<"LiteralMatch", import("zod").ZodObject<{}, import("zod/v4/core").$strip>>;
    readonly NumericExact: import("./define-primitive.js").PrimitiveFactory<"NumericExact", import("zod").ZodObject<{}, import("zod/v4/core").$strip>>;
    readonly NumericTolerance: import("./define-primitive.js").PrimitiveFactory<"NumericTolerance", import("zod").ZodObject<{
        tolerance: import("zod").ZodPreprocess<import("zod").ZodType<number, unknown, import("zod/v4/core").$ZodTypeInternals<number, unknown>>, import("../compat/pydantic-lax.js").LaxNumberInput>;
        mode: import("zod").ZodDefault<import("zod").ZodPreprocess<import("zod").ZodLiteral<"relative" | "absolute">, "relative" | "absolute">>;
    }, import("zod/v4/core").$strip>>;
    readonly NumericRange: import("./define-primitive.js").PrimitiveFactory<"NumericRange", import("zod").ZodObject<{
        min: import("zod").ZodDefault<import("zod").ZodNullable<import("zod").ZodPreprocess<import("zod").ZodType<number, unknown, import("zod/v4/core").$ZodTypeInternals<number, unknown>>, import("../compat/pydantic-lax.js").LaxNumberInput>>>;
        max: import("zod").ZodDefault<import("zod").ZodNullable<import("zod").ZodPreprocess<import("zod").ZodType<number, unknown, import("zod/v4/core").$ZodTypeInternals<number, unknown>>, import("../compat/pydantic-lax.js").LaxNumberInput>>>;
        exclusive_min: import("zod").ZodDefault<import("zod").ZodPreprocess<import("zod").ZodBoolean, string | number | boolean>>;
        exclusive_max: import("zod").ZodDefault<import("zod").ZodPreprocess<import("zod").ZodBoolean, string | number | boolean>>;
    }, import("zod/v4/core").$strip>>;
    readonly NumericMinimum: import("./define-primitive.js").PrimitiveFactory<"NumericMinimum", import("zod").ZodObject<{
        exclusive: import("zod").ZodDefault<import("zod").ZodPreprocess<import("zod").ZodBoolean, string | number | boolean>>;
    }, import("zod/v4/core").$strip>>;
    readonly NumericMaximum: import("./define-primitive.js").PrimitiveFactory<"NumericMaximum", import("zod").ZodObject<{
        exclusive: import("zod").ZodDefault<import("zod").ZodPreprocess<import("zod").ZodBoolean, string | number | boolean>>;
    }, import("zod/v4/core").$strip>>;
    readonly NumericGraded: import("./define-primitive.js").PrimitiveFactory<"NumericGraded", import("zod").ZodObject<{
        cutoff: import("zod").ZodPreprocess<import("zod").ZodType<number, unknown, import("zod/v4/core").$ZodTypeInternals<number, unknown>>, import("../compat/pydantic-lax.js").LaxNumberInput>;
        full_credit: import("zod").ZodDefault<import("zod").ZodNullable<import("zod").ZodPreprocess<import("zod").ZodType<number, unknown, import("zod/v4/core").$ZodTypeInternals<number, unknown>>, import("../compat/pydantic-lax.js").LaxNumberInput>>>;
        mode: import("zod").ZodDefault<import("zod").ZodPreprocess<import("zod").ZodLiteral<"relative" | "absolute">, "relative" | "absolute">>;
        decay: import("zod").ZodDefault<import("zod").ZodPreprocess<import("zod").ZodLiteral<"linear" | "quadratic">, "linear" | "quadratic">>;
    }, import("zod/v4/core").$strip>>;
    readonly NumericRangeGraded: import("./define-primitive.js").PrimitiveFactory<"NumericRangeGraded", import("zod").ZodObject<{
        min: import("zod").ZodPreprocess<import("zod").ZodType<number, unknown, import("zod/v4/core").$ZodTypeInternals<number, unknown>>, import("../compat/pydantic-lax.js").LaxNumberInput>;
        max: import("zod").ZodPreprocess<import("zod").ZodType<number, unknown, import("zod/v4/core").$ZodTypeInternals<number, unknown>>, import("../compat/pydantic-lax.js").LaxNumberInput>;
        margin: import("zod").ZodPreprocess<import("zod").ZodType<number, unknown, import("zod/v4/core").$ZodTypeInternals<number, unknown>>, import("../compat/pydantic-lax.js").LaxNumberInput>;
        mode: import("zod").ZodDefault<import("zod").ZodPreprocess<import("zod").ZodLiteral<"relative" | "absolute">, "relative" | "absolute">>;
        decay: import("zod").ZodDefault<import("zod").ZodPreprocess<import("zod").ZodLiteral<"linear" | "quadratic">, "linear" | "quadratic">>;
        exclusive_min: import("zod").ZodDefault<import("zod").ZodPreprocess<import("zod").ZodBoolean, string | number | boolean>>;
        exclusive_max: import("zod").ZodDefault<import("zod").ZodPreprocess<import("zod").ZodBoolean, string | number | boolean>>;
    }, import("zod/v4/core").$strip>>;
    readonly NumericThresholdGraded: import("./define-primitive.js").PrimitiveFactory<"NumericThresholdGraded", import("zod").ZodObject<{
        direction: import("zod").ZodPreprocess<import("zod").ZodLiteral<"min" | "max">, "min" | "max">;
        margin: import("zod").ZodPreprocess<import("zod").ZodType<number, unknown, import("zod/v4/core").$ZodTypeInternals<number, unknown>>, import("../compat/pydantic-lax.js").LaxNumberInput>;
        mode: import("zod").ZodDefault<import("zod").ZodPreprocess<import("zod").ZodLiteral<"relative" | "absolute">, "relative" | "absolute">>;
        decay: import("zod").ZodDefault<import("zod").ZodPreprocess<import("zod").ZodLiteral<"linear" | "quadratic">, "linear" | "quadratic">>;
        exclusive: import("zod").ZodDefault<import("zod").ZodPreprocess<import("zod").ZodBoolean, string | number | boolean>>;
    }, import("zod/v4/core").$strip>>;
    readonly SetContainment: import("./define-primitive.js").PrimitiveFactory<"SetContainment", import("zod").ZodObject<{
        mode: import("zod").ZodDefault<import("zod").ZodPreprocess<import("zod").ZodString, string>>;
        min_overlap: import("zod").ZodDefault<import("zod").ZodNullable<import("zod").ZodPreprocess<import("zod").ZodType<number, unknown, import("zod/v4/core").$ZodTypeInternals<number, unknown>>, import("../compat/pydantic-lax.js").LaxNumberInput>>>;
    }, import("zod/v4/core").$strip>>;
    readonly OrderedMatch: import("./define-primitive.js").PrimitiveFactory<"OrderedMatch", import("zod").ZodObject<{
        normalize: import("zod").ZodDefault<import("zod").ZodPreprocess<import("zod").ZodArray<import("zod").ZodPreprocess<import("zod").ZodCustom<import("./normalizers.js").Normalizer, import("./normalizers.js").Normalizer>, unknown>>, PyTuple | readonly unknown[]>>;
    }, import("zod/v4/core").$strip>>;
    readonly DateMatch: import("./define-primitive.js").PrimitiveFactory<"DateMatch", import("zod").ZodObject<{
        format: import("zod").ZodDefault<import("zod").ZodNullable<import("zod").ZodPreprocess<import("zod").ZodString, string>>>;
    }, import("zod/v4/core").$strip>>;
    readonly DateTolerance: import("./define-primitive.js").PrimitiveFactory<"DateTolerance", import("zod").ZodObject<{
        tolerance: import("zod").ZodPreprocess<import("zod").ZodType<number, unknown, import("zod/v4/core").$ZodTypeInternals<number, unknown>>, import("../compat/pydantic-lax.js").LaxNumberInput>;
        unit: import("zod").ZodDefault<import("zod").ZodPreprocess<import("zod").ZodLiteral<"days" | "hours" | "minutes">, "days" | "hours" | "minutes">>;
    }, import("zod/v4/core").$strip>>;
    readonly DateRange: import("./define-primitive.js").PrimitiveFactory<"DateRange", import("zod").ZodObject<{
        min: import("zod").ZodDefault<import("zod").ZodNullable<import("zod").ZodPreprocess<import("zod").ZodString, string>>>;
        max: import("zod").ZodDefault<import("zod").ZodNullable<import("zod").ZodPreprocess<import("zod").ZodString, string>>>;
    }, import("zod/v4/core").$strip>>;
    readonly TraceRegex: import("./define-primitive.js").TracePrimitiveFactory<"TraceRegex", import("zod").ZodObject<{
        pattern: import("zod").ZodPreprocess<import("zod").ZodString, string>;
        count_min: import("zod").ZodDefault<import("zod").ZodNullable<import("zod").ZodPreprocess<import("zod").ZodType<number, unknown, import("zod/v4/core").$ZodTypeInternals<number, unknown>>, import("../compat/pydantic-lax.js").LaxNumberInput>>>;
    }, import("zod/v4/core").$strip>>;
    readonly TraceContains: import("./define-primitive.js").TracePrimitiveFactory<"TraceContains", import("zod").ZodObject<{
        substring: import("zod").ZodPreprocess<import("zod").ZodString, string>;
    }, import("zod/v4/core").$strip>>;
    readonly TraceLength: import("./define-primitive.js").TracePrimitiveFactory<"TraceLength", import("zod").ZodObject<{
        min: import("zod").ZodDefault<import("zod").ZodNullable<import("zod").ZodPreprocess<import("zod").ZodType<number, unknown, import("zod/v4/core").$ZodTypeInternals<number, unknown>>, import("../compat/pydantic-lax.js").LaxNumberInput>>>;
        max: import("zod").ZodDefault<import("zod").ZodNullable<import("zod").ZodPreprocess<import("zod").ZodType<number, unknown, import("zod/v4/core").$ZodTypeInternals<number, unknown>>, import("../compat/pydantic-lax.js").LaxNumberInput>>>;
        unit: import("zod").ZodDefault<import("zod").ZodPreprocess<import("zod").ZodString, string>>;
    }, import("zod/v4/core").$strip>>;
};
/** A registered primitive type name (`"ExactMatch"`, `"NumericGraded"`, …). */
export type PrimitiveType = keyof typeof PRIMITIVES;
/** The registered type names, in Karenina's registration order. */
export declare const PRIMITIVE_TYPES: PrimitiveType[];
/** The primitives that read the raw answer trace instead of a judge-extracted value. */
export declare const TRACE_PRIMITIVE_TYPES: ReadonlySet<PrimitiveType>;
/**
 * The numeric primitives: VerifiedField warns when their ground truth is neither a non-bool number nor a
 * string Python `float()` parses (spec 01 §2).
 */
export declare const NUMERIC_PRIMITIVE_TYPES: ReadonlySet<PrimitiveType>;
/**
 * The TemplateSpec field types each primitive may verify (`validate_spec` step 6, spec 01 §8.3). Primitives
 * absent from the table (the five newer numeric ones) accept any field type.
 */
export declare const PRIMITIVE_FIELD_TYPES: Readonly<Partial<Record<PrimitiveType, readonly TemplateFieldType[]>>>;
/** True when `name` is a registered primitive type name. */
export declare function isPrimitiveType(name: unknown): name is PrimitiveType;
/**
 * Rebuilds a primitive from Karenina's serialized dict (`{ "type": "NumericTolerance", "tolerance": 0.5 }`):
 * params are validated in Pydantic lax mode, unknown keys are ignored. A missing or unknown `type` throws
 * `CheckError('value')` (Python ValueError); invalid params throw a `ValidationError` naming the primitive
 * and the param.
 */
export declare function primitiveFromJSON(serialized: unknown): Primitive;
