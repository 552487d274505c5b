import { type ModelConfig } from '../../config/model-config.js';
import type { AdapterOptions } from '../adapter-options.js';
import type { ModelPorts } from '../ports.js';
export { DEEP_AGENTS_PROVIDERS } from './chat-model.js';
/** Options of the langchain_deep_agents adapter (`client` is the OpenAI / Anthropic client of the chat and judge calls). */
export interface LangchainDeepAgentsOptions extends AdapterOptions {
    client?: unknown;
    /** `'answering'` puts the MCP server names in the identity. @default 'answering' */
    role?: 'answering' | 'parsing';
}
/**
 * The ports of a `langchain_deep_agents` model: the agent is a LangChain deep agent (`deepagents`, its chat
 * model `ChatOpenAI` or `ChatAnthropic` on the config's endpoint and key, file tools confined to the
 * workspace); plain calls and the structured judge go through our OpenAI / Anthropic adapter to the same
 * endpoint and key. `model_provider` must be `openai` or `anthropic`.
 */
export declare function createLangchainDeepAgentsPorts(config: ModelConfig, options?: LangchainDeepAgentsOptions): Promise<Omit<Required<ModelPorts>, 'embeddings'>>;
