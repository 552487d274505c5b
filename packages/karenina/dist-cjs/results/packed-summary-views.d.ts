import type { VerificationResult } from './verification-result.js';
/**
 * The summary views of a run, packed (see above): `add` a view as {@link summaryView} makes it, `all()` gives
 * them back as new objects equal to the ones added. The packed values are kept as bytes outside V8's heap
 * (see packed-value-log.ts).
 */
export declare class PackedSummaryViews {
    #private;
    get length(): number;
    add(view: VerificationResult): void;
    /** Every view, rebuilt, in the order added. */
    all(): VerificationResult[];
    /** Each view, rebuilt when reached (a reader that lets each go holds one at a time). */
    each(): Generator<VerificationResult>;
}
