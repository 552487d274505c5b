"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.anyOf = anyOf;
function anyOf(...conditions) {
    return Object.freeze({ type: 'any_of', conditions: Object.freeze([...conditions]) });
}
