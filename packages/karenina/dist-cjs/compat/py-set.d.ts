/**
 * Python `set(value)` as an array in first-seen order: iterates strings by code point, dicts by key,
 * lists and tuples by item; deduplicates by Python equality. Non-iterables and unhashable members
 * (lists, dicts) raise `CheckError('type')`.
 */
export declare function pySet(value: unknown): unknown[];
/** Python `set(a) == set(b)` for two `pySet` results. */
export declare function pySetEquals(a: readonly unknown[], b: readonly unknown[]): boolean;
/** Python `set(a) <= set(b)` for two `pySet` results. */
export declare function pySetIsSubset(a: readonly unknown[], b: readonly unknown[]): boolean;
/** `len(set(a) & set(b))` for two `pySet` results. */
export declare function pySetIntersectionSize(a: readonly unknown[], b: readonly unknown[]): number;
/** Readable form of a pySet result for messages: `{'a', 'b'}` (`set()` when empty). */
export declare function pySetRepr(items: readonly unknown[]): string;
