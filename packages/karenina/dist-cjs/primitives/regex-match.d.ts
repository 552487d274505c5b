import { z } from 'zod';
/**
 * Python `re.search(pattern, str(x), flags)`: the pattern anywhere in the value's Python `str()`. Flags are
 * names of Python `re` attributes (`"IGNORECASE"`, `"I"`, …; unknown names are ignored). The pattern is
 * compiled at check time, so an invalid one fails the check (CheckError 'regex'), not the construction.
 * @example
 * field(z.string(), { description: 'The gene symbol', check: regexMatch({ pattern: '^BCL-?2$', flags: ['IGNORECASE'] }) })
 * // "bcl-2" → pass; "BCL2L1" → fail
 */
export declare const regexMatch: import("./define-primitive.js").PrimitiveFactory<"RegexMatch", z.ZodObject<{
    pattern: z.ZodPreprocess<z.ZodString, string>;
    flags: z.ZodDefault<z.ZodPreprocess<z.ZodArray<z.ZodPreprocess<z.ZodString, string>>, import("../index.js").PyTuple | readonly string[]>>;
}, z.core.$strip>>;
