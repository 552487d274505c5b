"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.Tokenizer = void 0;
exports.regexError = regexError;
exports.unsupportedRegex = unsupportedRegex;
const check_error_js_1 = require("../errors/check-error.js");
const py_str_js_1 = require("./py-str.js");
class Tokenizer {
    pattern;
    chars;
    index = 0;
    next = null;
    constructor(pattern) {
        this.pattern = pattern;
        this.chars = Array.from(pattern);
        this.advance();
    }
    advance() {
        let index = this.index;
        let char = this.chars[index];
        if (char === undefined) {
            this.next = null;
            return;
        }
        if (char === '\\') {
            index++;
            const escaped = this.chars[index];
            if (escaped === undefined)
                throw regexError(this.pattern, 'bad escape (end of pattern)', this.chars.length - 1);
            char += escaped;
        }
        this.index = index + 1;
        this.next = char;
    }
    match(char) {
        if (char === this.next) {
            this.advance();
            return true;
        }
        return false;
    }
    get() {
        const current = this.next;
        this.advance();
        return current;
    }
    getWhile(n, charset) {
        let result = '';
        for (let k = 0; k < n; k++) {
            const c = this.next;
            if (c === null || c.length !== 1 || !charset.includes(c))
                break;
            result += c;
            this.advance();
        }
        return result;
    }
    getUntil(terminator, name) {
        let result = '';
        for (;;) {
            const c = this.next;
            this.advance();
            if (c === null) {
                if (!result)
                    throw this.error(`missing ${name}`);
                throw this.error(`missing ${terminator}, unterminated name`, Array.from(result).length);
            }
            if (c === terminator) {
                if (!result)
                    throw this.error(`missing ${name}`, 1);
                break;
            }
            result += c;
        }
        return result;
    }
    tell() {
        return this.index - (this.next === null ? 0 : Array.from(this.next).length);
    }
    seek(index) {
        this.index = index;
        this.advance();
    }
    error(message, offset = 0) {
        return regexError(this.pattern, message, this.tell() - offset);
    }
    checkGroupName(name, offset) {
        if (!IDENTIFIER.test(name)) {
            throw this.error(`bad character in group name ${(0, py_str_js_1.pyStrRepr)(name)}`, Array.from(name).length + offset);
        }
    }
}
exports.Tokenizer = Tokenizer;
const IDENTIFIER = /^[\p{XID_Start}_]\p{XID_Continue}*$/u;
function regexError(pattern, message, position) {
    return new check_error_js_1.CheckError('regex', `invalid regular expression ${(0, py_str_js_1.pyStrRepr)(pattern)}: ${message} at position ${position}`);
}
function unsupportedRegex(pattern, construct) {
    return new check_error_js_1.CheckError('regex', `regular expression ${(0, py_str_js_1.pyStrRepr)(pattern)} uses ${construct}, which Python accepts but karenina-ts does not support`);
}
