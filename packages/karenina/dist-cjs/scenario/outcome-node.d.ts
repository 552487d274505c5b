import type { Normalizer } from '../primitives/normalizers.js';
import type { Primitive } from '../primitives/primitive.js';
import type { TurnScope } from './turn-scope.js';
/** Cross-turn comparison operators: `target <op> source`; `contains` means str(source) in str(target). */
export type CrossTurnComparison = 'eq' | 'neq' | 'contains' | 'gt' | 'gte' | 'lt' | 'lte';
/** Checks a field of the scoped turn(s) with a primitive: `verifyWith.check(value, expected)`. */
export interface TurnCheck {
    type: 'turn_check';
    scope: TurnScope;
    field: string;
    expected: unknown;
    verifyWith: Primitive;
}
/** Checks a run-level field (`status`, `turn_count`, `path`, `scenario_id`) with a primitive. */
export interface ResultCheck {
    type: 'result_check';
    field: string;
    expected: unknown;
    verifyWith: Primitive;
}
/** Compares a field of one turn with a field of another (single-turn scopes only). */
export interface CrossTurnCheck {
    type: 'cross_turn_check';
    sourceTurn: TurnScope;
    sourceField: string;
    targetTurn: TurnScope;
    targetField: string;
    comparison: CrossTurnComparison;
    /** Applied to `str()` of both values before comparing (numbers then compare as text). */
    normalize: readonly Normalizer[];
}
/** Counts (or finds the first index of) the turns matching optional node and verify-result filters. */
export interface TurnFilterNode {
    type: 'count_turns' | 'first_match_index';
    nodeId: string | readonly string[] | null;
    verifyResult: boolean | null;
}
/** Boolean composition of outcome nodes. */
export type OutcomeComposition = {
    type: 'all_of' | 'any_of';
    conditions: readonly OutcomeNode[];
} | {
    type: 'at_least_n';
    n: number;
    conditions: readonly OutcomeNode[];
};
/** A scenario outcome criterion's check: booleans compose; `count_turns`/`first_match_index` return ints. */
export type OutcomeNode = TurnCheck | ResultCheck | CrossTurnCheck | TurnFilterNode | OutcomeComposition;
/**
 * Builds an outcome node from Karenina's serialized form (`{"type": "turn_check", "scope": {...}, …}`),
 * composition children included; `verify_with` goes through `primitiveFromJSON`. Invalid shapes throw a
 * `ValidationError` naming the path; an unknown primitive type throws `CheckError('value')`.
 */
export declare function outcomeNodeFromJSON(raw: unknown, path?: (string | number)[]): OutcomeNode;
