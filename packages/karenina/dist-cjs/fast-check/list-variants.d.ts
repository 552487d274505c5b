import { type Arbitrary } from 'fast-check';
import type { Normalizer } from '../primitives/normalizers.js';
/** SetContainment (`set(x)` against `set(gt)`, no normalization): lists it accepts for one mode. */
export declare function setContainmentAccepted(gt: readonly unknown[], mode: string, minOverlap: number | null): Arbitrary<unknown[]> | undefined;
/** SetContainment near misses: one element missing or one foreign element, as the mode makes it fail. */
export declare function setContainmentRejected(gt: readonly unknown[], mode: string, minOverlap: number | null): Arbitrary<unknown[]> | undefined;
/** OrderedMatch: same length, each element a normalizer variant of the ground truth's element. */
export declare function orderedMatchAccepted(gt: readonly unknown[], normalizers: readonly Normalizer[]): Arbitrary<string[]>;
/** OrderedMatch near misses: one element replaced by a near miss, or one element dropped or added. */
export declare function orderedMatchRejected(gt: readonly unknown[], normalizers: readonly Normalizer[]): Arbitrary<string[]>;
