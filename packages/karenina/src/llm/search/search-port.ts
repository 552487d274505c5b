import type { DeepJudgmentSearchTool } from '../../config/verification-config.js'
import type { Env } from '../../config/env.js'
import { ConfigError } from '../../errors/config-error.js'
import { pLimit } from '../limiter.js'
import { categoryOfStatus } from '../map-sdk-error.js'
import { ProviderError } from '../../errors/provider-error.js'
import { registerSecret } from '../../errors/redact-secrets.js'
import type { CallOptions } from '../ports.js'

/** One search hit stored on an excerpt (`{title, content, url}`), or a legacy tool's plain string. */
export type SearchResults = readonly { title?: string | null; content?: string | null; url?: string | null }[] | string

/** One search hit, as deep judgment stores it on an excerpt (`search_results`). */
export interface SearchHit {
  title: string | null
  content: string
  url: string | null
}

/** Options of a search call: its `signal` cancels the search requests. */
export type SearchCallOptions = Pick<CallOptions, 'signal'>

/**
 * Web search used by deep judgment to check excerpts against external sources (Karenina's search tool,
 * spec 02 §7.4, 03 §8.1). One result list per query, in query order; a legacy tool may return plain text.
 */
export interface SearchPort {
  /** Name shown in warnings (`tavily`, `custom`). */
  readonly name: string
  search(queries: readonly string[], options?: SearchCallOptions): Promise<SearchResults[]>
}

/** Duck-typed check for a SearchPort passed where a tool name or function is also accepted. */
export function isSearchPort(value: unknown): value is SearchPort {
  return typeof value === 'object' && value !== null && typeof (value as { search?: unknown }).search === 'function'
}

/** Normalizes one query's results from a tool: a string stays a string, hits become `{title, content, url}`. */
export function normalizeSearchResults(value: unknown): SearchResults {
  if (typeof value === 'string') return value
  if (!Array.isArray(value)) return value === null || value === undefined ? [] : String(value)
  return value.map((item): SearchHit => {
    if (typeof item === 'string') return { title: null, content: item, url: null }
    const record = (typeof item === 'object' && item !== null ? item : {}) as Record<string, unknown>
    const text = (key: string) => (typeof record[key] === 'string' ? (record[key] as string) : null)
    return { title: text('title'), content: text('content') ?? text('snippet') ?? '', url: text('url') }
  })
}

/**
 * SearchPort over a user function (Karenina's custom search callable `(str | list[str]) -> results`): called
 * once with the whole batch; it must return one result (hits or text) per query.
 * @example new FunctionSearch(async (queries) => (queries as string[]).map((q) => [{ title: q, content: '…', url: null }]))
 */
export class FunctionSearch implements SearchPort {
  readonly name = 'custom'
  constructor(private readonly tool: DeepJudgmentSearchTool) {}

  async search(queries: readonly string[]): Promise<SearchResults[]> {
    const reply = await this.tool([...queries])
    if (!Array.isArray(reply) || reply.length !== queries.length)
      throw new Error(`custom search tool: expected one result per query (${queries.length}), received ${Array.isArray(reply) ? `${reply.length} results` : typeof reply}`)
    return reply.map(normalizeSearchResults)
  }
}

/** What a config may name as search tool: `'tavily'`, a function, or a ready SearchPort. */
export type SearchToolOption = string | DeepJudgmentSearchTool | SearchPort

/**
 * The SearchPort of a deep-judgment search tool setting. `'tavily'` needs `TAVILY_API_KEY`; `TAVILY_BASE_URL`
 * points it at a Tavily-compatible server (karenina-ts addition). Throws a ConfigError naming `key`.
 * @example resolveSearchTool('tavily', { TAVILY_API_KEY: 'tvly-…' }, 'deep_judgment_search_tool')
 */
export function resolveSearchTool(tool: SearchToolOption, env: Env, key = 'deep_judgment_search_tool'): SearchPort {
  if (isSearchPort(tool)) return tool
  if (typeof tool === 'function') return new FunctionSearch(tool)
  if (tool.toLowerCase() === 'tavily') {
    const apiKey = env.TAVILY_API_KEY
    if (!apiKey) throw new ConfigError(key, 'the "tavily" search tool needs the TAVILY_API_KEY environment variable')
    return new TavilySearch({ apiKey, baseURL: env.TAVILY_BASE_URL || TAVILY_BASE_URL })
  }
  throw new ConfigError(key, `unknown search tool "${tool}" (expected "tavily", a function or a SearchPort)`)
}

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
      throw new ProviderError('tavily', `HTTP ${response.status} from ${url}: ${text.slice(0, 200)}`, { status: response.status, category: categoryOfStatus(response.status, undefined, [429]) })
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
