import type { Primitive } from '../primitives/primitive.js';
import type { ScenarioEdge, StateCheck } from './scenario-definition.js';
import { type ScenarioState } from './scenario-state.js';
/** A StateCheck: `verifyWith.check(resolve(field), expected)`. */
export declare function stateCheck(field: string, expected: unknown, verifyWith: Primitive): StateCheck;
/** Operators of the shorthand `{ 'node_visits.retry': { gte: 3 } }`. */
export type StateOperator = {
    gte: number;
} | {
    gt: number;
} | {
    lte: number;
} | {
    lt: number;
} | {
    eq: number;
};
/** Shorthand of one StateCheck: `{ field: expected }` with the primitive inferred from the value. */
export type StateShorthand = Record<string, boolean | string | number | readonly unknown[] | StateOperator | null>;
/**
 * Turns the shorthand `{ verify_result: true }` into a StateCheck, inferring the primitive as Karenina's
 * builder does: boolean → BooleanMatch, string → ExactMatch, number → NumericExact, array →
 * SetContainment, `{ gte: 3 }`-style operators → NumericRange / NumericExact, anything else ExactMatch.
 */
export declare function stateCheckFromShorthand(shorthand: StateShorthand): StateCheck;
/** Evaluates a StateCheck against the state (a throwing primitive propagates). */
export declare function evaluateStateCheck(check: StateCheck, state: Readonly<ScenarioState>): boolean;
/** Whether a conditional edge matches; a condition that throws does not (Karenina logs and moves on). */
export declare function edgeMatches(edge: ScenarioEdge, state: Readonly<ScenarioState>): boolean;
/**
 * The edge to follow (spec 05 §9): conditional edges in definition order, first match wins; otherwise the
 * first unconditional edge, wherever it stands. `null` when nothing applies (an implicit end).
 */
export declare function resolveNextEdge(edges: readonly ScenarioEdge[], state: Readonly<ScenarioState>): ScenarioEdge | null;
