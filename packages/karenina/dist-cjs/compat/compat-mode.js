"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.isPythonCompat = isPythonCompat;
function isPythonCompat(compat) {
    return compat === 'karenina-python';
}
