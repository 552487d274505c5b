import type { Benchmark } from '../benchmark.js';
import { type PyRegexFlags } from '../../compat/py-regex-flags.js';
/** A user-supplied pattern of a benchmark and where it is. */
export interface PatternSite {
    /** The question id, or null for the benchmark's global rubric. */
    questionId: string | null;
    /** e.g. `field 'dose' (RegexMatch)`, `regex check 'dose'`, `rubric trait 'cites'`. */
    where: string;
    pattern: string;
    flags: PyRegexFlags;
}
/** A pattern the ReDoS analysis shows to be exponential or polynomial of degree ≥ 3. */
export interface VulnerablePattern extends PatternSite {
    summary: string;
}
/** Every user-supplied pattern of a benchmark: template fields, classic regex checks, rubric regex traits. */
export declare function benchmarkPatterns(benchmark: Benchmark): PatternSite[];
/**
 * The benchmark's patterns that can backtrack catastrophically (recheck: exponential, or polynomial of degree
 * 3 or more), for `karenina validate`. Whatever this says, every pattern runs under the regex time budget.
 */
export declare function vulnerablePatterns(benchmark: Benchmark): VulnerablePattern[];
