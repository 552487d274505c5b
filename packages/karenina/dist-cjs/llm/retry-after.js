"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.retryAfterMs = retryAfterMs;
function retryAfterMs(headers, now = Date.now()) {
    if (!headers)
        return undefined;
    const ms = headers.get('retry-after-ms');
    if (ms !== null && ms.trim() !== '') {
        const value = Number.parseFloat(ms);
        if (Number.isFinite(value) && value >= 0)
            return value;
    }
    const after = headers.get('retry-after');
    if (after === null || after.trim() === '')
        return undefined;
    const seconds = Number(after.trim());
    if (Number.isFinite(seconds))
        return seconds >= 0 ? seconds * 1000 : undefined;
    const date = Date.parse(after);
    return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}
