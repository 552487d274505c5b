import { z } from 'zod'

/** A stdio MCP server: a command spawned per run, speaking MCP on its stdin/stdout. */
export const StdioServerSchema = z.strictObject({
  command: z.string().min(1, 'the command must not be empty'),
  /** @default [] */
  args: z.array(z.string()).optional(),
  /** Added to the SDK's safe default environment (PATH, HOME, …). */
  env: z.record(z.string(), z.string()).optional(),
  cwd: z.string().optional(),
})

/**
 * One `mcp_urls_dict` value: Karenina's URL of a Streamable HTTP server, or (karenina-ts) a stdio server
 * `{ command, args?, env?, cwd? }` — see docs/divergences.md. A URL is any string when a config is read (as in
 * Karenina); a run checks it (`checkMcpServers` in mcp/) before it starts.
 */
export const McpServerEntrySchema = z.union([z.string(), StdioServerSchema])

export type StdioServerParams = z.output<typeof StdioServerSchema>
export type McpServerEntry = z.output<typeof McpServerEntrySchema>
