export { FunctionSearch } from './search-port.js'
export { resolveSearchTool, type SearchToolOption } from './search-port.js'
export { isSearchPort, normalizeSearchResults, type SearchCallOptions, type SearchHit, type SearchPort } from './search-port.js'
export { TAVILY_BASE_URL, TavilySearch, type TavilySearchOptions } from './search-port.js'
