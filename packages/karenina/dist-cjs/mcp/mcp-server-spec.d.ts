import type { McpServerEntry, StdioServerParams } from '../config/mcp-server-entry.js';
/** A named server of a model config, as the client connects to it. */
export type McpServerSpec = {
    name: string;
    kind: 'http';
    url: string;
} | ({
    name: string;
    kind: 'stdio';
} & StdioServerParams);
/** The servers of an `mcp_urls_dict`, in key order. */
export declare function mcpServerSpecs(dict: Readonly<Record<string, McpServerEntry>>): McpServerSpec[];
/** Where a server is, for messages: its URL or its command line. */
export declare function describeServer(spec: McpServerSpec): string;
/** The identity of a server connection: servers with the same name and address share one per run. */
export declare function serverKey(spec: McpServerSpec): string;
/** Throws a ConfigError naming the server when an `mcp_urls_dict` URL is not an http(s) URL. */
export declare function checkMcpServers(dict: Readonly<Record<string, McpServerEntry>> | null, subject?: string): void;
