"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.sortAttachedResults = sortAttachedResults;
function sortAttachedResults(results, testOrder) {
    const rank = new Map();
    for (const [file, names] of testOrder)
        rank.set(file, new Map(names.map((name, i) => [name, i])));
    const position = (r) => rank.get(r.testPath)?.get(r.testName) ?? Number.MAX_SAFE_INTEGER;
    return [...results].sort((a, b) => (a.testPath < b.testPath ? -1 : a.testPath > b.testPath ? 1 : 0) ||
        position(a) - position(b) ||
        (a.testName < b.testName ? -1 : a.testName > b.testName ? 1 : 0) ||
        a.index - b.index);
}
