import { PyFloat } from '../compat/py-float-value.js';
import { type PyToken } from './python-tokenizer.js';
/** A parsed Python expression of the supported subset. */
export type PyExpr = {
    kind: 'const';
    value: string | number | bigint | PyFloat | boolean | null;
    line: number;
} | {
    kind: 'list' | 'tuple';
    items: PyExpr[];
    line: number;
} | {
    kind: 'dict';
    entries: [PyExpr, PyExpr][];
    line: number;
} | {
    kind: 'name';
    name: string;
    line: number;
} | {
    kind: 'call';
    callee: string;
    args: PyExpr[];
    kwargs: [string, PyExpr][];
    line: number;
} | {
    kind: 'subscript';
    target: string;
    index: PyExpr[];
    line: number;
} | {
    kind: 'union';
    options: PyExpr[];
    line: number;
};
/** Recursive-descent parser over the tokens; every construct outside the subset throws PythonSubsetError. */
export declare class PythonParser {
    #private;
    readonly tokens: PyToken[];
    constructor(tokens: PyToken[]);
    peek(offset?: number): PyToken;
    next(): PyToken;
    isOp(value: string, offset?: number): boolean;
    isName(value?: string, offset?: number): boolean;
    expectOp(value: string): void;
    expectName(): string;
    expectKind(kind: PyToken['kind']): void;
    /** `a.b.c` */
    dottedName(): string;
    expression(): PyExpr;
    unary(): PyExpr;
    /** Comma-separated items up to `close` (trailing comma allowed); returns the items and whether a comma was seen. */
    items<T>(close: string, item: () => T): {
        items: T[];
        comma: boolean;
    };
    atom(): PyExpr;
}
