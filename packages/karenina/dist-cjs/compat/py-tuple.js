"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.PyTuple = void 0;
exports.isPyTuple = isPyTuple;
class PyTuple {
    items;
    constructor(items) {
        this.items = items;
    }
    toJSON() {
        return this.items;
    }
}
exports.PyTuple = PyTuple;
function isPyTuple(value) {
    return value instanceof PyTuple;
}
