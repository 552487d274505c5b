/** Column alignment of {@link formatTextTable}. */
export type Align = 'left' | 'right';
/**
 * A plain-text table: a header row, a rule, the rows, optionally a rule and a footer row. Cells are padded
 * to the widest value of their column; numbers read best right-aligned.
 * @example
 * formatTextTable(['model', 'pass'], [['gpt', '3']], { align: ['left', 'right'] })
 */
export declare function formatTextTable(headers: readonly string[], rows: readonly (readonly string[])[], options?: {
    align?: readonly Align[];
    footer?: readonly string[];
    indent?: string;
}): string;
