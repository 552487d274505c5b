import type { DeepJudgmentSearchTool } from '../../config/verification-config.js'
import { normalizeSearchResults, type SearchPort, type SearchResults } from './search-port.js'

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
