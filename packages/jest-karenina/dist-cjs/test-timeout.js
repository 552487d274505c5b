"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.KARENINA_TEST_TIMEOUT_MS = void 0;
exports.raisedTestTimeout = raisedTestTimeout;
exports.KARENINA_TEST_TIMEOUT_MS = 60_000;
const JEST_DEFAULT_TIMEOUT_MS = 5_000;
function raisedTestTimeout(global = globalThis) {
    if (global[Symbol.for('TEST_TIMEOUT_SYMBOL')] !== undefined)
        return null;
    const key = Object.getOwnPropertySymbols(global).find((s) => s.description === 'JEST_STATE_SYMBOL');
    const state = key === undefined ? undefined : global[key];
    if (state?.testTimeout !== JEST_DEFAULT_TIMEOUT_MS)
        return null;
    return exports.KARENINA_TEST_TIMEOUT_MS;
}
