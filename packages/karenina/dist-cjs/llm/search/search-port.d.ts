/** One search hit stored on an excerpt (`{title, content, url}`), or a legacy tool's plain string. */
export type SearchResults = readonly {
    title?: string | null;
    content?: string | null;
    url?: string | null;
}[] | string;
/** One search hit, as deep judgment stores it on an excerpt (`search_results`). */
export interface SearchHit {
    title: string | null;
    content: string;
    url: string | null;
}
/** Options of a search call. */
export interface SearchCallOptions {
    /** Cancels the search requests. */
    signal?: AbortSignal;
}
/**
 * Web search used by deep judgment to check excerpts against external sources (Karenina's search tool,
 * spec 02 §7.4, 03 §8.1). One result list per query, in query order; a legacy tool may return plain text.
 */
export interface SearchPort {
    /** Name shown in warnings (`tavily`, `custom`). */
    readonly name: string;
    search(queries: readonly string[], options?: SearchCallOptions): Promise<SearchResults[]>;
}
/** Duck-typed check for a SearchPort passed where a tool name or function is also accepted. */
export declare function isSearchPort(value: unknown): value is SearchPort;
/** Normalizes one query's results from a tool: a string stays a string, hits become `{title, content, url}`. */
export declare function normalizeSearchResults(value: unknown): SearchResults;
