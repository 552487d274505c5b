/** What the ReDoS analysis (recheck's automaton checker) says about a translated pattern. */
export interface RedosVerdict {
    /** `safe`: proven to run in linear time; `vulnerable`: an attack string exists; `unknown`: not analysable. */
    status: 'safe' | 'vulnerable' | 'unknown';
    /** e.g. `exponential`, `2nd degree polynomial`; the reason for `unknown`. */
    summary: string;
    /** Exponential or polynomial of degree 3 or more: what `karenina validate` reports. */
    severe: boolean;
}
/** Whether the optional ReDoS analyser (the `recheck` package) can be loaded. */
export declare function redosAnalyserInstalled(): boolean;
/** The source recheck analyses for a translated pattern (see above). */
export declare function analysisSource(source: string): string;
/**
 * Classifies a JS pattern (source and flags, as translated from Python) with recheck's automaton checker,
 * which proves safety (no fuzzing, whose "safe" is not a proof). Backreferences and look-behinds are outside
 * what it can analyse: those patterns are `unknown`. Cached per pattern.
 */
export declare function analyzeRegex(source: string, flags: string): RedosVerdict;
