"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.WORKSPACE_PLACEHOLDER = void 0;
exports.maskWorkspacePaths = maskWorkspacePaths;
exports.unmaskWorkspacePaths = unmaskWorkspacePaths;
const SUFFIX = /_run_\d{8}T\d{6}_pid\d+(?:_rep\d+)?(?:_\d+)?(?![\w-])/g;
const DELIMITER = /[\s"'`<>|*?]/;
exports.WORKSPACE_PLACEHOLDER = '<workspace>';
function mapStrings(value, map) {
    if (typeof value === 'string')
        return map(value);
    if (Array.isArray(value))
        return value.map((v) => mapStrings(v, map));
    if (value !== null && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
        return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, mapStrings(v, map)]));
    }
    return value;
}
function maskText(text) {
    if (!text.includes('_run_'))
        return text;
    let out = '';
    let done = 0;
    for (const match of text.matchAll(SUFFIX)) {
        let start = match.index;
        while (start > done && !DELIMITER.test(text[start - 1]))
            start--;
        const word = text.slice(start, match.index);
        const root = /(?:[A-Za-z]:)?[\\/]/.exec(word);
        if (root === null)
            continue;
        const from = start + root.index;
        out += text.slice(done, from) + exports.WORKSPACE_PLACEHOLDER;
        done = match.index + match[0].length;
    }
    return out + text.slice(done);
}
const escapeRegExp = (s) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
function maskWorkspacePaths(value, inPlace = []) {
    const literal = [...new Set(inPlace.filter((p) => p.length > 1))].sort((a, b) => b.length - a.length);
    const pattern = literal.length === 0 ? null : new RegExp(`(?:${literal.map(escapeRegExp).join('|')})(?![\\w.-]*[\\w-])`, 'g');
    return mapStrings(value, (s) => maskText(pattern === null ? s : s.replace(pattern, exports.WORKSPACE_PLACEHOLDER)));
}
function unmaskWorkspacePaths(value, workspace) {
    if (workspace === undefined)
        return value;
    return mapStrings(value, (s) => s.split(exports.WORKSPACE_PLACEHOLDER).join(workspace));
}
