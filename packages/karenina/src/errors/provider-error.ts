import type { ErrorCategory } from './error-category.js'
import { redactSecrets } from './redact-secrets.js'
import { KareninaError } from './karenina-error.js'

/** One failed attempt of a provider call, kept when retries run out. */
export interface ProviderAttempt {
  /** 1-based attempt number. */
  attempt: number
  category: ErrorCategory
  message: string
  status?: number
  /** How long the retry executor waited after this attempt, in ms (absent for the last one). */
  delayMs?: number
  /** Set when a retry follows: which retry of its category this is within the call (1-based). */
  categoryRetry?: number
  /** Set when a retry follows: the call's retry budget for this category (`max_attempts`). */
  categoryBudget?: number
}

/** Options of a {@link ProviderError}. */
export interface ProviderErrorOptions {
  status?: number
  category?: ErrorCategory
  /** Server-requested wait before retrying (`retry-after-ms` / `retry-after`), in ms. */
  retryAfterMs?: number
  /** Every attempt made before giving up (set by the retry executor). */
  attempts?: readonly ProviderAttempt[]
  cause?: unknown
}

/**
 * A model provider call that failed (HTTP error, timeout, connection failure, missing key). Translated
 * once from SDK errors in `llm/<provider>/map-error.ts`; `retryable` follows Karenina's error categories.
 */
export class ProviderError extends KareninaError {
  readonly status: number | undefined
  readonly category: ErrorCategory
  readonly retryable: boolean
  readonly retryAfterMs: number | undefined
  readonly attempts: readonly ProviderAttempt[]
  readonly #options: ProviderErrorOptions

  constructor(
    readonly provider: string,
    message: string,
    options: ProviderErrorOptions = {},
  ) {
    // Provider error bodies may echo the request's credentials: never keep them in a message.
    super('KARENINA_PROVIDER', redactSecrets(`${provider}: ${message}`), { cause: options.cause })
    this.status = options.status
    this.category = options.category ?? 'permanent'
    this.retryable = this.category !== 'permanent'
    this.retryAfterMs = options.retryAfterMs
    this.attempts = options.attempts ?? []
    this.#options = options
  }

  /** A copy carrying the attempt log, with a message saying why retrying stopped. */
  withAttempts(attempts: readonly ProviderAttempt[], reason: string): ProviderError {
    const base = this.message.startsWith(`${this.provider}: `) ? this.message.slice(this.provider.length + 2) : this.message
    return new ProviderError(this.provider, `${base} (${reason})`, { ...this.#options, attempts })
  }

  /** True for a ProviderError, also across duplicated copies of the package. */
  static isProviderError(error: unknown): error is ProviderError {
    return KareninaError.isInstance(error) && error.code === 'KARENINA_PROVIDER'
  }
}
