import type { z } from 'zod';
/** The keys of a zod object schema, looking through pipes/transforms and wrappers; null when it is not an object. */
export declare function zodObjectKeys(schema: z.ZodType): string[] | null;
/** `min_overlap` → `minOverlap`: the camelCase spelling of a serialized key, as TS options write it. */
export declare function camelKey(key: string): string;
/** The keys an object at `path` inside `schema` may have (the union of every object schema found there). */
export declare function zodObjectKeysAt(schema: z.ZodType, path: readonly (string | number)[]): string[];
