/** Leaf node: passes when the named field's result is exactly `true`. */
export interface FieldCheckNode {
    readonly type: 'field_check';
    readonly field: string;
}
/** A strategy leaf on one field's result (Karenina's `FieldCheck(field=...)`). */
export declare function fieldCheck(field: string): FieldCheckNode;
