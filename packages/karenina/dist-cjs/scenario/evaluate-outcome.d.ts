import type { OutcomeNode } from './outcome-node.js';
import { type ScenarioOutcomeSubject } from './turn-record.js';
/**
 * Evaluates a scenario outcome node against a finished run (Karenina `evaluate_outcome`, spec 05 §9):
 * `count_turns` and `first_match_index` return an int, every other node a boolean. A primitive that cannot
 * evaluate (e.g. `NumericExact` on null) throws its `CheckError`; callers treat a throwing criterion as false.
 */
export declare function evaluateOutcome(node: OutcomeNode, result: ScenarioOutcomeSubject): boolean | number;
