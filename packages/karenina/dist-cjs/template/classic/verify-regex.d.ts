import { PyTuple } from '../../compat/py-tuple.js';
/** How a classic regex check compares its `re.findall` matches with `expected`. */
export type RegexMatchType = 'exact' | 'contains' | 'count' | 'all' | (string & {});
/** One named classic regex check (Karenina's `self.regex[name]`). */
export interface RegexCheck {
    /** Python `re` pattern, searched in the raw trace without flags. @default '' */
    pattern?: string;
    /** `exact`/`contains`: a string; `count`: an integer; `all`: a list of strings. */
    expected?: unknown;
    /** @default 'exact' */
    matchType?: RegexMatchType;
}
/**
 * Throws a ValidationError for a check with a key other than `pattern`, `expected`, `matchType` (a misspelt
 * `match_type` would otherwise be ignored and the check run as `exact`), naming the check and the close key.
 */
export declare function assertRegexCheckKeys(checks: unknown, subject?: string): void;
/** Named regex checks, run in insertion order. */
export type RegexChecks = Readonly<Record<string, RegexCheck>>;
/** What one check reports (Karenina's serialized keys). An evaluation error gives `error` instead of matches. */
export interface RegexCheckDetails {
    pattern: unknown;
    expected: unknown;
    match_type: string;
    matches_found?: (string | PyTuple)[];
    match_count?: number;
    success_reason?: string;
    failure_reason?: string;
    error?: string;
}
/** The outcome of `verifyRegex`: overall success, per-check booleans and details. */
export interface RegexVerification {
    success: boolean;
    results: Record<string, boolean>;
    details: Record<string, RegexCheckDetails>;
}
/**
 * Karenina's `verify_regex`: runs each named check's pattern over the text with Python `re.findall` semantics
 * (no flags; one group → group text, several groups → tuples that equal nothing but tuples) and compares per
 * `matchType`. A check that throws (invalid pattern, unhashable expected items) fails with an `error` detail;
 * a pattern that outlasts the regex time budget throws a `CheckError('regex')` (the check could not run).
 * No checks (or an empty/falsy mapping) → success. A check with an unknown key throws a ValidationError.
 */
export declare function verifyRegex(checks: RegexChecks | null | undefined, text: string): RegexVerification;
