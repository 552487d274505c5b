import type { StrategyNode } from '../../composition/strategy-node.js';
import { type VerifyStrategySpec } from './template-spec-schema.js';
/**
 * Builds a strategy from its TemplateSpec form (`{"type": "field_check", "field_name": "x"}`): validates the
 * keys (extra keys forbidden), then each node (`at_least_n` needs `n >= 0`, `field_check` needs `field_name`).
 */
export declare function strategyFromSpec(spec: unknown): StrategyNode;
/** The TemplateSpec form of a strategy (runtime `field` → spec `field_name`), every key written. */
export declare function strategyToSpec(node: StrategyNode): VerifyStrategySpec;
