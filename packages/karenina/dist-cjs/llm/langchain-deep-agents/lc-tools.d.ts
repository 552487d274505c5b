import type { AgentTool } from '../ports.js';
import type { DeepAgentsRuntime } from './load-deep-agents.js';
/**
 * Our agent tools (MCP tools from the run's McpSession, `defineTool` tools) as LangChain tools, with their
 * JSON Schema as the tool schema. A result that is not a string is sent as JSON; a throw becomes an error
 * tool message (`Error: …`, `status: "error"`) that the model sees, as in our tool loop (Karenina's
 * `tool_retry.on_failure: "return_message"`).
 */
export declare function langchainTools(runtime: DeepAgentsRuntime, tools: readonly AgentTool[]): unknown[];
