import type { DeepJudgmentSearchTool } from '../../config/verification-config.js';
import type { Env } from '../../config/env.js';
import { type SearchPort } from './search-port.js';
/** What a config may name as search tool: `'tavily'`, a function, or a ready SearchPort. */
export type SearchToolOption = string | DeepJudgmentSearchTool | SearchPort;
/**
 * The SearchPort of a deep-judgment search tool setting. `'tavily'` needs `TAVILY_API_KEY`; `TAVILY_BASE_URL`
 * points it at a Tavily-compatible server (karenina-ts addition). Throws a ConfigError naming `key`.
 * @example resolveSearchTool('tavily', { TAVILY_API_KEY: 'tvly-…' }, 'deep_judgment_search_tool')
 */
export declare function resolveSearchTool(tool: SearchToolOption, env: Env, key?: string): SearchPort;
