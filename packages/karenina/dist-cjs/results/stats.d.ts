/** A usable number from an untyped JSON value (PyFloat unboxed); null for non-numbers, booleans and NaN. */
export declare function numberOrNull(value: unknown): number | null;
/** Arithmetic mean; null for an empty list. */
export declare function mean(values: readonly number[]): number | null;
/** Median (mean of the two middle values for even counts); null for an empty list. */
export declare function median(values: readonly number[]): number | null;
/** Population standard deviation (`numpy.std`); null for an empty list. */
export declare function populationStd(values: readonly number[]): number | null;
/** Sample standard deviation (`statistics.stdev`); null for fewer than two values. */
export declare function sampleStd(values: readonly number[]): number | null;
