"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.FunctionSearch = void 0;
const search_port_js_1 = require("./search-port.js");
class FunctionSearch {
    tool;
    name = 'custom';
    constructor(tool) {
        this.tool = tool;
    }
    async search(queries) {
        const reply = await this.tool([...queries]);
        if (!Array.isArray(reply) || reply.length !== queries.length)
            throw new Error(`custom search tool: expected one result per query (${queries.length}), received ${Array.isArray(reply) ? `${reply.length} results` : typeof reply}`);
        return reply.map(search_port_js_1.normalizeSearchResults);
    }
}
exports.FunctionSearch = FunctionSearch;
