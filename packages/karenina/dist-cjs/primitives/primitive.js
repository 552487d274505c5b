"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.isTracePrimitive = isTracePrimitive;
function isTracePrimitive(primitive) {
    return primitive.kind === 'trace';
}
