/** Whether this engine runs RegExp modifiers, and runs them right. */
export declare function engineRunsModifiers(): boolean;
/**
 * The same pattern without modifiers, for an engine that lacks them. `source` and `flags` are a translation's
 * (`u` flag, plus `i`); back-references under a modifier cannot be spelled out and must be refused before.
 * Property escapes (`\p{L}`) are kept, not expanded: their case closure is the engine's, of its own Unicode
 * version. One code point differs from the modifier: U+0345 (a combining mark that case-folds to a letter)
 * no longer matches `\w` under a scoped IGNORECASE, as in Python.
 */
export declare function withoutModifiers(source: string, flags: string): {
    source: string;
    flags: string;
};
