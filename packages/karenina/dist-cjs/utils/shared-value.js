"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.shareValue = shareValue;
exports.isShared = isShared;
exports.memoOnShared = memoOnShared;
const SHARED = new WeakSet();
function freeze(value) {
    if (typeof value !== 'object' || value === null || Object.isFrozen(value))
        return;
    Object.freeze(value);
    for (const child of Object.values(value))
        freeze(child);
}
function shareValue(value) {
    freeze(value);
    SHARED.add(value);
    return value;
}
function isShared(value) {
    return typeof value === 'object' && value !== null && SHARED.has(value);
}
function memoOnShared(derive) {
    const cache = new WeakMap();
    const fn = derive;
    return (value) => {
        if (!isShared(value))
            return fn(value);
        let out = cache.get(value);
        if (out === undefined && !cache.has(value))
            cache.set(value, (out = fn(value)));
        return out;
    };
}
