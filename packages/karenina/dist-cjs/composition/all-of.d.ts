import type { StrategyNode } from './strategy-node.js';
/** Passes when every child passes (an empty `allOf` passes). */
export interface AllOfNode {
    readonly type: 'all_of';
    readonly conditions: readonly StrategyNode[];
}
/** All children must pass (Karenina's `AllOf(conditions=[...])`); evaluated left to right, short-circuiting. */
export declare function allOf(...conditions: StrategyNode[]): AllOfNode;
