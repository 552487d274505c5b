import type { ErrorCategory } from '../errors/error-category.js'
import { ProviderError } from '../errors/provider-error.js'
import { classifyError } from '../llm/classify-error.js'

// Node's socket error codes, found anywhere in the cause chain (`fetch failed` ← `connect ECONNREFUSED`).
const NETWORK_CODES: Readonly<Record<string, ErrorCategory>> = {
  ECONNREFUSED: 'connection',
  ECONNRESET: 'connection',
  EPIPE: 'connection',
  ENOTFOUND: 'connection',
  EAI_AGAIN: 'connection',
  EHOSTUNREACH: 'connection',
  UND_ERR_SOCKET: 'connection',
  ETIMEDOUT: 'timeout',
  UND_ERR_CONNECT_TIMEOUT: 'timeout',
}

function categoryOf(cause: unknown, problem: string): ErrorCategory {
  const seen = new Set<unknown>()
  for (let e: unknown = cause; e instanceof Error && !seen.has(e); e = e.cause) {
    seen.add(e)
    const { code, syscall } = e as { code?: unknown; syscall?: unknown }
    if (typeof code === 'string' && NETWORK_CODES[code]) return NETWORK_CODES[code]
    // A stdio server whose command cannot start (missing, not executable) is a server that cannot be reached.
    if (typeof syscall === 'string' && syscall.startsWith('spawn')) return 'connection'
  }
  return classifyError(cause ?? problem)
}

/**
 * An MCP server that could not be reached, did not speak MCP or lost its connection. The message names the
 * server (`MCP server "search": cannot connect to http://…: fetch failed`); the category comes from the cause.
 */
export class McpServerError extends ProviderError {
  constructor(
    readonly server: string,
    problem: string,
    options: { cause?: unknown } = {},
  ) {
    super(`MCP server ${JSON.stringify(server)}`, problem, { category: categoryOf(options.cause, problem), cause: options.cause })
  }
}
