import { PyFloat } from '../compat/py-float-value.js';
/** A token of the Python subset read by the template parser. */
export type PyToken = {
    kind: 'name';
    value: string;
    line: number;
} | {
    kind: 'number';
    value: number | bigint | PyFloat;
    line: number;
} | {
    kind: 'string';
    value: string;
    line: number;
} | {
    kind: 'op';
    value: string;
    line: number;
} | {
    kind: 'newline' | 'indent' | 'dedent' | 'end';
    line: number;
};
/** Source text outside the supported subset (or not valid Python), with its line. */
export declare class PythonSubsetError extends Error {
    readonly line: number;
    readonly problem: string;
    constructor(line: number, problem: string);
}
/**
 * Tokenizes Python source: names, numbers, strings (with prefixes, triple quotes, escapes), operators,
 * and the NEWLINE / INDENT / DEDENT structure (brackets and `\` join lines; comments and blank lines are
 * skipped). f-strings and bytes are outside the subset.
 */
export declare function tokenizePython(source: string): PyToken[];
