import { type ModelConfig, type ModelConfigInput } from './model-config.js';
/**
 * Short model ids, accepted everywhere a user names a model. Grammar (whitespace around the id is ignored):
 *
 * ```text
 * model-id  = "manual"                                      ; pre-recorded answers
 *           | "openai_endpoint:" model "@" base-url         ; base-url starts with http:// or https://
 *           | ("langchain" | "langchain_deep_agents") ":" provider ":" model
 *           | interface ":" model                           ; openrouter, claude_tool, claude_agent_sdk, taskeval
 *           | provider ":" model                            ; = langchain:provider:model
 * provider  = a name without ":" that is not an interface   ; openai, anthropic, …
 * model     = any non-empty text (may contain ":", "/", "@")
 * ```
 *
 * Examples: `openai:gpt-4.1-mini` → `{interface: 'langchain', model_provider: 'openai', model_name: 'gpt-4.1-mini'}`;
 * `anthropic:claude-haiku-4-5`; `openrouter:meta-llama/llama-3.3-70b-instruct:free`;
 * `claude_tool:claude-sonnet-4-5`; `openai_endpoint:qwen2.5@http://localhost:11434/v1`; `manual`.
 * The config `id` is the model name, so the ModelIdentity display string is `interface:model_name`.
 */
export declare function parseModelId(modelId: string, overrides?: Partial<ModelConfigInput>): ModelConfig;
/** A short id, a config input or a resolved config → a resolved {@link ModelConfig}. */
export declare function toModelConfig(model: string | ModelConfigInput, overrides?: Partial<ModelConfigInput>): ModelConfig;
/** The short id of a config (inverse of {@link parseModelId} for the fields the grammar covers). */
export declare function formatModelId(config: ModelConfig): string;
