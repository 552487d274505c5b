import type { z } from 'zod';
import type { Benchmark } from '../benchmark/benchmark.js';
import type { Env } from '../config/env.js';
import type { ModelConfig } from '../config/model-config.js';
import { type VerificationConfigSchema } from '../config/verification-config.js';
import type { AgentTool, ModelPorts } from '../llm/ports.js';
import { McpSession } from '../mcp/mcp-session.js';
import { type ResolveModelOptions } from '../llm/resolve-model.js';
import { type VerificationTask } from '../pipeline/run-task.js';
import type { Stage } from '../pipeline/stage.js';
import type { StagesOption } from '../pipeline/stages-option.js';
import { type TaskSettings } from '../pipeline/task-settings.js';
import type { VerificationResult } from '../results/verification-result.js';
import type { Template } from '../template/template.js';
import type { MatcherOutcome } from './matcher-options.js';
import { type RunnerConfigInput } from './runner-config.js';
import { type CassetteSettings } from './runner-ports.js';
import { type VerdictCriteria } from './verdict.js';
/** VerificationConfig keys of a benchmark test run (snake_case); the models come from the runner config. */
export type BenchmarkVerificationInput = Partial<Omit<z.input<typeof VerificationConfigSchema>, 'answering_models' | 'parsing_models' | 'replicate_count'>>;
/** One part of a benchmark split over several test files: `'2/4'` or `{ index: 2, count: 4 }` (1-based). */
export type BenchmarkPart = `${number}/${number}` | {
    index: number;
    count: number;
};
/** Options of {@link planBenchmarkTests} (`describeBenchmark`). */
export interface BenchmarkTestConfig extends RunnerConfigInput, VerdictCriteria {
    /** Pipeline settings (evaluation mode, abstention, deep judgment, …). @default {} */
    verification?: BenchmarkVerificationInput;
    /** Questions to test. @default every finished question */
    questionIds?: readonly string[];
    /**
     * Only this part of the questions (contiguous, in benchmark order). Runners shard by file: spread a large
     * benchmark over N test files, part `1/N` … `N/N`, and `--shard` distributes the files. @default all
     */
    part?: BenchmarkPart;
    /** Record/replay the answering and judge calls in this cassette. @default none */
    cassette?: CassetteSettings | null;
    /** `resolveModel` options per role (base URL, API key). @default {} */
    modelOptions?: {
        answering?: ResolveModelOptions;
        parsing?: ResolveModelOptions;
    };
    /** @default process.env */
    env?: Env;
    /** Clock of result timestamps. @default the runner config's clock */
    now?: () => Date;
    /** TS tools (see `defineTool`) of every answering model, next to its MCP servers' tools. @default [] */
    agentTools?: readonly AgentTool[];
    /**
     * Let model configs read from the checkpoint file (agentic trait `model_override`) use stdio MCP commands,
     * MCP URLs, endpoints, credentials, agent runtimes, `extra_kwargs`, … (README "Security model"). Without it
     * they are refused when the tests are planned, before any test runs. @default false
     */
    trustCheckpoint?: boolean;
    /**
     * Custom stages (docs/custom-stages.md): the stage list of every test, or a function of a test's default
     * list returning the list to run. Checked when the tests are planned, before any model call. @default the config's stages
     */
    stages?: StagesOption;
}
/**
 * Throws when a test file's `describeBenchmark` options set what only the run as a whole can: the results file
 * is written once per run by the reporter, in the runner's main process, so a file's own `resultsFile` would
 * be ignored. Call it with the user's options, before the runner config is merged in.
 */
export declare function assertNoRunWideSettings(options: Readonly<Partial<BenchmarkTestConfig>>): void;
/** One test of a benchmark: a question × answering model × replicate. */
export interface PlannedTest {
    /** Starts with the question id (so `-t <id>` selects it). */
    title: string;
    questionId: string;
    /** The answering model's display string (Karenina's `interface:model_name`, as stored in results). */
    answeringModel: string;
    /** The answering model as the user wrote it (`openai:gpt-4o`), for summaries. */
    answeringModelId: string;
    replicate: number | null;
    template: Template | null;
    criteria: VerdictCriteria;
    /** The verification task the test runs. */
    task: VerificationTask;
    now: () => Date;
    /** Shared ports of the plan's models (one SDK client per model). */
    ports: (model: ModelConfig, role: 'answering' | 'parsing') => Promise<ModelPorts | undefined>;
    /** The plan's MCP connections, shared by its tests; close with {@link closeBenchmarkTests}. */
    mcp: McpSession | null;
    /** The test's stage list (its `stages` option applied and checked). */
    stages: readonly Stage<TaskSettings>[];
}
/** Closes what the tests of a plan share (MCP connections): call it once they have all run (`afterAll`). */
export declare function closeBenchmarkTests(plan: readonly PlannedTest[]): Promise<void>;
/** Parses `'2/4'` or `{ index, count }` into a checked 1-based part. */
export declare function parseBenchmarkPart(part: BenchmarkPart): {
    index: number;
    count: number;
};
/**
 * The tests of a benchmark: one per question × answering model × replicate, in benchmark order, each titled
 * with its question id (plus the answering model when there are several, and the replicate). Registration
 * is synchronous-friendly: nothing is called until a test runs.
 * @example
 * for (const planned of planBenchmarkTests(benchmark, { judgeModel: 'openai:gpt-4.1-mini' })) {
 *   test(planned.title, async () => { const result = await runPlannedTest(planned) })
 * }
 */
export declare function planBenchmarkTests(benchmark: Benchmark, input?: BenchmarkTestConfig): PlannedTest[];
/** Runs a planned test: answers the question, judges the answer; verification outcomes are in the result. */
export declare function runPlannedTest(planned: PlannedTest, options?: {
    signal?: AbortSignal;
}): Promise<VerificationResult>;
/** The verdict and message of a planned test's result (its criteria: granular threshold, trait expectations). */
export declare function plannedTestOutcome(planned: PlannedTest, result: VerificationResult): MatcherOutcome;
