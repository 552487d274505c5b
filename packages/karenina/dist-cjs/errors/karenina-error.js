"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.KareninaError = void 0;
exports.formatPath = formatPath;
const MARKER = Symbol.for('karenina.error');
class KareninaError extends Error {
    code;
    [MARKER] = true;
    constructor(code, message, options) {
        super(message, options);
        this.code = code;
        this.name = new.target.name;
    }
    static isInstance(error) {
        return typeof error === 'object' && error !== null && error[MARKER] === true;
    }
}
exports.KareninaError = KareninaError;
function formatPath(path) {
    let out = '';
    for (const part of path) {
        if (typeof part === 'number')
            out += `[${part}]`;
        else
            out += out === '' ? part : `.${part}`;
    }
    return out === '' ? '(root)' : out;
}
