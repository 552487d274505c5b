import type { StrategyNode } from './strategy-node.js';
/**
 * Reads a strategy tree in Karenina's runtime JSON form (`{"type": "field_check", "field": "x"}`,
 * `{"type": "at_least_n", "n": 2, "conditions": [...]}`), validating every node. Throws ValidationError
 * naming the path of the bad node.
 */
export declare function strategyFromJSON(data: unknown, path?: (string | number)[]): StrategyNode;
