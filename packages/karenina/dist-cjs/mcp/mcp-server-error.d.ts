import { ProviderError } from '../errors/provider-error.js';
/**
 * An MCP server that could not be reached, did not speak MCP or lost its connection. The message names the
 * server (`MCP server "search": cannot connect to http://…: fetch failed`); the category comes from the cause.
 */
export declare class McpServerError extends ProviderError {
    readonly server: string;
    constructor(server: string, problem: string, options?: {
        cause?: unknown;
    });
}
