"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.PythonSubsetError = void 0;
exports.tokenizePython = tokenizePython;
const py_float_value_js_1 = require("../compat/py-float-value.js");
class PythonSubsetError extends Error {
    line;
    problem;
    constructor(line, problem) {
        super(`line ${line}: ${problem}`);
        this.line = line;
        this.problem = problem;
    }
}
exports.PythonSubsetError = PythonSubsetError;
const OPERATORS = ['**', '->', ':=', '==', '!=', '<=', '>=', '//', '(', ')', '[', ']', '{', '}', ',', ':', '.', ';', '=', '|', '-', '+', '*', '/', '@', '<', '>', '%', '&', '^', '~'];
const SIMPLE_ESCAPES = { '\\': '\\', "'": "'", '"': '"', n: '\n', t: '\t', r: '\r', a: '\x07', b: '\b', f: '\f', v: '\v', '\n': '' };
function unescape(body, line) {
    let out = '';
    for (let i = 0; i < body.length; i++) {
        const ch = body[i];
        if (ch !== '\\' || i + 1 >= body.length) {
            out += ch;
            continue;
        }
        const next = body[++i];
        if (Object.hasOwn(SIMPLE_ESCAPES, next))
            out += SIMPLE_ESCAPES[next];
        else if (/[0-7]/.test(next)) {
            const digits = /^[0-7]{1,3}/.exec(body.slice(i))[0];
            out += String.fromCodePoint(parseInt(digits, 8));
            i += digits.length - 1;
        }
        else if (next === 'x' || next === 'u' || next === 'U') {
            const width = next === 'x' ? 2 : next === 'u' ? 4 : 8;
            const hex = body.slice(i + 1, i + 1 + width);
            if (!new RegExp(`^[0-9a-fA-F]{${width}}$`).test(hex))
                throw new PythonSubsetError(line, `truncated \\${next} escape`);
            out += String.fromCodePoint(parseInt(hex, 16));
            i += width;
        }
        else if (next === 'N')
            throw new PythonSubsetError(line, '\\N{...} escapes are not supported');
        else
            out += `\\${next}`;
    }
    return out;
}
function exactInt(text) {
    const value = BigInt(text);
    return value >= BigInt(Number.MIN_SAFE_INTEGER) && value <= BigInt(Number.MAX_SAFE_INTEGER) ? Number(value) : value;
}
function parseNumber(text, line) {
    const clean = text.replaceAll('_', '');
    if (/[jJ]$/.test(clean))
        throw new PythonSubsetError(line, `complex number ${text} is not supported`);
    if (/^0[xXoObB]/.test(clean))
        return exactInt(clean);
    if (/[.eE]/.test(clean)) {
        const value = Number(clean);
        return Number.isInteger(value) ? new py_float_value_js_1.PyFloat(value) : value;
    }
    if (/^0+[1-9]/.test(clean))
        throw new PythonSubsetError(line, `leading zeros in decimal integer literal ${text} are not permitted`);
    return exactInt(clean);
}
const NUMBER = /^(?:0[xX][0-9a-fA-F_]+|0[oO][0-7_]+|0[bB][01_]+|(?:\d[\d_]*\.?[\d_]*|\.\d[\d_]*)(?:[eE][+-]?\d[\d_]*)?[jJ]?)/;
const NAME = /^[\p{L}_][\p{L}\p{N}_]*/u;
const STRING_START = /^([rRbBuUfF]{0,2})('''|"""|'|")/;
function tokenizePython(source) {
    const text = source.replace(/\r\n?/g, '\n');
    const tokens = [];
    const indents = [0];
    let i = 0;
    let line = 1;
    let depth = 0;
    let atLineStart = true;
    while (i < text.length) {
        if (atLineStart && depth === 0) {
            let width = 0;
            let j = i;
            while (j < text.length && (text[j] === ' ' || text[j] === '\t')) {
                width = text[j] === '\t' ? width + 8 - (width % 8) : width + 1;
                j++;
            }
            if (j >= text.length || text[j] === '\n' || text[j] === '#') {
                while (j < text.length && text[j] !== '\n')
                    j++;
                i = j + 1;
                line++;
                continue;
            }
            i = j;
            atLineStart = false;
            if (width > indents.at(-1)) {
                indents.push(width);
                tokens.push({ kind: 'indent', line });
            }
            else {
                while (width < indents.at(-1)) {
                    indents.pop();
                    tokens.push({ kind: 'dedent', line });
                }
                if (width !== indents.at(-1))
                    throw new PythonSubsetError(line, 'unindent does not match any outer indentation level');
            }
        }
        const ch = text[i];
        const rest = text.slice(i, i + 200);
        if (ch === '\n') {
            if (depth === 0) {
                tokens.push({ kind: 'newline', line });
                atLineStart = true;
            }
            i++;
            line++;
            continue;
        }
        if (ch === ' ' || ch === '\t' || ch === '\f') {
            i++;
            continue;
        }
        if (ch === '#') {
            while (i < text.length && text[i] !== '\n')
                i++;
            continue;
        }
        if (ch === '\\' && text[i + 1] === '\n') {
            i += 2;
            line++;
            continue;
        }
        const str = STRING_START.exec(rest);
        if (str && (str[1] === '' || NAME.exec(rest)?.[0] === str[1])) {
            const prefix = str[1].toLowerCase();
            const quote = str[2];
            if (prefix.includes('f'))
                throw new PythonSubsetError(line, 'f-strings are not supported');
            if (prefix.includes('b'))
                throw new PythonSubsetError(line, 'bytes literals are not supported');
            const startLine = line;
            let j = i + str[0].length;
            let body = '';
            for (;;) {
                if (j >= text.length)
                    throw new PythonSubsetError(startLine, 'unterminated string literal');
                if (text.startsWith(quote, j))
                    break;
                const c = text[j];
                if (c === '\n') {
                    if (quote.length === 1)
                        throw new PythonSubsetError(startLine, 'unterminated string literal');
                    line++;
                }
                if (c === '\\' && j + 1 < text.length) {
                    if (text[j + 1] === '\n')
                        line++;
                    body += c + text[j + 1];
                    j += 2;
                    continue;
                }
                body += c;
                j++;
            }
            tokens.push({ kind: 'string', value: prefix.includes('r') ? body : unescape(body, startLine), line: startLine });
            i = j + quote.length;
            continue;
        }
        const name = NAME.exec(rest);
        if (name) {
            tokens.push({ kind: 'name', value: name[0], line });
            i += name[0].length;
            continue;
        }
        const number = /^[0-9]|^\.[0-9]/.test(rest) ? NUMBER.exec(rest) : null;
        if (number) {
            tokens.push({ kind: 'number', value: parseNumber(number[0], line), line });
            i += number[0].length;
            continue;
        }
        const op = OPERATORS.find((o) => rest.startsWith(o));
        if (op === undefined)
            throw new PythonSubsetError(line, `unexpected character ${JSON.stringify(ch)}`);
        if ('([{'.includes(op))
            depth++;
        if (')]}'.includes(op))
            depth = Math.max(0, depth - 1);
        tokens.push({ kind: 'op', value: op, line });
        i += op.length;
    }
    if (depth > 0)
        throw new PythonSubsetError(line, 'unclosed bracket');
    if (!atLineStart)
        tokens.push({ kind: 'newline', line });
    while (indents.length > 1) {
        indents.pop();
        tokens.push({ kind: 'dedent', line });
    }
    tokens.push({ kind: 'end', line });
    return tokens;
}
