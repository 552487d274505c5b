"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.TavilySearch = exports.TAVILY_BASE_URL = void 0;
const concurrency_limit_js_1 = require("../concurrency-limit.js");
const provider_error_js_1 = require("../../errors/provider-error.js");
const search_port_js_1 = require("./search-port.js");
const redact_secrets_js_1 = require("../../utils/redact-secrets.js");
exports.TAVILY_BASE_URL = 'https://api.tavily.com';
function categoryOf(status) {
    if (status === 429)
        return 'rate_limit';
    if (status === 408)
        return 'timeout';
    return status >= 500 ? 'server_error' : 'permanent';
}
class TavilySearch {
    name = 'tavily';
    #options;
    constructor(options) {
        (0, redact_secrets_js_1.registerSecret)(options.apiKey);
        this.#options = {
            apiKey: options.apiKey,
            baseURL: (options.baseURL ?? exports.TAVILY_BASE_URL).replace(/\/+$/, ''),
            maxResults: options.maxResults ?? 3,
            concurrency: options.concurrency ?? 4,
            fetch: options.fetch ?? globalThis.fetch,
        };
    }
    async search(queries, options = {}) {
        const limit = (0, concurrency_limit_js_1.pLimit)(Math.max(1, this.#options.concurrency));
        return Promise.all(queries.map((query) => limit(() => this.#one(query, options.signal))));
    }
    async #one(query, signal) {
        const { baseURL, apiKey, maxResults } = this.#options;
        const url = `${baseURL}/search`;
        let response;
        try {
            response = await this.#options.fetch(url, {
                method: 'POST',
                headers: { 'content-type': 'application/json', authorization: `Bearer ${apiKey}` },
                body: JSON.stringify({ query, max_results: maxResults }),
                ...(signal ? { signal } : {}),
            });
        }
        catch (error) {
            if (signal?.aborted)
                throw error;
            throw new provider_error_js_1.ProviderError('tavily', `request to ${url} failed: ${error instanceof Error ? error.message : String(error)}`, { category: 'connection', cause: error });
        }
        const text = await response.text();
        if (!response.ok)
            throw new provider_error_js_1.ProviderError('tavily', `HTTP ${response.status} from ${url}: ${text.slice(0, 200)}`, { status: response.status, category: categoryOf(response.status) });
        let body;
        try {
            body = JSON.parse(text);
        }
        catch {
            throw new provider_error_js_1.ProviderError('tavily', `the reply from ${url} is not JSON: ${text.slice(0, 200)}`, { status: response.status });
        }
        const results = body?.results;
        if (!Array.isArray(results))
            throw new provider_error_js_1.ProviderError('tavily', `the reply from ${url} has no "results" list`, { status: response.status });
        return (0, search_port_js_1.normalizeSearchResults)(results);
    }
}
exports.TavilySearch = TavilySearch;
