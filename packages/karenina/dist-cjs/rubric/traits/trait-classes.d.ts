import { z } from 'zod';
/** `classes` of a literal trait: class name → description, in index order (`null` when unset). */
export declare const TraitClassesSchema: z.ZodDefault<z.ZodNullable<z.ZodRecord<z.ZodString, z.ZodPreprocess<z.ZodString, string>>>>;
/** Literal classes: `{className: description}`; insertion order is index order. */
export type TraitClasses = Readonly<Record<string, string>>;
/**
 * Karenina's `validate_classes` (spec 03 §2.1): 2–20 classes, names and descriptions non-empty after
 * Python `strip()`, names unique case-insensitively. Returns the problem, or null when valid.
 */
export declare function traitClassesProblem(classes: TraitClasses): string | null;
/** The class names in index order (`[]` without classes). */
export declare function classNames(classes: TraitClasses | null): string[];
/** Karenina's `get_class_index`: the exact (case-sensitive) index of a class name, `-1` when absent. */
export declare function classIndex(classes: TraitClasses | null, name: string): number;
