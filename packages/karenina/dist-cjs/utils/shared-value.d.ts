/** Deep-freezes `value` (a plain JSON-like tree) and marks it shared; returns it. */
export declare function shareValue<T extends object>(value: T): T;
/** Whether `value` was made by {@link shareValue} (so it never changes). */
export declare function isShared(value: unknown): value is object;
/** `derive` memoised per shared value; other values are derived on every call. */
export declare function memoOnShared<V>(derive: (value: never) => V): <T>(value: T) => V;
