/** Records of values, appended and read back in order. */
export declare class PackedValueLog {
    #private;
    get length(): number;
    /** Appends one record: the values, in order. */
    append(values: readonly unknown[]): void;
    /** Every record, in the order appended, as a new array of its values. */
    records(): Generator<unknown[]>;
}
