import { type ModelConfig } from '../../config/model-config.js';
import { type AnthropicAdapterOptions } from '../anthropic/index.js';
import type { ModelPorts } from '../ports.js';
/** Claude Code's read-only built-in tools: the default tool set of the answering agent. */
export declare const DEFAULT_CLAUDE_CODE_TOOLS: readonly ["Read", "Glob", "Grep"];
/** Options of the claude_agent_sdk adapter (`client` is the Anthropic client of the chat and judge calls). */
export type ClaudeAgentSdkOptions = AnthropicAdapterOptions;
/**
 * The ports of a `claude_agent_sdk` model: the agent is Claude Code (deep-agent tier, built-in file tools,
 * `cwd` = the workspace); plain calls and the structured judge go through the Anthropic SDK to the same
 * endpoint and key. Tool set: `extra_kwargs.tools` (default Read, Glob, Grep); extra variables for the
 * agent process: `extra_kwargs.agent_env`. `mcp_urls_dict` servers become Claude Code's own MCP servers (their
 * tools `mcp__<server>__<tool>`, narrowed by `mcp_tool_filter`).
 */
export declare function createClaudeAgentSdkPorts(config: ModelConfig, options?: ClaudeAgentSdkOptions): Omit<Required<ModelPorts>, 'embeddings'>;
