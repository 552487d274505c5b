/**
 * A rubric trait evaluation that failed: a regex or callable trait threw, the judge call threw (rate limit after retries, server error,
 * no valid reply …) or the judge answered without scoring the trait. The traits keep Karenina's "no
 * score" value (`null`, or `-1` for literal traits) and the result's failure says why.
 */
export interface TraitEvaluationFailure {
    /** The traits left without a score. */
    traits: string[];
    /** Why, in words. */
    message: string;
    /** What the trait or the judge call threw; `null` when the judge answered but did not score the traits. */
    error: unknown;
}
/** The traits of a judge call (or of a local trait) that threw. */
export declare function callFailure(traits: readonly string[], error: unknown): TraitEvaluationFailure;
/** Traits the judge's reply left without a score. */
export declare function unscoredFailure(traits: readonly string[]): TraitEvaluationFailure;
