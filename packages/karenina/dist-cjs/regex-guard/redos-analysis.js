"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.redosAnalyserInstalled = redosAnalyserInstalled;
exports.analysisSource = analysisSource;
exports.analyzeRegex = analyzeRegex;
const misc_js_1 = require("../utils/lazy-node/misc.js");
const ANALYSIS_TIMEOUT_MS = 10_000;
const CACHE_SIZE = 1024;
const cache = new Map();
let checkSync;
function loadRecheck() {
    if (checkSync === undefined) {
        try {
            checkSync = (0, misc_js_1.createRequire)(require("node:url").pathToFileURL(__filename).href)('recheck').checkSync;
        }
        catch {
            checkSync = null;
        }
    }
    return checkSync;
}
const PY_BOUNDARY = /\(\?:\(\?<=\[([^\]]+)\]\)\(\?!\[\1\]\)\|\(\?<!\[\1\]\)\(\?=\[\1\]\)\)/g;
const PY_NON_BOUNDARY = /\(\?:\(\?<=\[([^\]]+)\]\)\(\?=\[\1\]\)\|\(\?<!\[\1\]\)\(\?!\[\1\]\)\(\?:\(\?<=\[\\s\\S\]\)\|\(\?=\[\\s\\S\]\)\)\)/g;
const PY_END = '(?=\\n?$)';
function redosAnalyserInstalled() {
    return loadRecheck() !== null;
}
function analysisSource(source) {
    return source.replace(PY_BOUNDARY, '\\b').replace(PY_NON_BOUNDARY, '\\B').replaceAll(PY_END, '$');
}
function analyzeRegex(source, flags) {
    const key = `${flags}/${source}`;
    const hit = cache.get(key);
    if (hit)
        return hit;
    const check = loadRecheck();
    let verdict;
    if (check === null) {
        verdict = { status: 'unknown', summary: 'the ReDoS analyser (the optional package recheck) is not installed', severe: false };
    }
    else {
        try {
            const d = check(analysisSource(source), flags.replace(/[gy]/g, ''), { checker: 'automaton', timeout: ANALYSIS_TIMEOUT_MS });
            const summary = d.complexity?.summary ?? d.error?.message ?? d.error?.kind ?? d.status;
            const severe = d.status === 'vulnerable' && (d.complexity?.type === 'exponential' || (d.complexity?.degree ?? 0) >= 3);
            verdict = { status: d.status, summary, severe };
        }
        catch (error) {
            verdict = { status: 'unknown', summary: `analysis failed: ${error.message}`, severe: false };
        }
    }
    if (cache.size >= CACHE_SIZE)
        cache.delete(cache.keys().next().value);
    cache.set(key, verdict);
    return verdict;
}
