import type { FieldResults, StrategyNode } from './strategy-node.js';
/**
 * Evaluates a strategy over per-field results. A leaf passes only on exactly `true` (`null` is not a pass);
 * `allOf`/`anyOf` short-circuit left to right, `atLeastN` evaluates every child. A leaf naming a field
 * absent from `fieldResults` throws `CheckError('key')` (Python's KeyError) when it is reached.
 */
export declare function evaluateStrategy(node: StrategyNode, fieldResults: FieldResults): boolean;
