import { z } from 'zod'
import { ConfigError } from '../errors/config-error.js'

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
 * Karenina); a run checks it ({@link checkMcpServers}) before it starts.
 */
export const McpServerEntrySchema = z.union([z.string(), StdioServerSchema])

export type StdioServerParams = z.output<typeof StdioServerSchema>
export type McpServerEntry = z.output<typeof McpServerEntrySchema>

/** A named server of a model config, as the client connects to it. */
export type McpServerSpec = { name: string; kind: 'http'; url: string } | ({ name: string; kind: 'stdio' } & StdioServerParams)

/** The servers of an `mcp_urls_dict`, in key order. */
export function mcpServerSpecs(dict: Readonly<Record<string, McpServerEntry>>): McpServerSpec[] {
  return Object.entries(dict).map(([name, entry]) => (typeof entry === 'string' ? { name, kind: 'http', url: entry } : { name, kind: 'stdio', ...entry }))
}

/** Where a server is, for messages: its URL or its command line. */
export function describeServer(spec: McpServerSpec): string {
  return spec.kind === 'http' ? spec.url : [spec.command, ...(spec.args ?? [])].join(' ')
}

/** The identity of a server connection: servers with the same name and address share one per run. */
export function serverKey(spec: McpServerSpec): string {
  return JSON.stringify(spec.kind === 'http' ? [spec.name, spec.url] : [spec.name, spec.command, spec.args ?? [], spec.env ?? {}, spec.cwd ?? null])
}

function isHttpUrl(value: string): boolean {
  const protocol = URL.parse(value)?.protocol
  return protocol === 'http:' || protocol === 'https:'
}

/** Throws a ConfigError naming the server when an `mcp_urls_dict` URL is not an http(s) URL. */
export function checkMcpServers(dict: Readonly<Record<string, McpServerEntry>> | null, subject = 'mcp_urls_dict'): void {
  for (const [name, entry] of Object.entries(dict ?? {})) {
    if (typeof entry === 'string' && !isHttpUrl(entry)) {
      throw new ConfigError(
        `${subject}.${name}`,
        `expected the http(s) URL of a Streamable HTTP MCP server, or a stdio server { command, args?, env?, cwd? } (received ${JSON.stringify(entry)})`,
      )
    }
  }
}
