import { type AnyRubricTrait, type Rubric, type TraitType } from '../../rubric/rubric.js';
import type { RatingScope } from './rating-decode.js';
/** A rating as written: key order of Karenina's `SchemaOrgRating`. */
export type RatingJson = Record<string, unknown>;
/** Options of {@link encodeTrait}. */
export interface EncodeTraitOptions {
    /** A dynamic-rubric trait (`…DynamicRubricTrait` with `dynamic_trait_type`). @default false */
    dynamic?: boolean;
    /** Keep `deep_judgment_*` properties of LLM traits (Karenina's `save_deep_judgment_config`). @default false */
    keepDeepJudgment?: boolean;
}
/** A PropertyValue as Karenina dumps it: `value` omitted when it is None. */
export declare function propertyValue(name: string, value: unknown): Record<string, unknown>;
/** Encodes a trait as a schema.org Rating, in Karenina's key and property order (spec 05 §6.3 table). */
export declare function encodeTrait(trait: AnyRubricTrait, type: TraitType, scope: RatingScope, options?: EncodeTraitOptions): RatingJson;
/** Encodes a rubric's traits in Karenina's order (llm, regex, callable, metric, agentic). */
export declare function encodeRubric(rubric: Rubric | null, scope: RatingScope, options?: EncodeTraitOptions): RatingJson[];
