"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.compareCodePoints = compareCodePoints;
function compareCodePoints(a, b) {
    const n = Math.min(a.length, b.length);
    let i = 0;
    while (i < n && a.charCodeAt(i) === b.charCodeAt(i))
        i++;
    if ((i < n && ((a.charCodeAt(i) & 0xf800) === 0xd800 || (b.charCodeAt(i) & 0xf800) === 0xd800)) || (i > 0 && (a.charCodeAt(i - 1) & 0xfc00) === 0xd800)) {
        return byCodePoints(a, b);
    }
    if (i < n)
        return a.charCodeAt(i) - b.charCodeAt(i);
    return a.length === b.length ? 0 : a.length < b.length ? -1 : 1;
}
function byCodePoints(a, b) {
    const ia = a[Symbol.iterator]();
    const ib = b[Symbol.iterator]();
    for (;;) {
        const x = ia.next();
        const y = ib.next();
        if (x.done || y.done)
            return x.done ? (y.done ? 0 : -1) : 1;
        const d = x.value.codePointAt(0) - y.value.codePointAt(0);
        if (d !== 0)
            return d;
    }
}
