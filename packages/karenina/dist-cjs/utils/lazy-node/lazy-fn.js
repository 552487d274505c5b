"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.lazyFn = lazyFn;
function lazyFn(load, key) {
    return ((...args) => load()[key](...args));
}
