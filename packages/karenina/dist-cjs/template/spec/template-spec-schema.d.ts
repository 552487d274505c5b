import { z } from 'zod';
import type { PyFloat } from '../../compat/py-float-value.js';
/** One strategy node in TemplateSpec form (Karenina's `VerifyStrategySpec`): `field_name` on leaves. */
export interface VerifyStrategySpec {
    type: string;
    n?: number | null;
    field_name?: string | null;
    conditions?: VerifyStrategySpec[];
}
type NumberInput = number | PyFloat | string | boolean;
/** Karenina's `VerifyStrategySpec` (extra keys forbidden). The node's meaning is checked when it is built. */
export declare const VerifyStrategySpecSchema: z.ZodType<VerifyStrategySpec>;
/** Karenina's `TemplateFieldSpec` (extra keys forbidden; `type` values are checked by `validateTemplateSpec`). */
export declare const TemplateFieldSpecSchema: z.ZodObject<{
    name: z.ZodString;
    type: z.ZodString;
    description: z.ZodString;
    extraction_hint: z.ZodDefault<z.ZodNullable<z.ZodString>>;
    ground_truth: z.ZodUnknown;
    literal_values: z.ZodDefault<z.ZodNullable<z.ZodArray<z.ZodString>>>;
    verify_with: z.ZodRecord<z.ZodString, z.ZodUnknown>;
    weight: z.ZodDefault<z.ZodOptional<z.ZodPipe<z.ZodCustom<NumberInput, NumberInput>, z.ZodTransform<number, NumberInput>>>>;
    is_trace: z.ZodDefault<z.ZodBoolean>;
}, z.core.$strict>;
/** Karenina's `TemplateSpec`: the canonical serializable form of a verified template. */
export declare const TemplateSpecSchema: z.ZodObject<{
    fields: z.ZodArray<z.ZodObject<{
        name: z.ZodString;
        type: z.ZodString;
        description: z.ZodString;
        extraction_hint: z.ZodDefault<z.ZodNullable<z.ZodString>>;
        ground_truth: z.ZodUnknown;
        literal_values: z.ZodDefault<z.ZodNullable<z.ZodArray<z.ZodString>>>;
        verify_with: z.ZodRecord<z.ZodString, z.ZodUnknown>;
        weight: z.ZodDefault<z.ZodOptional<z.ZodPipe<z.ZodCustom<NumberInput, NumberInput>, z.ZodTransform<number, NumberInput>>>>;
        is_trace: z.ZodDefault<z.ZodBoolean>;
    }, z.core.$strict>>;
    verify_strategy: z.ZodDefault<z.ZodNullable<z.ZodType<VerifyStrategySpec, unknown, z.core.$ZodTypeInternals<VerifyStrategySpec, unknown>>>>;
    class_name: z.ZodDefault<z.ZodString>;
}, z.core.$strict>;
/** A TemplateSpec as read (defaults filled). */
export type TemplateSpec = z.output<typeof TemplateSpecSchema>;
/** A TemplateSpec as written (defaults optional). */
export type TemplateSpecInput = z.input<typeof TemplateSpecSchema>;
/** One field of a TemplateSpec. */
export type TemplateFieldSpec = z.output<typeof TemplateFieldSpecSchema>;
export {};
