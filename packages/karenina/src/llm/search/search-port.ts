import type { DeepJudgmentSearchTool } from '../../config/verification-config.js'
import type { Env } from '../../config/env.js'
import { ConfigError } from '../../errors/config-error.js'
import { TAVILY_BASE_URL, TavilySearch } from './tavily-search.js'

/** One search hit stored on an excerpt (`{title, content, url}`), or a legacy tool's plain string. */
export type SearchResults = readonly { title?: string | null; content?: string | null; url?: string | null }[] | string

/** One search hit, as deep judgment stores it on an excerpt (`search_results`). */
export interface SearchHit {
  title: string | null
  content: string
  url: string | null
}

/** Options of a search call. */
export interface SearchCallOptions {
  /** Cancels the search requests. */
  signal?: AbortSignal
}

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
