"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.keysOf = keysOf;
function keysOf() {
    return (keys) => Object.freeze(keys);
}
