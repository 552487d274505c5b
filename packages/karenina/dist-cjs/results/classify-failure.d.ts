import type { CompatMode } from '../compat/compat-mode.js';
import { type Failure } from './failure.js';
import type { VerdictInput } from './verdict-input.js';
/** Options of `classifyFailure`. */
export interface ClassifyFailureOptions {
    /**
     * `'karenina-python'` reproduces two source defects: the inverted sufficiency rule (a *sufficient*
     * response is classified `sufficiency`) and the parsing rule that never matches (parse failures surface
     * as `unexpected_error`). The default classifies the insufficient response and the parse failure.
     * @default 'default'
     */
    compat?: CompatMode;
}
/**
 * Karenina's `classify_failure` (spec 04 §3.1): the first matching rule gives the run's failure, or null
 * when it passed; after its rules, a failed rubric trait evaluation (stage `rubric_evaluation`, compat mode
 * excepted). A judge that never produced a valid object is a `parsing` failure (compat mode: rule 6
 * only matches the literal stage `parse_template`, so such errors surface as `unexpected_error`).
 */
export declare function classifyFailure(input: VerdictInput, options?: ClassifyFailureOptions): Failure | null;
