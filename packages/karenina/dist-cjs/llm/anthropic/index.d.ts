import Anthropic from '@anthropic-ai/sdk';
import { type ModelConfig } from '../../config/model-config.js';
import { type AdapterOptions } from '../adapter-options.js';
import type { ModelPorts } from '../ports.js';
/** Options of the Anthropic adapter. */
export interface AnthropicAdapterOptions extends AdapterOptions {
    /** A ready client (its own retries should be off: `maxRetries: 0`). @default a new `Anthropic` client */
    client?: Anthropic;
    /** `'answering'` puts the MCP server names in the identity. @default 'answering' */
    role?: 'answering' | 'parsing';
}
/**
 * The ports of an Anthropic model (`claude_tool`, `claude_agent_sdk`, `langchain` + anthropic) over the
 * official SDK, with the SDK's retries off in favour of Karenina's retry policy. No embeddings.
 */
export declare function createAnthropicPorts(config: ModelConfig, options?: AnthropicAdapterOptions): Omit<Required<ModelPorts>, 'embeddings'>;
