"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.engineRunsModifiers = engineRunsModifiers;
exports.withoutModifiers = withoutModifiers;
const misc_js_1 = require("../utils/lazy-node/misc.js");
let modifiersRun;
function engineRunsModifiers() {
    if (modifiersRun === undefined) {
        try {
            const scoped = new RegExp('^(?:(?i:a)|b)$', 'u');
            modifiersRun = scoped.test('A') && !scoped.test('B') && new RegExp('^a(?-i:b)$', 'iu').test('Ab') && !new RegExp('^a(?-i:b)$', 'iu').test('AB');
        }
        catch {
            modifiersRun = false;
        }
    }
    return modifiersRun;
}
let rewritePattern;
function withoutModifiers(source, flags) {
    rewritePattern ??= (0, misc_js_1.createRequire)(require("node:url").pathToFileURL(__filename).href)('regexpu-core');
    let rewrittenFlags = flags;
    const rewritten = rewritePattern(source, flags, { modifiers: 'transform', onNewFlags: (newFlags) => (rewrittenFlags = newFlags) });
    return { source: rewritten, flags: rewrittenFlags };
}
