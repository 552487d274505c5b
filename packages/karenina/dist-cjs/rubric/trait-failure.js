"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.callFailure = callFailure;
exports.unscoredFailure = unscoredFailure;
function messageOf(error) {
    return error instanceof Error ? error.message : String(error);
}
function callFailure(traits, error) {
    return { traits: [...traits], message: messageOf(error), error };
}
function unscoredFailure(traits) {
    const list = traits.map((t) => JSON.stringify(t)).join(', ');
    return { traits: [...traits], message: `the judge's reply did not score ${traits.length === 1 ? 'trait' : 'traits'} ${list}`, error: null };
}
