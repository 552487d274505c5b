import { z } from 'zod';
import type { CamelCaseKeys } from '../../primitives/define-primitive.js';
/** Karenina's `RegexRubricTrait` (serialized keys; extra keys rejected; Pydantic lax scalars). */
export declare const RegexRubricTraitSchema: z.ZodObject<{
    name: z.ZodPipe<z.ZodPreprocess<z.ZodString, string>, z.ZodString>;
    description: z.ZodDefault<z.ZodNullable<z.ZodPreprocess<z.ZodString, string>>>;
    summary: z.ZodDefault<z.ZodNullable<z.ZodPreprocess<z.ZodString, string>>>;
    pattern: z.ZodPreprocess<z.ZodString, string>;
    case_sensitive: z.ZodDefault<z.ZodPreprocess<z.ZodBoolean, string | number | boolean>>;
    invert_result: z.ZodDefault<z.ZodPreprocess<z.ZodBoolean, string | number | boolean>>;
    higher_is_better: z.ZodPipe<z.ZodOptional<z.ZodNullable<z.ZodPreprocess<z.ZodBoolean, string | number | boolean>>>, z.ZodTransform<boolean, boolean | null | undefined>>;
}, z.core.$strict>;
export type RegexRubricTraitInput = z.input<typeof RegexRubricTraitSchema>;
export type RegexRubricTrait = z.output<typeof RegexRubricTraitSchema>;
/**
 * Builds a regex trait from camelCase options; the pattern must compile as Python `re` (ValidationError).
 * @example regexTrait({ name: 'cites a URL', pattern: 'https?://\\S+' })
 */
export declare function regexTrait(options: CamelCaseKeys<RegexRubricTraitInput>): RegexRubricTrait;
/** Loads a regex trait from Karenina's serialized dict (checkpoint / rubric JSON); throws a ValidationError. */
export declare function regexTraitFromJSON(raw: unknown): RegexRubricTrait;
/**
 * Karenina's `RegexRubricTrait.evaluate` (spec 03 §2.2): whether the pattern is found anywhere in `text`
 * (IGNORECASE unless `case_sensitive`), negated by `invert_result`. Any failure, including a non-string
 * `text`, throws `CheckError('runtime')` (Python RuntimeError).
 */
export declare function evaluateRegexTrait(trait: Pick<RegexRubricTrait, 'name' | 'pattern' | 'case_sensitive' | 'invert_result'>, text: unknown): boolean;
