import type { ModelConfig } from '../config/model-config.js';
import type { ProviderAttempt } from '../errors/provider-error.js';
import type { AgentTool } from '../llm/ports.js';
/** @default 30 s to connect and list tools (the MCP Python client's HTTP timeout). */
export declare const DEFAULT_MCP_HTTP_TIMEOUT_SECONDS = 30;
/** @default 300 s for one tool call (the MCP Python client's SSE read timeout). */
export declare const DEFAULT_MCP_SSE_READ_TIMEOUT_SECONDS = 300;
/** Where a task gets the tools of its answering model's MCP servers. */
export interface McpToolSource {
    /**
     * The model's MCP tools (filtered, descriptions overridden); throws naming the server when one is
     * unusable. A server that could not be reached reports the run's connection retries to `onRetry`.
     */
    toolsFor(model: ModelConfig, options?: {
        onRetry?: (attempt: ProviderAttempt) => void;
    }): Promise<AgentTool[]>;
}
/**
 * The MCP connections of one run: each server (name + address) is connected to and its tools listed once,
 * on first use, then shared by every task; `close()` ends them all. A server that cannot be reached stays
 * failed for the run (its questions fail fast, naming it). When one dies mid-run, a call in flight returns
 * the error to the model, and the next question connects again (once for all the questions waiting).
 */
export declare class McpSession implements McpToolSource, AsyncDisposable {
    #private;
    toolsFor(model: ModelConfig, options?: {
        onRetry?: (attempt: ProviderAttempt) => void;
    }): Promise<AgentTool[]>;
    /** Closes every connection (HTTP sessions ended, stdio servers exited). Idempotent. */
    close(): Promise<void>;
    [Symbol.asyncDispose](): Promise<void>;
}
