import type { Env } from '../config/env.js';
import { type VerificationConfigInput } from '../config/verification-config.js';
import type { VerificationProgressEvent } from './progress-event.js';
import type { AgentTool } from '../llm/ports.js';
import { VerificationResultSet } from '../results/verification-result-set.js';
import type { Rubric } from '../rubric/rubric.js';
import type { ScenarioDefinition } from '../scenario/scenario-definition.js';
import { type ScenarioTurnEvent } from './run-scenario.js';
import type { StagesOption } from '../pipeline/stages-option.js';
import type { ScenarioExecutionResult } from './scenario-execution-result.js';
import { type ScenarioProgressOptions } from './scenario-progress-file.js';
/** Options of {@link runScenarios}. */
export interface RunScenariosOptions {
    /** Used by nodes whose question has no rubric. @default null */
    globalRubric?: Rubric | null;
    /** Tools of the answering agent by server name (nodes' `toolFilter` removes some). @default {} */
    agentTools?: Readonly<Record<string, readonly AgentTool[]>>;
    /** Root of `transcript_materialize` handover files. @default a temporary directory */
    workspaceRoot?: string | null;
    /** Save each finished scenario run as it completes; `resume` skips those already saved. */
    output?: ScenarioProgressOptions;
    /** Stops the run: scenarios in flight are dropped (redone on resume); rejects with a VerificationBatchError holding the finished runs. */
    signal?: AbortSignal;
    onTurn?: (event: ScenarioTurnEvent) => void;
    onScenario?: (result: ScenarioExecutionResult) => void;
    /**
     * Progress in scenario runs: `run-started` (`unit: 'scenario'`), `scenario-started`, `turn-finished` per
     * turn and `scenario-finished` per run; `call-started` / `call-finished` per model call of a turn (with
     * `scenario` naming the run, node and turn). A listener that throws stops the run with its error.
     */
    onProgress?: (event: VerificationProgressEvent) => void;
    now?: () => Date;
    /** @default `run_<8 hex>` */
    runName?: string;
    /** @default process.env */
    env?: Env;
    /**
     * Let model configs read from a checkpoint file (node `modelOverride`, agentic trait `model_override`) use
     * stdio MCP commands, MCP URLs, endpoints, credentials, agent runtimes, `extra_kwargs`, … (README
     * "Security model"; CLI `--trust-checkpoint`). Without it they are refused before any work starts. @default false
     */
    trustCheckpoint?: boolean;
    /**
     * Custom stages of every turn (docs/custom-stages.md): the stage list, or a function of a turn's default
     * list returning the list to run. Checked for every node before any call. @default each turn's default stages
     */
    stages?: StagesOption;
}
/** A scenario run's result set: `scenarioResults` holds the runs themselves. */
export interface ScenarioResultSet extends VerificationResultSet {
    scenarioResults: ScenarioExecutionResult[];
}
/**
 * Runs scenarios (spec 05 §9, §6.1): every scenario × answering model × parsing model × replicate, up to
 * `async_max_workers` scenarios at a time; the turns of one scenario run in order. The set holds every
 * turn's VerificationResult (scenario by scenario, in job order), `scenarioResults` (one per run) and
 * `errors` (`[description, Error]` for runs that threw instead of finishing; null when none).
 * @example
 * const set = await runScenarios([tutoring], { answering_models: ['openai:gpt-4.1-mini'], parsing_models: ['openai:gpt-4.1-mini'] })
 * set.scenarioResults?.[0]?.path // ['ask', 'hint']
 */
export declare function runScenarios(scenarios: readonly ScenarioDefinition[], configInput: VerificationConfigInput, options?: RunScenariosOptions): Promise<ScenarioResultSet>;
