import { type PyRegexFlags } from './py-regex-flags.js';
import { PyTuple } from './py-tuple.js';
/** One match: its span (UTF-16 offsets into the text), the matched text and the groups (undefined: unmatched). */
export interface PyRegexMatch {
    readonly start: number;
    readonly end: number;
    readonly text: string;
    readonly groups: readonly (string | undefined)[];
}
/** A `re.findall` item: the whole match (no group), the group (one group) or a tuple of groups (two or more). */
export type PyFindallItem = string | PyTuple;
/** What one `RegExp.exec` gives `PyRegex`: the match's offset, text and named groups. */
export interface RegexExecMatch {
    readonly index: number;
    readonly text: string;
    readonly groups: Record<string, string | undefined> | undefined;
}
/**
 * Runs the JS RegExps behind a `PyRegex`. The default runs them inline; the regex guard
 * (regex-guard/guarded-regex.ts) runs them in a worker under a time budget.
 */
export interface RegexEngine {
    /** One evaluation (a search, a findall …): every exec inside shares one time budget. */
    evaluate<T>(run: () => T): T;
    /** `regex.exec(text)` from `regex.lastIndex` (global or sticky regex). */
    exec(regex: RegExp, text: string): RegexExecMatch | null;
}
/** What the translation hands to `PyRegex`. */
export interface Compiled {
    flagBits: number;
    groups: number;
    groupIndex: ReadonlyMap<string, number>;
    source: string;
    jsFlags: string;
    canMatchNonEmpty: boolean;
    lookback: number;
}
/**
 * A compiled Python pattern running on JS RegExp with Python's `re` semantics (spec 01 §9): the pattern is
 * parsed and validated as CPython 3.11 does, translated (py-regex-translate.ts), and iterated with Python's
 * empty-match rules. Known differences, all in rarely used constructs:
 * - a group inside a repeated group keeps, in Python, its value from an earlier iteration when the last
 *   iteration does not set it (`(?:(a)|b)+` on "ab" gives "a"); JS resets it (""). Likewise an iteration
 *   that matches empty ends a Python loop keeping its captures, where JS discards that iteration;
 * - a back-reference to a group that did not take part fails in Python and matches "" in JS;
 * - conditional groups `(?(1)…|…)` are rejected (CheckError 'regex', "not supported");
 * - `\N{name}` knows a table of common names only; IGNORECASE follows JS's Unicode tables (Unicode 15+,
 *   Python 3.11 has 14), with Python's i/İ/ı equivalence added.
 */
export declare class PyRegex {
    readonly pattern: string;
    private readonly engine;
    /** Python's final flag bits (UNICODE added unless ASCII). */
    readonly flagBits: number;
    /** Number of capturing groups. */
    readonly groups: number;
    /** Group numbers of `(?P<name>…)` groups. */
    readonly groupIndex: ReadonlyMap<string, number>;
    /** @internal the translation (the regex guard analyses `source` and `jsFlags`). */
    readonly compiled: Compiled;
    private readonly scan;
    private sticky;
    private readonly nonEmpty;
    /** @internal use `compilePyRegex`. */
    constructor(pattern: string, compiled: Compiled, engine?: RegexEngine);
    /** Python `re.search(...) is not None`: a match anywhere in `text`. */
    search(text: string): boolean;
    /** The same pattern with its RegExps run by `engine`. */
    withEngine(engine: RegexEngine): PyRegex;
    /** Python `re.match`: a match starting at the beginning of `text`, or null. */
    match(text: string): PyRegexMatch | null;
    /** Python `re.finditer`: non-overlapping matches in Python's order, empty matches included (§9.2). */
    finditer(text: string): Generator<PyRegexMatch>;
    /** Python `re.findall`: strings, or `PyTuple`s for two or more groups; an unmatched group gives `""`. */
    findall(text: string): PyFindallItem[];
    /** `len(re.findall(...))`. */
    count(text: string): number;
    /** `min(len(re.findall(...)), limit)`: stops after `limit` matches (long traces are common). */
    countUpTo(text: string, limit: number): number;
    private groupsOf;
    private searchFrom;
    private stickyAt;
    /**
     * After an empty match at `position`, Python's next match may start there only if it is non-empty (the
     * engine backtracks into later alternatives: `x*|a` on "a" gives "", "a", ""); otherwise it searches on
     * from the next character.
     */
    private searchAdvancing;
    /**
     * The first non-empty match at `position`, in priority order. The match runs on the text from a few code
     * points before `position` (enough for every look-behind, \b and ^ of the pattern), so that "non-empty"
     * is a constant look-behind at its end: more than `back` code points since the start of that slice.
     */
    private nonEmptyAt;
}
/**
 * Compiles a Python `re` pattern (cached). Throws CheckError('regex') where Python raises `re.error`, or for
 * the few valid constructs that cannot run on JS (conditional groups); CheckError('value') for LOCALE and
 * ASCII+UNICODE, as Python's ValueError.
 */
export declare function compilePyRegex(pattern: string, flags?: PyRegexFlags): PyRegex;
/** Python `re.findall(pattern, text)` with no flags (TraceRegex, classic `self.regex`). */
export declare function pyFindall(pattern: string, text: string, flags?: PyRegexFlags): PyFindallItem[];
