import type { ModelConfig } from '../../config/model-config.js';
import { type AdapterOptions } from '../adapter-options.js';
/** Providers the `langchain_deep_agents` interface runs here. */
export declare const DEEP_AGENTS_PROVIDERS: readonly ["openai", "anthropic"];
/** A supported provider. */
export type DeepAgentsProvider = (typeof DEEP_AGENTS_PROVIDERS)[number];
/** Where the deep agent's chat model sends its calls: the same account the openai / anthropic adapters use. */
export interface DeepAgentsAccount {
    provider: DeepAgentsProvider;
    apiKey: string;
    baseURL: string | undefined;
}
/** The config's `model_provider`, checked: a ConfigError names the field and the supported values. */
export declare function deepAgentsProvider(config: ModelConfig): DeepAgentsProvider;
/**
 * The account of the agent's chat model, resolved as the OpenAI adapter (`endpoint_api_key`,
 * `endpoint_base_url`, `extra_kwargs.api_key/base_url`, OPENAI_API_KEY) or the Anthropic adapter
 * (`anthropic_api_key`, `anthropic_base_url`, ANTHROPIC_API_KEY) resolves it.
 */
export declare function deepAgentsAccount(config: ModelConfig, options: AdapterOptions): DeepAgentsAccount;
/**
 * The fields of `ChatOpenAI` / `ChatAnthropic` for the account. The client's own retries are Karenina's
 * `agent_middleware.model_retry.max_retries` (default 2), as Python's model-retry middleware. As our
 * Anthropic adapter, no temperature is sent to Anthropic (current models reject it).
 */
export declare function chatModelFields(config: ModelConfig, account: DeepAgentsAccount, options: AdapterOptions): Record<string, unknown>;
