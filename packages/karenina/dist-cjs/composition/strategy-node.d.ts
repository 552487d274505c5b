import type { AllOfNode } from './all-of.js';
import type { AnyOfNode } from './any-of.js';
import type { AtLeastNNode } from './at-least-n.js';
import type { FieldCheckNode } from './field-check.js';
/**
 * A node of a template's composition strategy (Karenina's `VerificationStrategy.verify_strategy`). Nodes are
 * plain frozen objects in Karenina's runtime JSON form (`{"type": "field_check", "field": "target"}`).
 */
export type StrategyNode = FieldCheckNode | AllOfNode | AnyOfNode | AtLeastNNode;
/** The tri-valued per-field results a strategy is evaluated over (`null` = the judge returned null). */
export type FieldResults = Readonly<Record<string, boolean | null>>;
/** Every field name the strategy's `field_check` leaves reference, in tree order (duplicates removed). */
export declare function strategyFieldNames(node: StrategyNode): string[];
/**
 * The result field `composition_strategy`: `"all_of"`, `"any_of"`, `"at_least_n(<n>)"` for the root node,
 * or Python's lowercased class name (`"fieldcheck"`) for a bare leaf.
 */
export declare function strategyLabel(node: StrategyNode): string;
