"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.pyLower = pyLower;
const python_unicode_js_1 = require("./python-unicode.js");
const NEWER_CHARS = new RegExp(`([${python_unicode_js_1.PY_UNASSIGNED_CLASS}])`, 'u');
function pyLower(s) {
    const lowered = s.toLowerCase();
    if (!NEWER_CHARS.test(s))
        return lowered;
    return s
        .split(NEWER_CHARS)
        .map((part, i) => (i % 2 === 1 ? part : part.toLowerCase()))
        .join('');
}
