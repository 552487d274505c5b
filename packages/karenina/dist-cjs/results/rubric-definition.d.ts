import { type Rubric } from '../rubric/rubric.js';
/**
 * `shared_data.rubric_definition` as Karenina writes it for the global rubric of a checkpoint:
 * `global_rubric.model_dump(mode="json", exclude_unset=True)`. The loader builds the rubric with all five
 * trait lists and each trait with a fixed set of fields, so those are the keys written, in field order.
 * `callable_code` stays base64 text (docs/divergences.md). Null when there is no global rubric.
 */
export declare function rubricDefinition(rubric: Rubric | null): Record<string, unknown> | null;
