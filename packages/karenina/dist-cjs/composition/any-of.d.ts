import type { StrategyNode } from './strategy-node.js';
/** Passes when at least one child passes (an empty `anyOf` fails). */
export interface AnyOfNode {
    readonly type: 'any_of';
    readonly conditions: readonly StrategyNode[];
}
/** At least one child must pass (Karenina's `AnyOf(conditions=[...])`); evaluated left to right, short-circuiting. */
export declare function anyOf(...conditions: StrategyNode[]): AnyOfNode;
