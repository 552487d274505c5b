import { type Arbitrary } from 'fast-check';
/** A closed interval of accepted or rejected numbers; its ends are already nudged to the right side. */
export interface NumberInterval {
    readonly lo: number;
    readonly hi: number;
}
/** Which numbers a numeric primitive accepts for one ground truth, and the near misses on each side. */
export interface NumericSplit {
    readonly accepted: readonly NumberInterval[];
    readonly rejected: readonly NumberInterval[];
}
/** Numbers within `gate` of `gt` (absolute distance, or relative to `|gt|`), as NumericTolerance and NumericGraded measure it. */
export declare function distanceSplit(gt: number, gate: number, mode: 'absolute' | 'relative'): NumericSplit;
/** Numbers within optional bounds, each inclusive or exclusive (NumericRange, NumericRangeGraded). */
export declare function boundsSplit(bounds: {
    min: number | null;
    max: number | null;
    exclusiveMin: boolean;
    exclusiveMax: boolean;
}): NumericSplit;
/** Numbers on one side of a threshold (NumericMinimum/Maximum, NumericThresholdGraded). */
export declare function thresholdSplit(threshold: number, direction: 'min' | 'max', exclusive: boolean): NumericSplit;
/** Numbers equal to `gt` (NumericExact) and its nearest neighbours as near misses. */
export declare function exactSplit(gt: number): NumericSplit;
/**
 * An arbitrary over the union of intervals: doubles, or integers for an `int` field (each interval narrowed
 * to the integers it holds). Undefined when no value exists.
 */
export declare function numbersIn(intervals: readonly NumberInterval[], integers: boolean): Arbitrary<number> | undefined;
