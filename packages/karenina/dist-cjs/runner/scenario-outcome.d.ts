import type { OutcomeNode } from '../scenario/outcome-node.js';
import type { ScenarioExecutionResult } from '../scenario-executor/scenario-execution-result.js';
/** What `toSatisfyOutcome` checks: a criterion of the scenario (by name) or an outcome check. */
export type OutcomeCriterionInput = string | OutcomeNode;
/** The verdict of an outcome criterion on a run, with a message showing the path and the deciding turn. */
export interface ScenarioOutcomeVerdict {
    pass: boolean;
    value: boolean | number | null;
    message: (how?: {
        isNot?: boolean;
    }) => string;
}
/** Which turn (or run field) decided a check, in words. */
export declare function explainOutcome(node: OutcomeNode, run: ScenarioExecutionResult): string;
/**
 * Judges an outcome criterion on a finished run: a criterion name reads `run.outcomeResults` (its check,
 * when the scenario defines one, explains it); an outcome node is evaluated now (a throw counts as false).
 * A number passes when non-zero, as Python's truthiness. The message shows the path taken and the turn that
 * decided the criterion.
 */
export declare function scenarioOutcomeVerdict(run: ScenarioExecutionResult, criterion: OutcomeCriterionInput, check?: OutcomeNode | null): ScenarioOutcomeVerdict;
/** A scenario test passes when the run did not stop with an error and every boolean criterion holds. */
export declare function scenarioTestVerdict(run: ScenarioExecutionResult, checks?: Readonly<Record<string, OutcomeNode | null>>): ScenarioOutcomeVerdict;
