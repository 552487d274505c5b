import { pLimit } from '../limiter.js'
import type { ErrorCategory } from '../../errors/error-category.js'
import { ProviderError } from '../../errors/provider-error.js'
import { normalizeSearchResults, type SearchCallOptions, type SearchPort, type SearchResults } from './search-port.js'
import { registerSecret } from '../../errors/redact-secrets.js'

/** Tavily's public endpoint. */
export const TAVILY_BASE_URL = 'https://api.tavily.com'

/** Options of {@link TavilySearch}. */
export interface TavilySearchOptions {
  apiKey: string
  /** A Tavily-compatible server. @default 'https://api.tavily.com' */
  baseURL?: string
  /** Results per query (Karenina asks for 3). @default 3 */
  maxResults?: number
  /** Queries sent at the same time. @default 4 */
  concurrency?: number
  /** @default globalThis.fetch */
  fetch?: typeof fetch
}

// The error category of an HTTP status (Karenina's retry categories).
function categoryOf(status: number): ErrorCategory {
  if (status === 429) return 'rate_limit'
  if (status === 408) return 'timeout'
  return status >= 500 ? 'server_error' : 'permanent'
}

/**
 * SearchPort over Tavily's HTTP API (`POST <baseURL>/search`, bearer key): one request per query, hits as
 * `{title, content, url}`. Failures throw a ProviderError (`tavily`) with the status and error category.
 * @example
 * const search = new TavilySearch({ apiKey: process.env.TAVILY_API_KEY! })
 * const [hits] = await search.search(['venetoclax BCL2'])
 */
export class TavilySearch implements SearchPort {
  readonly name = 'tavily'
  readonly #options: Required<Omit<TavilySearchOptions, 'fetch'>> & { fetch: typeof fetch }

  constructor(options: TavilySearchOptions) {
    registerSecret(options.apiKey)
    this.#options = {
      apiKey: options.apiKey,
      baseURL: (options.baseURL ?? TAVILY_BASE_URL).replace(/\/+$/, ''),
      maxResults: options.maxResults ?? 3,
      concurrency: options.concurrency ?? 4,
      fetch: options.fetch ?? globalThis.fetch,
    }
  }

  async search(queries: readonly string[], options: SearchCallOptions = {}): Promise<SearchResults[]> {
    const limit = pLimit(Math.max(1, this.#options.concurrency))
    return Promise.all(queries.map((query) => limit(() => this.#one(query, options.signal))))
  }

  async #one(query: string, signal: AbortSignal | undefined): Promise<SearchResults> {
    const { baseURL, apiKey, maxResults } = this.#options
    const url = `${baseURL}/search`
    let response: Response
    try {
      response = await this.#options.fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${apiKey}` },
        body: JSON.stringify({ query, max_results: maxResults }),
        ...(signal ? { signal } : {}),
      })
    } catch (error) {
      if (signal?.aborted) throw error
      throw new ProviderError('tavily', `request to ${url} failed: ${error instanceof Error ? error.message : String(error)}`, { category: 'connection', cause: error })
    }
    const text = await response.text()
    if (!response.ok)
      throw new ProviderError('tavily', `HTTP ${response.status} from ${url}: ${text.slice(0, 200)}`, { status: response.status, category: categoryOf(response.status) })
    let body: unknown
    try {
      body = JSON.parse(text)
    } catch {
      throw new ProviderError('tavily', `the reply from ${url} is not JSON: ${text.slice(0, 200)}`, { status: response.status })
    }
    const results = (body as { results?: unknown } | null)?.results
    if (!Array.isArray(results)) throw new ProviderError('tavily', `the reply from ${url} has no "results" list`, { status: response.status })
    return normalizeSearchResults(results)
  }
}
