import type { ParsedPattern } from './py-regex-parse.js';
/**
 * Translation of a parsed Python pattern to JavaScript `u`-flag RegExp source (spec 01 §9.1). Python's
 * semantics are spelled out instead of borrowed from JS: `.` is `[^\n]`, `$` is `(?=\n?$)`, the multiline
 * anchors are lookarounds on `\n` only (JS `m`/`s` have other line rules), `\d \w \s \b` use Unicode
 * classes, IGNORECASE scoped with `(?i:…)` becomes a JS modifier, ASCII IGNORECASE is spelled out.
 * Capturing group N is named `pN`, so helper groups never shift Python's numbering. Atomic groups and
 * possessive quantifiers are exact through the lookahead-capture idiom `(?=(X))\k`.
 */
export interface Translation {
    /** JS RegExp source (use with the `u` flag, plus `i` when `ignoreCase`). */
    readonly source: string;
    /** Whether the JS `i` flag applies to the whole pattern. */
    readonly ignoreCase: boolean;
    /** The source uses JS regex modifiers `(?i:…)` / `(?-i:…)` (V8 12.5+, Node ≥ 23; rewritten on Node 22). */
    readonly usesModifiers: boolean;
    /**
     * A back-reference to a Python group compares case-insensitively: once the modifiers are rewritten into
     * case-variant classes (engines without modifiers), nothing can spell that comparison.
     */
    readonly caseInsensitiveBackreference: boolean;
    /** An upper bound, in code points, of how far before its start a match attempt may look. */
    readonly lookback: number;
}
/** Translates a parsed pattern to JS RegExp source, applying Python's compile-time checks. */
export declare function translatePyPattern(parsed: ParsedPattern, pattern: string): Translation;
