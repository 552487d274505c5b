import { CheckpointError } from '../errors/checkpoint-error.js';
import type { ModelConfig } from './model-config.js';
/** Records that `config` was read from `file` at `location` (called by the checkpoint readers). */
export declare function markFromCheckpoint(config: object, file: string, location: string): void;
/** Records the file a benchmark was read from. */
export declare function markBenchmarkFile(benchmark: object, file: string): void;
/** The file a benchmark was read from, or `undefined` for one built in code. */
export declare function benchmarkFileOf(benchmark: object): string | undefined;
/** One setting of a checkpoint that needs the user's opt-in. */
export interface CheckpointSetting {
    file: string;
    /** Where in the file: `scenario "s" node "n" modelOverride.answering_model`, `global rubric, agentic trait "t" model_override`. */
    location: string;
    /** The model config key: `mcp_urls_dict`, `endpoint_base_url`, `interface`, … */
    field: string;
    /** What it would do. */
    detail: string;
}
/** The CLI flag and API option that let a checkpoint use such settings. */
export declare const TRUST_CHECKPOINT_FLAG = "--trust-checkpoint";
export declare const TRUST_CHECKPOINT_OPTION = "trustCheckpoint: true";
/** The settings of one model config that need the user's opt-in when it comes from a file. */
export declare function privilegedSettings(config: ModelConfig): {
    field: string;
    detail: string;
}[];
/** The settings needing opt-in among `configs` that were read from a file (configs built in code are the user's). */
export declare function checkpointSettingsOf(configs: Iterable<ModelConfig | null | undefined>): CheckpointSetting[];
interface RubricView {
    readonly agentic_traits: readonly {
        readonly model_override?: ModelConfig | null;
    }[];
}
interface ScenarioView {
    readonly nodes: Readonly<Record<string, {
        readonly modelOverride: {
            readonly answeringModel?: unknown;
            readonly parsingModel?: unknown;
        } | null;
        readonly question: {
            readonly rubric?: RubricView | null;
        };
    }>>;
}
/** Model configs a scenario run would use besides the run's own: node overrides and agentic trait overrides. */
export declare function scenarioModelConfigs(scenarios: readonly ScenarioView[], globalRubric: RubricView | null | undefined): ModelConfig[];
interface BenchmarkView {
    readonly isScenarioBenchmark: boolean;
    getGlobalRubric(): RubricView | null;
    getGlobalDynamicRubric(): RubricView | null;
    getAllQuestions(): readonly {
        rubric: RubricView | null;
        dynamicRubric?: RubricView | null;
    }[];
    getScenarios(): readonly ScenarioView[];
}
/** Every setting of a benchmark read from a file that needs the user's opt-in (what `karenina validate` lists). */
export declare function benchmarkCheckpointSettings(benchmark: BenchmarkView): CheckpointSetting[];
/** One line per setting: `<location>: <field>: <detail>`. */
export declare function formatCheckpointSetting(s: CheckpointSetting): string;
/**
 * A checkpoint asks for settings the user did not allow (stdio MCP commands, endpoints, credentials,
 * agent runtimes, tools, extra_kwargs, …): nothing was started and nothing was sent.
 */
export declare class UntrustedCheckpointError extends CheckpointError {
    readonly settings: readonly CheckpointSetting[];
    constructor(settings: readonly CheckpointSetting[]);
}
/** Throws {@link UntrustedCheckpointError} when file-read configs need an opt-in the user did not give. */
export declare function assertCheckpointTrusted(configs: Iterable<ModelConfig | null | undefined>, trusted: boolean | undefined): void;
export {};
