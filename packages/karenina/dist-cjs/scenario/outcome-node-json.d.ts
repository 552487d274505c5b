import type { OutcomeNode } from './outcome-node.js';
/** An outcome node as Karenina stores it in a checkpoint (class-name `type`s, fields in model order). */
export declare function outcomeNodeToCheckpoint(node: OutcomeNode): Record<string, unknown>;
/** Maps a checkpoint's class-name `type`s (`TurnCheck`, `AllOf`, …) back to the serialized snake_case ones, recursively. */
export declare function outcomeCheckpointToJSON(raw: unknown): unknown;
