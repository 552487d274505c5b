import type { CompatMode } from '../compat/compat-mode.js'
import { RetryPolicySchema, type ErrorPattern, type RetryPolicyInput } from '../config/retry-policy.js'
import type { ModelConfig } from '../config/model-config.js'
import type { ProviderRuntime } from './provider-call.js'
import type { BatchSink } from './batch-api.js'
import { getProviderLimiter, nestLimiters, providerLimiterKey, type RequestLimiter } from './limiter.js'
import { registerSecret } from '../errors/redact-secrets.js'
import { ConfigError } from '../errors/config-error.js'

/** Options shared by the provider adapters (explicit values win over the model config and the environment). */
export interface AdapterOptions {
  /** `'answering'` puts the model's MCP server names in its identity. @default 'answering' */
  role?: 'answering' | 'parsing'
  /** @default the model config's key, else the provider's env var (OPENAI_API_KEY, ANTHROPIC_API_KEY, OPENROUTER_API_KEY) */
  apiKey?: string
  /** @default the model config's base URL, else the provider's default */
  baseURL?: string
  /** Per-request timeout in ms. @default the model config's `request_timeout`, else 120 s */
  timeoutMs?: number
  /** Transport retries (the SDKs' own retries are disabled). @default the model config's `retry_policy`, else Karenina's default */
  retryPolicy?: RetryPolicyInput | null
  /** User error classification rules (Karenina `custom_error_patterns`). @default [] */
  errorPatterns?: readonly ErrorPattern[]
  /** Requests in flight for this provider account, across the process. @default unlimited */
  concurrency?: number
  /**
   * A cap shared by every provider a run uses (VerificationConfig `max_concurrent_requests`), taken before
   * the account's own limiter. @default none
   */
  requestLimiter?: RequestLimiter
  /** @default 'default' */
  compat?: CompatMode
  /** A fetch implementation for the SDK (e.g. a proxy). @default OpenAI: `nodeHttpFetch` (llm/openai), Anthropic: globalThis.fetch */
  fetch?: typeof globalThis.fetch
  /** Extra HTTP headers on every request. */
  headers?: Record<string, string>
  /** Where env fallbacks are read. @default process.env */
  env?: Record<string, string | undefined>
  /**
   * Batch mode: chat calls go to the provider's batch API through this sink (a run's batch rounds) instead
   * of being sent live. OpenAI and Anthropic only. @default live calls
   */
  batch?: BatchSink
}

/** Karenina's default request timeout (VerificationConfig `request_timeout`), in seconds. */
export const DEFAULT_REQUEST_TIMEOUT_SECONDS = 120

/** Where each SDK family's key and base URL are set in a model config, and the key's environment variable. */
const ACCOUNT_FIELDS = {
  openai: { key: 'endpoint_api_key', url: 'endpoint_base_url', envVar: 'OPENAI_API_KEY' },
  anthropic: { key: 'anthropic_api_key', url: 'anthropic_base_url', envVar: 'ANTHROPIC_API_KEY' },
} as const

/** A provider account: explicit options win over the model config (its fields, then `extra_kwargs`), then the environment. */
export function providerAccount(family: keyof typeof ACCOUNT_FIELDS, config: ModelConfig, options: AdapterOptions) {
  const fields = ACCOUNT_FIELDS[family]
  return {
    apiKey: options.apiKey ?? config[fields.key] ?? extraKwarg(config, 'api_key') ?? (options.env ?? process.env)[fields.envVar],
    baseURL: options.baseURL ?? config[fields.url] ?? extraKwarg(config, 'base_url'),
  }
}

/** The ConfigError of a `label` model with no API key, naming where one may be given. */
export function missingApiKey(label: string, config: ModelConfig, envVar: string, field: string): ConfigError {
  return new ConfigError(envVar, `no API key for ${label} model "${config.model_name ?? ''}": pass apiKey, set ${field} or the ${envVar} environment variable`)
}

/** The process-wide limiter of one provider account, inside the run-wide cap (`options.requestLimiter`). */
export function accountLimiter(provider: string, account: { baseURL: string | undefined; apiKey: string | undefined }, options: AdapterOptions): RequestLimiter {
  return nestLimiters(options.requestLimiter, getProviderLimiter(providerLimiterKey(provider, account.baseURL, account.apiKey), options.concurrency))
}

/** Builds the runtime (limiter, retry policy, timeout) of one provider account. */
export function providerRuntime(
  provider: string,
  config: ModelConfig,
  options: AdapterOptions,
  account: { baseURL: string | undefined; apiKey: string | undefined },
  mapError: ProviderRuntime['mapError'],
): ProviderRuntime {
  registerSecret(account.apiKey)
  const policy = options.retryPolicy !== undefined && options.retryPolicy !== null ? RetryPolicySchema.parse(options.retryPolicy) : config.retry_policy
  return {
    provider,
    limiter: accountLimiter(provider, account, options),
    retryPolicy: policy,
    errorPatterns: options.errorPatterns ?? [],
    timeoutMs: options.timeoutMs ?? (config.request_timeout ?? DEFAULT_REQUEST_TIMEOUT_SECONDS) * 1000,
    mapError,
  }
}

/** The rejection handler of an optional peer's import: a ConfigError on `interface` saying what to install. */
export function missingPeer(message: string): (error: unknown) => never {
  return (error) => {
    throw new ConfigError('interface', message, { cause: error })
  }
}

/** A Stainless SDK client's options (`OpenAI`, `Anthropic`) for an account: its own retries off (ours run), our timeout. */
export function sdkClientOptions(account: { apiKey: string; baseURL: string | undefined }, runtime: ProviderRuntime, options: AdapterOptions, fetch = options.fetch) {
  return {
    apiKey: account.apiKey,
    ...(account.baseURL === undefined ? {} : { baseURL: account.baseURL }),
    maxRetries: 0,
    ...(runtime.timeoutMs === undefined ? {} : { timeout: runtime.timeoutMs }),
    ...(fetch ? { fetch } : {}),
    ...(options.headers ? { defaultHeaders: options.headers } : {}),
  }
}

/** The string value of `extra_kwargs[key]`, if any. */
export function extraKwarg(config: ModelConfig, key: string): string | undefined {
  const value = config.extra_kwargs?.[key]
  return typeof value === 'string' && value !== '' ? value : undefined
}
