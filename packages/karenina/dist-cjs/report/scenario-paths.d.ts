import type { VerificationResult } from '../results/verification-result.js';
import { resultVerdict } from '../results/result-verdict.js';
/** One scenario run as the report shows it: its turns in order, each with the node and the verdict. */
export interface ScenarioPathRow {
    scenarioId: string;
    answeringModel: string;
    parsingModel: string;
    replicate: number | null;
    turns: {
        node: string;
        verdict: ReturnType<typeof resultVerdict>;
    }[];
}
/** The scenario runs among results (rows with `scenario_id`), grouped by scenario, models and replicate, turns in order. */
export declare function scenarioPathRows(results: readonly VerificationResult[]): ScenarioPathRow[];
/** The report's "Scenario paths" section (empty string when there are no scenario rows). */
export declare function renderScenarioPaths(results: readonly VerificationResult[]): string;
