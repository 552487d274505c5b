"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.END = void 0;
exports.isUnconditional = isUnconditional;
exports.END = '__end__';
function isUnconditional(edge) {
    return edge.condition === null && edge.conditionFunction === null && edge.conditionSource === null;
}
