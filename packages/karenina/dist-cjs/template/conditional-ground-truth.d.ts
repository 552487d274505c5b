import type { Primitive } from '../primitives/primitive.js';
declare const MARKER: unique symbol;
/** One branch of a conditional ground truth: the value and, optionally, a primitive that replaces the field's. */
export interface GroundTruthCase<T = unknown> {
    readonly value: T;
    /** Replaces the field's primitive when this branch is selected. @default the field's own primitive */
    readonly check?: Primitive | null;
}
/** A ground truth that depends on the scenario state (Karenina's `ConditionalGroundTruth`). */
export interface ConditionalGroundTruth<T = unknown> {
    readonly [MARKER]: true;
    /** Phantom: the type of the branch values. */
    readonly __valueType?: T;
    /** Dot path into the scenario context, e.g. `node_results.adversarial.parsed.behavior`. */
    readonly source: string;
    /** Karenina's serialized form (`__conditional__: true`, primitives as dicts). */
    toJSON(): Record<string, unknown>;
}
/** Declares a scenario-dependent ground truth: `source` is resolved in the scenario context at verify time. */
export declare function conditionalGroundTruth<T>(definition: {
    source: string;
    cases: Record<string, GroundTruthCase<T>>;
    default: GroundTruthCase<T>;
}): ConditionalGroundTruth<T>;
/** True for a value made by `conditionalGroundTruth` or `conditionalGroundTruthFromJSON`. */
export declare function isConditionalGroundTruth(value: unknown): value is ConditionalGroundTruth;
/** True for Karenina's serialized conditional ground truth (a dict with `__conditional__: true`). */
export declare function isSerializedConditional(value: unknown): value is Record<string, unknown>;
/** Reads Karenina's serialized form (`{"__conditional__": true, "source", "cases", "default"}`). */
export declare function conditionalGroundTruthFromJSON(data: Record<string, unknown>): ConditionalGroundTruth;
/** The scenario state a conditional ground truth is resolved against: `{ node_results: {...} }`. */
export type ScenarioContext = Readonly<Record<string, unknown>>;
/**
 * Selects the branch for a scenario context: no context, an unresolvable path or a value with no case →
 * `default`. Falsy values (`0`, `false`, `""`) are real values. Returns the branch's value and its primitive
 * override (`null` = keep the field's primitive).
 */
export declare function resolveConditionalGroundTruth(cgt: ConditionalGroundTruth, context: ScenarioContext | null | undefined): {
    value: unknown;
    primitive: Primitive | null;
};
export {};
