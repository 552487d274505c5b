import type { StrategyNode } from './strategy-node.js';
/** Passes when at least `n` children pass. */
export interface AtLeastNNode {
    readonly type: 'at_least_n';
    readonly n: number;
    readonly conditions: readonly StrategyNode[];
}
/**
 * At least `n` children must pass (Karenina's `AtLeastN(n=..., conditions=[...])`). Every child is evaluated.
 * `n` must be an integer >= 0: `0` always passes, more than the number of children never does.
 */
export declare function atLeastN(n: number, ...conditions: StrategyNode[]): AtLeastNNode;
