import type { ModelConfig } from '../config/model-config.js';
import { type VerificationConfig } from '../config/verification-config.js';
import type { AgentTool, ModelPorts } from '../llm/ports.js';
import { type TaskStageLists } from '../batch/stage-lists.js';
import type { StagesOption } from '../pipeline/stages-option.js';
import type { ModelCallInfo, TaskOptions } from '../pipeline/task-settings.js';
import type { VerificationResult } from '../results/verification-result.js';
import type { Rubric } from '../rubric/rubric.js';
import { type ScenarioDefinition, type ScenarioNode } from '../scenario/scenario-definition.js';
import { ScenarioExecutionResult } from './scenario-execution-result.js';
/** A finished turn, as reported to `onTurn`. */
export interface ScenarioTurnEvent {
    scenarioId: string;
    replicate: number | null;
    turn: number;
    nodeId: string;
    verifyResult: boolean | null;
    /** The node the scenario goes to next; `null` when it stops after this turn. */
    nextNode: string | null;
    result: VerificationResult;
}
/** Everything one scenario run needs besides the definition. */
export interface ScenarioRunContext {
    config: VerificationConfig;
    /** Stamped with the config's timeout and retry policy. */
    answeringModel: ModelConfig;
    parsingModel: ModelConfig;
    taskOptions: TaskOptions;
    replicate: number | null;
    runName: string;
    /** Used by nodes whose question has no rubric of its own. @default null */
    globalRubric: Rubric | null;
    /** The ports of a model (shared across the run). */
    ports(model: ModelConfig, role: 'answering' | 'parsing'): Promise<ModelPorts>;
    /** Tools of the answering agent by server name; a node's `toolFilter` removes some. @default {} */
    agentTools?: Readonly<Record<string, readonly AgentTool[]>>;
    /** Root of `transcript_materialize` files. @default a temporary directory */
    workspaceRoot?: string | null;
    signal?: AbortSignal;
    now?: () => Date;
    env?: Record<string, string | undefined>;
    onTurn?: (event: ScenarioTurnEvent) => void;
    /** Called as each model call of a turn starts; the returned function as it ends (as runTask's `onModelCall`). */
    onModelCall?: (call: ModelCallInfo, turn: ScenarioCallTurn) => () => void;
    /**
     * Let model configs read from a checkpoint file (node `modelOverride`, agentic trait `model_override`) use
     * MCP servers, endpoints, keys, agent runtimes, `extra_kwargs`, … (README "Security model"). Without it
     * the scenario is refused before its first turn. @default false
     */
    trustCheckpoint?: boolean;
    /** The stage list of a turn by its options and rubric (a `stages` option applied). @default the turn's default stages */
    stages?: TaskStageLists;
}
/**
 * The stage lists of scenario turns for a `stages` option, checked for every node of `scenarios` now
 * (before any call): undefined without the option.
 */
export declare function scenarioStageLists(scenarios: readonly ScenarioDefinition[], option: StagesOption | undefined, taskOptions: TaskOptions, globalRubric: Rubric | null, where: string): TaskStageLists | undefined;
/** A node's turn settings: scenarios pick the mode from rubric presence and run no template deep judgment (Karenina). */
export declare function nodeTurnSettings(node: ScenarioNode, taskOptions: TaskOptions, globalRubric: Rubric | null): {
    options: TaskOptions;
    rubric: Rubric | null;
};
/** The turn a model call belongs to. */
export interface ScenarioCallTurn {
    nodeId: string;
    turn: number;
    questionId: string;
    answeringModel: ModelConfig;
    parsingModel: ModelConfig;
}
/**
 * Runs one scenario turn by turn (spec 05 §9, Karenina `ScenarioManager.run`): each turn runs the full
 * pipeline on the node's question with the conversation so far; the state is updated; a failure other
 * than a wrong answer (`content`) stops the run with `error`; `scenario_turn_limit` stops it with
 * `limit_reached`; otherwise the next edge is resolved and its handover applied. Outcome criteria are
 * evaluated on the finished run (a criterion that throws counts as false).
 */
export declare function runScenario(scenario: ScenarioDefinition, ctx: ScenarioRunContext): Promise<ScenarioExecutionResult>;
