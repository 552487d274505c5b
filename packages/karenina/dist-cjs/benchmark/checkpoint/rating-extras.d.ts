/** What a checkpoint's rating carries besides its trait, kept so that saving writes it back. */
export interface RatingExtras {
    id?: string;
    ratingValue?: unknown;
    ratingExplanation?: string;
}
/** Rating extras by trait (traits are plain data, so they live beside them). */
export declare const ratingExtras: WeakMap<object, RatingExtras>;
