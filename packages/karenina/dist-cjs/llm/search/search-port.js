"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.isSearchPort = isSearchPort;
exports.normalizeSearchResults = normalizeSearchResults;
function isSearchPort(value) {
    return typeof value === 'object' && value !== null && typeof value.search === 'function';
}
function normalizeSearchResults(value) {
    if (typeof value === 'string')
        return value;
    if (!Array.isArray(value))
        return value === null || value === undefined ? [] : String(value);
    return value.map((item) => {
        if (typeof item === 'string')
            return { title: null, content: item, url: null };
        const record = (typeof item === 'object' && item !== null ? item : {});
        const text = (key) => (typeof record[key] === 'string' ? record[key] : null);
        return { title: text('title'), content: text('content') ?? text('snippet') ?? '', url: text('url') };
    });
}
