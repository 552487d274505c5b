/** Options of `toCsv`. */
export interface ToCsvOptions<Row> {
    /** Columns in order. @default the keys of all rows, in first-appearance order */
    columns?: readonly (keyof Row & string)[];
    /** Line terminator. @default '\r\n' (Python's csv module) */
    lineTerminator?: string;
}
/** Renders plain row objects (summary or analysis rows) as CSV with a header line. */
export declare function toCsv<Row extends object>(rows: readonly Row[], options?: ToCsvOptions<Row>): string;
