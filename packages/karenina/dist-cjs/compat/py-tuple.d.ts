/**
 * A Python tuple of strings, as `re.findall` returns for a pattern with two or more groups. Python never
 * considers a tuple equal to a list (`('x', '2') != ['x', '2']`), so it cannot be an ordinary array:
 * `pyEq` compares tuples only with tuples. JSON output (and `toJSON`) writes it as an array.
 */
export declare class PyTuple {
    readonly items: readonly string[];
    constructor(items: readonly string[]);
    toJSON(): readonly string[];
}
export declare function isPyTuple(value: unknown): value is PyTuple;
