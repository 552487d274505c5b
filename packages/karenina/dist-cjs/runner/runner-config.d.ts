import type { Env } from '../config/env.js';
import type { ModelConfigInput } from '../config/model-config.js';
import type { ReplayMode } from '../llm/replay/replay-mode.js';
/** A model as users name it: a short id (`openai:gpt-4.1-mini`) or a ModelConfig object. */
export type RunnerModel = string | ModelConfigInput;
/**
 * Test-runner settings (vitest plugin options, jest config, or environment variables). Every field is JSON,
 * so a runner can hand the resolved config to its workers.
 */
export interface RunnerConfigInput {
    /** The judge (parsing) model. Env `KARENINA_JUDGE_MODEL`. @default 'openai:gpt-4.1-mini' */
    judgeModel?: RunnerModel;
    /** Models that answer benchmark questions. Env `KARENINA_ANSWERING_MODEL` (comma-separated). @default ['openai:gpt-4.1-mini'] */
    answeringModels?: readonly RunnerModel[];
    /** Runs per question × answering model. Env `KARENINA_REPLICATES`. @default 1 */
    replicates?: number;
    /**
     * Model requests in flight across the whole run (every worker process and thread). Env
     * `KARENINA_MAX_CONCURRENT_REQUESTS` (or Karenina's `KARENINA_MAX_CONCURRENT_LLM_REQUESTS`). @default null (no cap)
     */
    maxConcurrentRequests?: number | null;
    /** Cassette mode of judge/answer calls (`off`, `record`, `replay`, `auto`). Env `KARENINA_REPLAY`. @default 'off' */
    replay?: ReplayMode;
    /** Folder, next to each test file, holding its cassette. Env `KARENINA_CASSETTE_DIR`. @default '__karenina__' */
    cassetteDir?: string;
    /** Where the reporter writes the run's results (relative to the project root). Env `KARENINA_RESULTS_FILE`. @default 'karenina-results.json' */
    resultsFile?: string;
    /**
     * A fixed clock (ISO date) for result timestamps, so result ids are reproducible across runs and shards.
     * Env `KARENINA_FIXED_TIME`. @default null (the real clock)
     */
    fixedTime?: string | null;
    /** `metadata.run_name` of every result. Env `KARENINA_RUN_NAME`. @default null */
    runName?: string | null;
    /** Directory of the run-wide request limit's slot files. Env `KARENINA_LIMIT_DIR`. @default a folder in the OS temp dir keyed by the working directory */
    limitDir?: string | null;
}
/** The resolved runner config. */
export interface RunnerConfig {
    judgeModel: RunnerModel;
    answeringModels: RunnerModel[];
    replicates: number;
    maxConcurrentRequests: number | null;
    replay: ReplayMode;
    cassetteDir: string;
    resultsFile: string;
    fixedTime: string | null;
    runName: string | null;
    limitDir: string | null;
}
/** The environment variables the runner reads, with what they set (documentation and `--help` text). */
export declare const RUNNER_ENV_VARS: Readonly<Record<string, string>>;
/**
 * Resolves the runner config: explicit overrides > environment variables ({@link RUNNER_ENV_VARS}) > defaults.
 * Throws a ConfigError naming the key (or variable) and the value received.
 * @example
 * const config = resolveRunnerConfig(process.env, { judgeModel: 'anthropic:claude-haiku-4-5' })
 */
export declare function resolveRunnerConfig(env?: Env, overrides?: RunnerConfigInput): RunnerConfig;
/** The clock of a runner config: the fixed time when set, else the real clock. */
export declare function runnerClock(config: Pick<RunnerConfig, 'fixedTime'>): () => Date;
