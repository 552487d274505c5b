import type { DeepJudgmentSearchTool } from '../../config/verification-config.js'
import type { Env } from '../../config/env.js'
import { ConfigError } from '../../errors/config-error.js'
import { FunctionSearch } from './function-search.js'
import { isSearchPort, type SearchPort } from './search-port.js'
import { TAVILY_BASE_URL, TavilySearch } from './tavily-search.js'

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
