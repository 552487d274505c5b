import { z } from 'zod';
import type { RetryCounts, VerdictInput } from './verdict-input.js';
/** Informational flags attached to a result whatever its verdict (spec 04 §3.2). */
export declare const CAVEATS: readonly ["partial_content", "embedding_override", "retries_used", "parse_decision_malformed"];
/** One caveat value. */
export type Caveat = (typeof CAVEATS)[number];
/** Schema of one caveat value. */
export declare const CaveatSchema: z.ZodEnum<{
    partial_content: "partial_content";
    embedding_override: "embedding_override";
    retries_used: "retries_used";
    parse_decision_malformed: "parse_decision_malformed";
}>;
/** True when any retry category was used at least once (`int(used or 0) > 0`). */
export declare function anyRetriesUsed(retryCounts: RetryCounts | null | undefined): boolean;
/** Karenina's `collect_caveats`: the caveats of a finished run, in Karenina's order. */
export declare function collectCaveats(input: VerdictInput): Caveat[];
