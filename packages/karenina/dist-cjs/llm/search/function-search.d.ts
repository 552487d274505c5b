import type { DeepJudgmentSearchTool } from '../../config/verification-config.js';
import { type SearchPort, type SearchResults } from './search-port.js';
/**
 * SearchPort over a user function (Karenina's custom search callable `(str | list[str]) -> results`): called
 * once with the whole batch; it must return one result (hits or text) per query.
 * @example new FunctionSearch(async (queries) => (queries as string[]).map((q) => [{ title: q, content: '…', url: null }]))
 */
export declare class FunctionSearch implements SearchPort {
    private readonly tool;
    readonly name = "custom";
    constructor(tool: DeepJudgmentSearchTool);
    search(queries: readonly string[]): Promise<SearchResults[]>;
}
