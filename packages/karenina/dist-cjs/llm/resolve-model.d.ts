import { type ModelConfig, type ModelConfigInput } from '../config/model-config.js';
import { type AdapterOptions } from './adapter-options.js';
import type { ManualTraces } from './manual/manual-traces.js';
import type { ModelPorts } from './ports.js';
import { type ReplayOptions } from './replay/replay-mode.js';
/** Options of {@link resolveModel}. */
export interface ResolveModelOptions extends AdapterOptions {
    /** An `OpenAI` or `Anthropic` SDK client matching the model's adapter (its retries off). @default a new client */
    client?: unknown;
    /** `'answering'` puts the model's MCP server names in its identity. @default 'answering' */
    role?: 'answering' | 'parsing';
    /** Record/replay cassette. @default env KARENINA_REPLAY / KARENINA_REPLAY_CASSETTE, else off */
    replay?: ReplayOptions;
    /** Pre-recorded answers for the `manual` interface (keyed by question id or MD5 of the question text). */
    manualTraces?: ManualTraces;
    /** Fields applied on top of the model (e.g. `{ temperature: 0 }`). */
    overrides?: Partial<ModelConfigInput>;
}
type AdapterName = 'openai' | 'anthropic' | 'claude_agent_sdk' | 'langchain_deep_agents' | 'manual';
/** Which TS adapter serves a config; unsupported interfaces and providers throw ConfigError naming them. */
export declare function adapterFor(config: ModelConfig): AdapterName;
/**
 * Resolves a model (short id such as `openai:gpt-4.1-mini`, or a ModelConfig) to its ports, loading the
 * provider module lazily. With a cassette (`KARENINA_REPLAY`), calls are recorded or replayed; replay
 * needs neither network nor key.
 * @example
 * const { parser } = await resolveModel('anthropic:claude-haiku-4-5', { concurrency: 8 })
 */
export declare function resolveModel(model: string | ModelConfigInput, options?: ResolveModelOptions): Promise<ModelPorts>;
export {};
