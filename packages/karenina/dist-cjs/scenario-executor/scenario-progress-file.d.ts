import { ScenarioExecutionResult } from './scenario-execution-result.js';
/** Where a scenario run saves each finished scenario (one JSONL line per scenario × models × replicate). */
export interface ScenarioProgressOptions {
    jsonl: string;
    /** Skip the scenario runs already in the file (a run cut mid-scenario redoes that scenario). @default false */
    resume?: boolean;
}
/** The resume key of a scenario run: scenario id, answering and parsing display strings, replicate. */
export declare function scenarioRunKey(scenarioId: string, answering: string | null, parsing: string | null, replicate: number | null): string;
declare const keyOf: (r: ScenarioExecutionResult) => string;
/**
 * Appends finished scenario runs to a JSONL file, a whole run per line (`{"scenario_result": …,
 * "turn_results": [...]}`), written in one call: a killed process loses at most the line being written,
 * which a resumed run discards and redoes.
 */
export declare class ScenarioProgressWriter {
    #private;
    private readonly handle;
    readonly path: string;
    private constructor();
    /** Opens the file; with `resume`, returns the runs it holds (a line cut by a crash is cut off). */
    static open(options: ScenarioProgressOptions): Promise<{
        writer: ScenarioProgressWriter;
        prior: ScenarioExecutionResult[];
    }>;
    /** Appends one finished run. */
    append(run: ScenarioExecutionResult): Promise<void>;
    close(): Promise<void>;
}
export { keyOf as scenarioResultKey };
