import type { Benchmark } from '../benchmark/benchmark.js';
import type { Env } from '../config/env.js';
import { type VerificationConfigInput } from '../config/verification-config.js';
import type { AgentTool } from '../llm/ports.js';
import type { StagesOption } from '../pipeline/stages-option.js';
import { VerificationResultSet } from '../results/verification-result-set.js';
import { type ProgressiveSaveOptions } from './progressive-save.js';
import type { VerificationProgressEvent } from '../scenario-executor/progress-event.js';
/** Options of {@link runVerification}. */
export interface RunVerificationOptions {
    /** Questions to run. @default every finished question */
    questionIds?: readonly string[];
    /** Stops scheduling; tasks in flight are cancelled and their results discarded; finished results are kept. */
    signal?: AbortSignal;
    /** Called as tasks (a scenario benchmark: scenario runs and their turns) start and finish (a throwing listener stops the run). */
    onProgress?: (event: VerificationProgressEvent) => void;
    /** Append each result to a JSONL file as it completes; `resume` continues an interrupted run. */
    output?: ProgressiveSaveOptions;
    /**
     * Keep every result whole in memory. With `false` (needs `output`), results stay in the `output.jsonl` file
     * once written: the returned set keeps only where each one is and what `getSummary()` reads, and reads the
     * results back from the file when iterated (`for…of`, `at(i)`, `results`, filters, rows, exports), so a
     * large run's memory stays flat. Keep the file until you are done with the set. Scenario benchmarks keep
     * their runs whole. @default true
     */
    keepResults?: boolean;
    /** Clock for timestamps and result ids. @default () => new Date() */
    now?: () => Date;
    /** `metadata.run_name` of every result. @default `run_<8 hex>` */
    runName?: string;
    /** Environment for config defaults and stages. @default process.env */
    env?: Env;
    /**
     * TS tools (see `defineTool`) of every answering model, next to its MCP servers' tools: the answers
     * become agent runs, and the tool names join the answering model identity. @default []
     */
    agentTools?: readonly AgentTool[];
    /**
     * Let model configs read from the checkpoint file (scenario node `modelOverride`, agentic trait
     * `model_override`) use what only the user may grant: stdio MCP commands, MCP URLs, endpoints, credentials,
     * agent runtimes and their tools, `extra_kwargs`, … (README "Security model"; CLI `--trust-checkpoint`).
     * Without it such a config is refused before any work starts. Configs built in code are always yours.
     * @default false
     */
    trustCheckpoint?: boolean;
    /**
     * Custom stages (docs/custom-stages.md): the stage list of every task, or a function of a task's default
     * list returning the list to run (a scenario benchmark: of every turn). Checked before any model call
     * (StageGraphError). @default buildStages for the config and each question's rubric
     */
    stages?: StagesOption;
}
/**
 * Runs a benchmark: every selected question × answering model × parsing model × replicate (spec 02 §8),
 * in the config's `task_ordering`, `async_max_workers` tasks at a time, at most `max_concurrent_requests`
 * model requests in flight. The judges of one answer share it: one answering call per question × answering
 * model × replicate, whatever the number of parsing models. Results come in completion order (after those
 * of a resumed file). A cancelled or timed-out run rejects with a {@link VerificationBatchError} carrying
 * the finished results; with `output`, they are also saved and a rerun with `resume: true` does the rest.
 * @example
 * const results = await runVerification(benchmark, {
 *   answering_models: ['openai:gpt-4.1-mini'],
 *   parsing_models: ['openai:gpt-4.1-mini'],
 *   async_max_workers: 8,
 * }, { output: { jsonl: 'run.results.jsonl', resume: true } })
 */
export declare function runVerification(benchmark: Benchmark, configInput: VerificationConfigInput, options?: RunVerificationOptions): Promise<VerificationResultSet>;
