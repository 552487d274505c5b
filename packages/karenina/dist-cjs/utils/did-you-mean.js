"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.editDistance = editDistance;
exports.closestKey = closestKey;
exports.unknownKeyMessage = unknownKeyMessage;
exports.unknownKeys = unknownKeys;
function editDistance(a, b) {
    if (a === b)
        return 0;
    let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
    for (let i = 1; i <= a.length; i++) {
        const current = [i];
        for (let j = 1; j <= b.length; j++) {
            current[j] = Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
        }
        previous = current;
    }
    return previous[b.length];
}
const spellingFree = (key) => key.toLowerCase().replace(/[_\-\s]/g, '');
function closestKey(key, known) {
    const candidates = [...known];
    const same = candidates.find((k) => spellingFree(k) === spellingFree(key));
    if (same !== undefined)
        return same;
    let best;
    let bestDistance = Infinity;
    for (const candidate of candidates) {
        const distance = editDistance(spellingFree(key), spellingFree(candidate));
        if (distance < bestDistance)
            [best, bestDistance] = [candidate, distance];
    }
    return bestDistance <= Math.max(1, Math.floor(spellingFree(key).length / 3)) ? best : undefined;
}
function unknownKeyMessage(key, where, known) {
    const close = closestKey(key, known);
    return `unknown key '${key}' in ${where}${close === undefined ? ` (known keys: ${[...known].join(', ')})` : ` (did you mean '${close}'?)`}`;
}
function unknownKeys(value, known) {
    if (typeof value !== 'object' || value === null || Array.isArray(value))
        return [];
    const allowed = knownSet(known);
    const unknown = [];
    for (const key in value)
        if (Object.hasOwn(value, key) && !allowed.has(key))
            unknown.push(key);
    return unknown;
}
const KNOWN_SETS = new WeakMap();
function knownSet(known) {
    if (known instanceof Set)
        return known;
    if (!Array.isArray(known) || !Object.isFrozen(known))
        return new Set(known);
    let set = KNOWN_SETS.get(known);
    if (set === undefined)
        KNOWN_SETS.set(known, (set = new Set(known)));
    return set;
}
