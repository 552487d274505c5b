/**
 * The parsed form of a Python `re` pattern: a close transcription of CPython 3.11's `re._parser` opcodes,
 * so that validity checks (nothing to repeat, fixed-width look-behind, …) follow Python exactly.
 */
/** Python's `re` flag bits (`re.RegexFlag` values). */
export declare const PY_RE: {
    readonly TEMPLATE: 1;
    readonly IGNORECASE: 2;
    readonly LOCALE: 4;
    readonly MULTILINE: 8;
    readonly DOTALL: 16;
    readonly UNICODE: 32;
    readonly VERBOSE: 64;
    readonly DEBUG: 128;
    readonly ASCII: 256;
};
export declare const TYPE_FLAGS: number;
export declare const GLOBAL_FLAGS: number;
/** `sre_constants.MAXREPEAT`: an unbounded repeat. */
export declare const MAXREPEAT = 4294967295;
/** `_parser.MAXWIDTH`. */
export declare const MAXWIDTH: number;
export type PyCategory = 'digit' | 'not_digit' | 'space' | 'not_space' | 'word' | 'not_word';
export type SetItem = {
    kind: 'literal';
    code: number;
} | {
    kind: 'range';
    lo: number;
    hi: number;
} | {
    kind: 'category';
    category: PyCategory;
};
export type AtCode = 'beginning' | 'end' | 'beginning_string' | 'end_string' | 'boundary' | 'non_boundary';
export type PyNode = {
    op: 'literal';
    code: number;
} | {
    op: 'not_literal';
    code: number;
} | {
    op: 'any';
} | {
    op: 'in';
    negate: boolean;
    items: SetItem[];
} | {
    op: 'branch';
    alternatives: SubPattern[];
} | {
    op: 'subpattern';
    group: number | null;
    addFlags: number;
    delFlags: number;
    body: SubPattern;
} | {
    op: 'atomic';
    body: SubPattern;
} | {
    op: 'repeat';
    mode: 'greedy' | 'lazy' | 'possessive';
    min: number;
    max: number;
    body: SubPattern;
} | {
    op: 'at';
    code: AtCode;
} | {
    op: 'assert';
    negate: boolean;
    behind: boolean;
    body: SubPattern;
} | {
    op: 'groupref';
    group: number;
} | {
    op: 'groupref_exists';
    group: number;
    yes: SubPattern;
    no: SubPattern | null;
};
/** Parse-wide state (`_parser.State`): group bookkeeping and the global flags. */
export declare class ParseState {
    flags: number;
    readonly groupNames: Map<string, number>;
    /** Widths of closed groups; `null` while a group is open. Index 0 is the whole match. */
    readonly groupWidths: ([number, number] | null)[];
    lookbehindGroups: number | null;
    readonly groupRefPos: Map<number, number>;
    get groups(): number;
    /** Whether group `gid` exists and is closed (`State.checkgroup`). */
    checkGroup(gid: number): boolean;
}
/** A sequence of nodes (`_parser.SubPattern`), with Python's `getwidth()`. */
export declare class SubPattern {
    readonly state: ParseState;
    readonly nodes: PyNode[];
    private width;
    constructor(state: ParseState, nodes?: PyNode[]);
    /** Minimum and maximum width in code points, as `SubPattern.getwidth()` computes it. */
    getWidth(): [number, number];
}
/** `_compiler._combine_flags`: the flags inside a scoped `(?flags-flags:...)` group. */
export declare function combineFlags(flags: number, addFlags: number, delFlags: number): number;
