import { type Arbitrary } from 'fast-check';
declare const UNIT_MS: {
    readonly days: 86400000;
    readonly hours: 3600000;
    readonly minutes: 60000;
};
/** A naive ISO date or date-time (`2020-03-05`, `2020-03-05T08:30[:00]`) as milliseconds on a UTC clock, else undefined. */
export declare function parseIsoNaive(text: unknown): number | undefined;
/** DateMatch without a format: the same calendar day in other formats and at other times. */
export declare function dateMatchAccepted(gt: unknown): Arbitrary<string> | undefined;
/** DateMatch near misses: another calendar day (1 to 400 days away). */
export declare function dateMatchRejected(gt: unknown): Arbitrary<string> | undefined;
/** DateTolerance: date-times within `tolerance` units of the ground truth (ISO, seconds precision). */
export declare function dateToleranceVariants(gt: unknown, tolerance: number, unit: keyof typeof UNIT_MS, accepted: boolean): Arbitrary<string> | undefined;
/** DateRange: date-times inside (or just outside) `[min, max]`; undefined when a bound is not a naive ISO date. */
export declare function dateRangeVariants(min: string | null, max: string | null, accepted: boolean): Arbitrary<string> | undefined;
export {};
