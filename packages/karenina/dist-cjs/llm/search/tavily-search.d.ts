import { type SearchCallOptions, type SearchPort, type SearchResults } from './search-port.js';
/** Tavily's public endpoint. */
export declare const TAVILY_BASE_URL = "https://api.tavily.com";
/** Options of {@link TavilySearch}. */
export interface TavilySearchOptions {
    apiKey: string;
    /** A Tavily-compatible server. @default 'https://api.tavily.com' */
    baseURL?: string;
    /** Results per query (Karenina asks for 3). @default 3 */
    maxResults?: number;
    /** Queries sent at the same time. @default 4 */
    concurrency?: number;
    /** @default globalThis.fetch */
    fetch?: typeof fetch;
}
/**
 * SearchPort over Tavily's HTTP API (`POST <baseURL>/search`, bearer key): one request per query, hits as
 * `{title, content, url}`. Failures throw a ProviderError (`tavily`) with the status and error category.
 * @example
 * const search = new TavilySearch({ apiKey: process.env.TAVILY_API_KEY! })
 * const [hits] = await search.search(['venetoclax BCL2'])
 */
export declare class TavilySearch implements SearchPort {
    #private;
    readonly name = "tavily";
    constructor(options: TavilySearchOptions);
    search(queries: readonly string[], options?: SearchCallOptions): Promise<SearchResults[]>;
}
