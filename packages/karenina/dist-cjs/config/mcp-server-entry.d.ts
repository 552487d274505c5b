import { z } from 'zod';
/** A stdio MCP server: a command spawned per run, speaking MCP on its stdin/stdout. */
export declare const StdioServerSchema: z.ZodObject<{
    command: z.ZodString;
    args: z.ZodOptional<z.ZodArray<z.ZodString>>;
    env: z.ZodOptional<z.ZodRecord<z.ZodString, z.ZodString>>;
    cwd: z.ZodOptional<z.ZodString>;
}, z.core.$strict>;
/**
 * One `mcp_urls_dict` value: Karenina's URL of a Streamable HTTP server, or (karenina-ts) a stdio server
 * `{ command, args?, env?, cwd? }` — see docs/divergences.md. A URL is any string when a config is read (as in
 * Karenina); a run checks it (`checkMcpServers` in mcp/) before it starts.
 */
export declare const McpServerEntrySchema: z.ZodUnion<readonly [z.ZodString, z.ZodObject<{
    command: z.ZodString;
    args: z.ZodOptional<z.ZodArray<z.ZodString>>;
    env: z.ZodOptional<z.ZodRecord<z.ZodString, z.ZodString>>;
    cwd: z.ZodOptional<z.ZodString>;
}, z.core.$strict>]>;
export type StdioServerParams = z.output<typeof StdioServerSchema>;
export type McpServerEntry = z.output<typeof McpServerEntrySchema>;
