"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.allOf = allOf;
function allOf(...conditions) {
    return Object.freeze({ type: 'all_of', conditions: Object.freeze([...conditions]) });
}
