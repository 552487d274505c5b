import type { Env } from '../config/env.js';
import { type ModelConfigInput } from '../config/model-config.js';
import type { AgentTool, ChatMessage, EmbeddingPort, ModelPorts } from '../llm/ports.js';
import { type ResolveModelOptions } from '../llm/resolve-model.js';
import { type McpToolSource } from '../mcp/mcp-session.js';
import type { FewShotExample } from '../prompts/generation.js';
import type { VerificationResult } from '../results/verification-result.js';
import type { TraitProvenance } from '../rubric/merge.js';
import type { Rubric } from '../rubric/rubric.js';
import type { Template } from '../template/template.js';
import { VerificationContext } from './context.js';
import type { StagePlanOptions } from './stage-plan.js';
import { type StagesOption } from './stages-option.js';
import { type CachedAnswerData, type ModelCallInfo, type ScenarioCoordinates, type TaskOptions, type TaskSettings } from './task-settings.js';
/** One verification task: a question and its template, answered by one model and judged by another. */
export interface VerificationTask {
    questionId: string;
    questionText: string;
    /** @default null (the task then fails template validation, unless it is rubric-only) */
    template?: Template | null;
    /** Why the template could not be built; fails ValidateTemplate with this message. @default null */
    templateProblem?: string | null;
    /** @default the template's `templateId`, else `'no_template'` */
    templateId?: string;
    /** A short id (`openai:gpt-4.1-mini`, `manual`) or a ModelConfig. */
    answeringModel: string | ModelConfigInput;
    parsingModel: string | ModelConfigInput;
    /** @default Karenina's defaults (DEFAULT_TASK_OPTIONS) */
    options?: Partial<TaskOptions>;
    /** @default null */
    rubric?: Rubric | null;
    /** Where each trait of `rubric` comes from (`mergeRubrics`), written as `rubric.trait_provenance`. @default null */
    traitProvenance?: TraitProvenance | null;
    /** @default null */
    dynamicRubric?: unknown;
    keywords?: readonly string[] | null;
    rawAnswer?: string | null;
    replicate?: number | null;
    runName?: string | null;
    /** An answer shared from another judge's run: no answering call is made. */
    cachedAnswerData?: CachedAnswerData | null;
    fewShotExamples?: readonly FewShotExample[] | null;
    scenario?: Partial<ScenarioCoordinates>;
    /** Prior turns of a scenario, sent before the question. @default [] */
    conversationHistory?: readonly ChatMessage[];
    /** Earlier nodes' results of a scenario (`node_results`), read by conditional ground truths. @default none */
    scenarioNodeResults?: Readonly<Record<string, unknown>> | null;
    /** TS tools of the answering agent (see `defineTool`); giving any makes the answer an agent run. @default [] */
    agentTools?: readonly AgentTool[];
    /**
     * The question's workspace, relative to `options.workspaceRoot` (`Question.workspace_path`). With
     * agentic parsing, it is copied (or used in place) and the agents work in it; without one, a fresh empty
     * directory is made under the root. @default null
     */
    workspacePath?: string | null;
    /**
     * Where the MCP servers' tools come from: a run's shared `McpSession`. @default a session opened for
     * this task and closed when it ends
     */
    mcp?: McpToolSource;
    /** Ready ports (e.g. shared across tasks); missing ones are resolved with `resolveModel`. */
    ports?: {
        answering?: ModelPorts;
        parsing?: ModelPorts;
        embedding?: EmbeddingPort;
    };
    /** Options of `resolveModel` per role (base URL, key, retry policy, …); embedding falls back to parsing's. */
    modelOptions?: {
        answering?: ResolveModelOptions;
        parsing?: ResolveModelOptions;
        embedding?: ResolveModelOptions;
    };
    /** @default process.env */
    env?: Env;
}
/** Options of {@link runTask}. */
export interface RunTaskOptions {
    /** Cancels the task's model calls. */
    signal?: AbortSignal;
    /** Clock for the timestamp, execution time and result id. @default () => new Date() */
    now?: () => Date;
    /**
     * The stage list, or a function of the task's default list returning the list to run (custom stages,
     * docs/custom-stages.md). Checked before any model call (StageGraphError). @default buildStages for the task's options and rubric
     */
    stages?: StagesOption;
    /** Told when an HTTP attempt of a model call starts; the returned function when it ends. */
    onModelCall?: (call: ModelCallInfo) => () => void;
    /** Reads the finished context (e.g. a scenario takes the turn's trace messages from its artifacts). */
    onContext?: (ctx: VerificationContext<TaskSettings>) => void;
    /**
     * Let model configs read from a checkpoint file (the task's models, its rubrics' agentic trait
     * `model_override`) use MCP servers, endpoints, keys, agent runtimes, `extra_kwargs`, … (README "Security
     * model"). Without it the task is refused before any call. @default false
     */
    trustCheckpoint?: boolean;
}
/** The stage-plan switches of a task (Karenina's `from_config` inputs). */
export declare function stagePlanOptionsOf(options: TaskOptions, rubric?: unknown, dynamicRubric?: unknown): StagePlanOptions;
/** The context of a task: settings resolved, model identities stored (spec 02 §8.3). */
export declare function createTaskContext(task: VerificationTask, options?: Pick<RunTaskOptions, 'signal' | 'now' | 'onModelCall'>): VerificationContext<TaskSettings>;
/**
 * Runs one verification task through its stages and returns its VerificationResult. Verification outcomes
 * (wrong answer, parse failure, provider error, a stage that throws) are inside the result; only misuse
 * throws: an invalid model config or a config enabling a stage that is not available (ConfigError, also for
 * agentic parsing with a judge that is not `deep_agent` unless `options.agenticToolLoopJudges`), or a stage
 * list that cannot run (StageGraphError).
 * @example
 * const result = await runTask({
 *   questionId: 'q1',
 *   questionText: 'What is the putative target of venetoclax?',
 *   template: Answer,
 *   answeringModel: 'openai:gpt-4.1-mini',
 *   parsingModel: 'openai:gpt-4.1-mini',
 * })
 * result.template?.verify_result // true
 */
export declare function runTask(task: VerificationTask, options?: RunTaskOptions): Promise<VerificationResult>;
