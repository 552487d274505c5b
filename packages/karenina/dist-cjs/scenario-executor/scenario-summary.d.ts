import { ScenarioExecutionResult, type ScenarioResultRecord } from './scenario-execution-result.js';
/** Counts of a scenario run (spec 05 §9): scenarios, runs, turns, statuses and outcome criteria. */
export interface ScenarioSummary {
    /** Distinct scenario ids. */
    scenarios: number;
    /** Scenario × models × replicate runs. */
    runs: number;
    /** Turns over all runs (= per-turn VerificationResults). */
    turns: number;
    byStatus: Record<string, number>;
    /** Boolean criteria: runs where true / evaluated; numeric ones: their mean. */
    outcomes: Record<string, {
        passed: number;
        total: number;
    } | {
        mean: number;
        total: number;
    }>;
}
/** Summarizes scenario runs, in memory or as loaded records (a result set's `scenarioResults`). */
export declare function summarizeScenarios(runs: readonly (ScenarioExecutionResult | ScenarioResultRecord)[]): ScenarioSummary;
/** A few lines for a terminal: counts, statuses, outcome criteria and each run's path. */
export declare function formatScenarioSummary(runs: readonly (ScenarioExecutionResult | ScenarioResultRecord)[]): string;
