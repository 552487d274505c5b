import OpenAI from 'openai';
import { type ModelConfig } from '../../config/model-config.js';
import { type AdapterOptions } from '../adapter-options.js';
import type { ModelPorts } from '../ports.js';
/** Options of the OpenAI adapter. */
export interface OpenAiAdapterOptions extends AdapterOptions {
    /** A ready client (its own retries should be off: `maxRetries: 0`). @default a new `OpenAI` client */
    client?: OpenAI;
    /** `'answering'` puts the MCP server names in the identity. @default 'answering' */
    role?: 'answering' | 'parsing';
}
/** OpenRouter's OpenAI-compatible base URL. */
export declare const OPENROUTER_BASE_URL = "https://openrouter.ai/api/v1";
/**
 * The ports of an OpenAI-family model (`langchain` + openai, `openrouter`, `openai_endpoint`) over the
 * official SDK. The SDK's retries are off: Karenina's retry policy runs instead (per-category budgets,
 * `retry-after`, attempt log), around a process-wide limiter per provider + base URL + key.
 */
export declare function createOpenAiPorts(config: ModelConfig, options?: OpenAiAdapterOptions): Required<ModelPorts>;
