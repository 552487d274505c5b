type Row = Record<string, unknown>;
/** True when a result row still has pre-2.2 metadata (`answering_model` strings, `completed_without_errors`, …). */
export declare function isLegacyResultRow(row: unknown): boolean;
/**
 * Migrates one legacy (format 2.0/2.1) result row to the current shape (spec 04 §5.2): model strings
 * become identities, `replicate` comes from the answering/parsing replicate, removed fields are dropped
 * and a missing `result_id` is synthesized (`sha256(id + ":" + index)` on a duplicate). Returns a new row.
 */
export declare function migrateLegacyResultRow(row: Row, index: number, seenIds: Set<string>): Row;
export {};
