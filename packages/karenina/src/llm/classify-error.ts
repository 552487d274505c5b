import type { ErrorPattern } from '../config/retry-policy.js'
import type { ErrorCategory } from '../errors/error-category.js'
import { ProviderError } from '../errors/provider-error.js'

// Built-in exception type names (spec 05 §2.3), matched anywhere in the class hierarchy, most derived first.
// JS SDK names are added next to Python's (`APIConnectionTimeoutError` before its parent `APIConnectionError`).
const TYPE_NAMES: Record<string, ErrorCategory> = {
  APIConnectionTimeoutError: 'timeout',
  ConnectionError: 'connection',
  APIConnectionError: 'connection',
  TimeoutError: 'timeout',
  ReadTimeout: 'timeout',
  ConnectTimeout: 'timeout',
  APITimeoutError: 'timeout',
  StreamingTimeoutError: 'timeout',
  RateLimitError: 'rate_limit',
  OverloadedError: 'rate_limit',
  InternalServerError: 'server_error',
  HTTPError: 'server_error',
}

// Built-in lower-cased message substrings, in order.
const MESSAGE_RULES: [string, ErrorCategory][] = [
  ['connection', 'connection'],
  ['network', 'connection'],
  ['dns', 'connection'],
  ['timeout', 'timeout'],
  ['timed out', 'timeout'],
  ['rate limit', 'rate_limit'],
  ['429', 'rate_limit'],
  ['overloaded', 'rate_limit'],
  ['500', 'server_error'],
  ['502', 'server_error'],
  ['503', 'server_error'],
  ['event loop', 'connection'],
  ['portal', 'connection'],
  ['temporary failure', 'connection'],
]

function typeNames(error: object): string[] {
  const names: string[] = []
  for (let proto = Object.getPrototypeOf(error); proto && proto !== Object.prototype; proto = Object.getPrototypeOf(proto)) {
    const name = (proto as { constructor?: { name?: unknown } }).constructor?.name
    if (typeof name === 'string' && name !== '') names.push(name)
  }
  if ('name' in error && typeof error.name === 'string') names.unshift(error.name)
  return names
}

function messageOf(error: unknown): string {
  if (error instanceof Error) return error.message
  return typeof error === 'string' ? error : ''
}

function classifyOne(error: unknown, patterns: readonly ErrorPattern[]): ErrorCategory {
  const names = typeof error === 'object' && error !== null ? typeNames(error) : []
  const message = messageOf(error).toLowerCase()
  for (const p of patterns) if (p.match_type === 'type_name' && names.includes(p.pattern)) return p.category
  for (const p of patterns) if (p.match_type === 'message_substring' && message.includes(p.pattern.toLowerCase())) return p.category
  // Adapters already translated SDK errors (status, headers) into a category; trust it.
  if (ProviderError.isProviderError(error)) return error.category
  const named = names.find((name) => TYPE_NAMES[name])
  if (named !== undefined) return TYPE_NAMES[named]!
  for (const [needle, category] of MESSAGE_RULES) if (message.includes(needle)) return category
  return 'permanent'
}

/**
 * Karenina's error classification (spec 05 §2.3): user patterns (type names, then message substrings),
 * then built-in type names anywhere in the class hierarchy, then built-in message substrings, else
 * `permanent`. Wrapped causes are walked until a non-permanent category is found.
 */
export function classifyError(error: unknown, patterns: readonly ErrorPattern[] = []): ErrorCategory {
  const seen = new Set<unknown>()
  for (let current: unknown = error; current !== undefined && current !== null && !seen.has(current); ) {
    seen.add(current)
    const category = classifyOne(current, patterns)
    if (category !== 'permanent') return category
    current = current instanceof Error ? current.cause : undefined
  }
  return 'permanent'
}

/** True for a cancellation: the caller's signal fired, or the error is an `AbortError`. */
export function isAbortError(error: unknown, signal?: AbortSignal): boolean {
  if (signal?.aborted) return true
  return error instanceof Error && error.name === 'AbortError'
}
