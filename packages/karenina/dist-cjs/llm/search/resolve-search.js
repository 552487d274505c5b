"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.resolveSearchTool = resolveSearchTool;
const config_error_js_1 = require("../../errors/config-error.js");
const function_search_js_1 = require("./function-search.js");
const search_port_js_1 = require("./search-port.js");
const tavily_search_js_1 = require("./tavily-search.js");
function resolveSearchTool(tool, env, key = 'deep_judgment_search_tool') {
    if ((0, search_port_js_1.isSearchPort)(tool))
        return tool;
    if (typeof tool === 'function')
        return new function_search_js_1.FunctionSearch(tool);
    if (tool.toLowerCase() === 'tavily') {
        const apiKey = env.TAVILY_API_KEY;
        if (!apiKey)
            throw new config_error_js_1.ConfigError(key, 'the "tavily" search tool needs the TAVILY_API_KEY environment variable');
        return new tavily_search_js_1.TavilySearch({ apiKey, baseURL: env.TAVILY_BASE_URL || tavily_search_js_1.TAVILY_BASE_URL });
    }
    throw new config_error_js_1.ConfigError(key, `unknown search tool "${tool}" (expected "tavily", a function or a SearchPort)`);
}
