import type { AgentMetrics } from '../results/usage-metadata.js';
import type { ChatMessage } from './ports.js';
/**
 * Karenina's `agent_metrics` from trace messages (spec 04 §2.5): iterations = assistant messages,
 * tool_calls = max(assistant tool calls, tool results), suspect tool results (flagged or matching an
 * error word), with `limit_reached`.
 */
export declare function agentMetricsOf(messages: readonly ChatMessage[], limitReached: boolean): AgentMetrics;
