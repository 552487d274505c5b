import type { JsonSchema } from '../llm/ports.js';
import { type McpServerSpec } from './mcp-server-spec.js';
/** A tool as the server listed it. */
export interface McpListedTool {
    name: string;
    description: string;
    parameters: JsonSchema;
}
/** A tool call's result as the model sees it: text, and whether the server flagged it as an error. */
export interface McpToolOutput {
    text: string;
    isError: boolean;
}
/**
 * Bytes (UTF-8) of one tool result the model gets; the rest is cut, with a marker saying how much. Everything
 * downstream carries the result (every later model request, the trace, the results file, the HTML report): an
 * uncapped 10 MiB result took 94 s and made a 126 MB report.
 */
export declare const MCP_RESULT_MAX_BYTES = 262144;
/** `text` cut to {@link MCP_RESULT_MAX_BYTES} on a character boundary, with the marker. */
export declare function capToolResult(text: string): string;
/** One live connection to an MCP server: its tools, listed once, and calls to them. */
export declare class McpConnection {
    #private;
    readonly spec: McpServerSpec;
    private readonly client;
    private readonly transport;
    readonly tools: readonly McpListedTool[];
    private constructor();
    /** Connects, handshakes and lists the tools; a failure names the server and closes what was opened. */
    static open(spec: McpServerSpec, timeoutMs: number): Promise<McpConnection>;
    /** Why the connection is unusable, or null while it is alive. */
    get closedReason(): string | null;
    /**
     * Calls a tool. A result the server flags (`isError`) comes back as an error output; a protocol error
     * (unknown tool, bad arguments) too. A transport failure throws and marks the connection dead.
     */
    call(name: string, input: Record<string, unknown>, options: {
        signal?: AbortSignal;
        timeoutMs: number;
    }): Promise<McpToolOutput>;
    /** Ends the session (HTTP: DELETE; stdio: the child exits) and closes the transport. */
    close(): Promise<void>;
}
