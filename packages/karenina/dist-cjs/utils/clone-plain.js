"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.clonePlain = clonePlain;
const MAX_DEPTH = 64;
function clonePlain(value) {
    return copy(value, 0);
}
function copy(value, depth) {
    if (typeof value !== 'object' || value === null)
        return typeof value === 'function' || typeof value === 'symbol' ? structuredClone(value) : value;
    if (depth > MAX_DEPTH)
        return structuredClone(value);
    if (Array.isArray(value)) {
        if (Object.getPrototypeOf(value) !== Array.prototype)
            return structuredClone(value);
        const out = new Array(value.length);
        for (let i = 0; i < value.length; i++)
            out[i] = copy(value[i], depth + 1);
        return out;
    }
    const proto = Object.getPrototypeOf(value);
    if (proto !== Object.prototype && proto !== null)
        return structuredClone(value);
    const out = {};
    for (const key of Object.keys(value)) {
        const item = copy(value[key], depth + 1);
        if (key === '__proto__')
            Object.defineProperty(out, key, { value: item, enumerable: true, writable: true, configurable: true });
        else
            out[key] = item;
    }
    return out;
}
