import { afterEach, describe, expect, it } from 'vitest'
import { ConfigError } from '../../errors/config-error.js'
import { startTavilyServer, type TavilyServer } from '../../../test/fixtures/llm/search/tavily-server.js'
import { FunctionSearch, resolveSearchTool, TavilySearch } from './search-port.js'
import { ProviderError } from '../../errors/provider-error.js'

let server: TavilyServer | undefined
afterEach(async () => {
  await server?.close()
  server = undefined
})

describe('TavilySearch (loopback Tavily-compatible server)', () => {
  it('posts one query per request with the bearer key and 3 results, and returns {title, content, url} per query in order', async () => {
    server = await startTavilyServer(({ body }) => [
      { title: `About ${String(body.query)}`, url: 'https://example.org/a', content: `${String(body.query)} is documented.` },
    ])
    const search = new TavilySearch({ apiKey: 'tvly-test', baseURL: `${server.baseURL}/` })
    const results = await search.search(['venetoclax BCL2', 'imatinib BCR-ABL'])
    expect(results).toEqual([
      [{ title: 'About venetoclax BCL2', content: 'venetoclax BCL2 is documented.', url: 'https://example.org/a' }],
      [{ title: 'About imatinib BCR-ABL', content: 'imatinib BCR-ABL is documented.', url: 'https://example.org/a' }],
    ])
    expect(server.requests.map((r) => [r.path, r.authorization, r.body])).toEqual([
      ['/search', 'Bearer tvly-test', { query: 'venetoclax BCL2', max_results: 3 }],
      ['/search', 'Bearer tvly-test', { query: 'imatinib BCR-ABL', max_results: 3 }],
    ])
  })

  it('an HTTP error names the status and the endpoint', async () => {
    server = await startTavilyServer(() => ({ status: 401, body: '{"detail": "Unauthorized: missing or invalid API key."}' }))
    const search = new TavilySearch({ apiKey: 'bad', baseURL: server.baseURL })
    const failure = search.search(['x'])
    await expect(failure).rejects.toBeInstanceOf(ProviderError)
    await expect(failure).rejects.toMatchObject({ provider: 'tavily', status: 401, category: 'permanent', retryable: false })
    await expect(failure).rejects.toThrow(`tavily: HTTP 401 from ${server.baseURL}/search: {"detail": "Unauthorized`)
    server.requests.length = 0
    await server.close()
    server = await startTavilyServer(() => ({ status: 503, body: 'busy' }))
    await expect(new TavilySearch({ apiKey: 'k', baseURL: server.baseURL }).search(['x'])).rejects.toMatchObject({ category: 'server_error', retryable: true })
  })

  it('a reply without a results list is an error', async () => {
    server = await startTavilyServer(() => ({ status: 200, body: '{"answer": "?"}' }))
    await expect(new TavilySearch({ apiKey: 'k', baseURL: server.baseURL }).search(['x'])).rejects.toThrow('has no "results" list')
  })
})

describe('resolveSearchTool', () => {
  it('"tavily" needs TAVILY_API_KEY and honours TAVILY_BASE_URL', async () => {
    expect(() => resolveSearchTool('tavily', {})).toThrow(ConfigError)
    expect(() => resolveSearchTool('tavily', {})).toThrow('deep_judgment_search_tool: the "tavily" search tool needs the TAVILY_API_KEY environment variable')
    server = await startTavilyServer(() => [{ content: 'hit' }])
    const port = resolveSearchTool('Tavily', { TAVILY_API_KEY: 'k', TAVILY_BASE_URL: server.baseURL })
    expect(await port.search(['q'])).toEqual([[{ title: '', content: 'hit', url: '' }]])
  })

  it('rejects an unknown tool name, naming the key', () => {
    expect(() => resolveSearchTool('bing', {}, 'deep_judgment_rubric_search_tool')).toThrow('deep_judgment_rubric_search_tool: unknown search tool "bing"')
  })

  it('wraps a function (batch call, one result per query; strings kept as legacy text)', async () => {
    const seen: unknown[] = []
    const port = resolveSearchTool((queries) => {
      seen.push(queries)
      return ['plain text result', [{ title: 'T', content: 'C', url: 'U' }, 'bare hit']]
    }, {})
    expect(port).toBeInstanceOf(FunctionSearch)
    expect(await port.search(['a', 'b'])).toEqual(['plain text result', [{ title: 'T', content: 'C', url: 'U' }, { title: null, content: 'bare hit', url: null }]])
    expect(seen).toEqual([['a', 'b']])
    await expect(resolveSearchTool(() => ['only one'], {}).search(['a', 'b'])).rejects.toThrow('expected one result per query (2), received 1 results')
  })

  it('passes a SearchPort through', () => {
    const port = { name: 'mine', search: async () => [] }
    expect(resolveSearchTool(port, {})).toBe(port)
  })
})
