/** Default time budget of one evaluation of a user-supplied pattern that is not proven safe. */
export declare const DEFAULT_REGEX_TIMEOUT_MS = 1000;
/**
 * The time budget (ms) of one evaluation (a search, a findall …) of a user-supplied pattern that the ReDoS
 * analysis did not prove safe: set by {@link setRegexTimeout}, else `KARENINA_REGEX_TIMEOUT_MS`, else 1000.
 * Process-wide: the checks that run patterns are synchronous and take no options.
 */
export declare function regexTimeoutMs(): number;
/** Sets the regex time budget (ms) for the process; `undefined` goes back to the environment or default. */
export declare function setRegexTimeout(ms: number | undefined): void;
