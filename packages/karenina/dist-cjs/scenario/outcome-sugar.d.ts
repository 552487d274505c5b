import type { Normalizer } from '../primitives/normalizers.js';
import type { CrossTurnComparison, OutcomeNode, ResultCheck, TurnFilterNode } from './outcome-node.js';
import { type TurnScope } from './turn-scope.js';
/** Turn fields a sugar check compares: `node_id`, `verify_result`, `raw_response`, `parsed.<field>`, … */
export type TurnFields = Record<string, unknown>;
/**
 * Builders of scenario outcome checks (Karenina `scenario/sugar.py`): one field gives a TurnCheck, several
 * an AllOf of TurnChecks, with the primitive inferred from the expected value.
 * @example
 * outcome.allOf(outcome.statusIs('completed'), outcome.lastTurn({ verify_result: true, node_id: 'final' }))
 */
export declare const outcome: {
    /** The last turn's fields equal these values. */
    readonly lastTurn: (fields: TurnFields) => OutcomeNode;
    /** The first turn's fields equal these values. */
    readonly firstTurn: (fields: TurnFields) => OutcomeNode;
    /** Some turn (at `node` when given) has these values; false when no turn qualifies. */
    readonly anyTurn: (fields: TurnFields, options?: {
        node?: string;
    }) => OutcomeNode;
    /** Every turn (at `node` when given) has these values; false when no turn qualifies (no vacuous truth). */
    readonly allTurns: (fields: TurnFields, options?: {
        node?: string;
    }) => OutcomeNode;
    /** The run's status (`completed`, `limit_reached`, `error`). */
    readonly statusIs: (status: string) => ResultCheck;
    /** At least `n` turns were taken. */
    readonly turnCountGte: (n: number) => ResultCheck;
    /** Exactly `n` turns were taken. */
    readonly turnCountEq: (n: number) => ResultCheck;
    /** The number of turns (at `node`, with `verifyResult`, when given): an int criterion. */
    readonly countTurns: (options?: {
        node?: string;
        verifyResult?: boolean;
    }) => TurnFilterNode;
    /** The index of the first matching turn, -1 when none: an int criterion. */
    readonly firstMatchIndex: (options?: {
        node?: string;
        verifyResult?: boolean;
    }) => TurnFilterNode;
    /** `target.targetField <comparison> source.sourceField`. */
    readonly crossTurn: (options: {
        source: TurnScope;
        sourceField: string;
        target: TurnScope;
        targetField: string;
        comparison: CrossTurnComparison;
        normalize?: readonly Normalizer[];
    }) => OutcomeNode;
    readonly allOf: (...checks: OutcomeNode[]) => OutcomeNode;
    readonly anyOf: (...checks: OutcomeNode[]) => OutcomeNode;
    readonly atLeastN: (n: number, ...checks: OutcomeNode[]) => OutcomeNode;
};
