"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.nextUp = nextUp;
exports.nextDown = nextDown;
const buffer = new DataView(new ArrayBuffer(8));
function step(x, direction) {
    if (Number.isNaN(x) || x === direction * Infinity)
        return x;
    if (x === 0)
        return direction * Number.MIN_VALUE;
    buffer.setFloat64(0, x);
    const bits = buffer.getBigInt64(0);
    const away = (x > 0) === (direction > 0);
    buffer.setBigInt64(0, away ? bits + 1n : bits - 1n);
    return buffer.getFloat64(0);
}
function nextUp(x) {
    return step(x, 1);
}
function nextDown(x) {
    return step(x, -1);
}
