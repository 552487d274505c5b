"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.timelexSplit = timelexSplit;
const py_whitespace_js_1 = require("./py-whitespace.js");
const isWord = (c) => /^\p{L}$/u.test(c);
const isNum = (c) => /^[\p{Nd}\u00b2\u00b3\u00b9\u2070\u2074-\u2079\u2080-\u2089\u2460-\u2468\u2474-\u247c\u2488-\u2490\u24ea\u24f5-\u24fd\u24ff\u2776-\u277e\u2780-\u2788\u278a-\u2792\u{1f100}-\u{1f10a}]$/u.test(c);
function timelexSplit(text) {
    const chars = Array.from(text).filter((c) => c !== '\x00');
    const tokens = [];
    const stack = [];
    let position = 0;
    while (stack.length || position < chars.length) {
        if (stack.length) {
            tokens.push(stack.shift());
            continue;
        }
        let token = '';
        let state = null;
        let seenLetters = false;
        while (position < chars.length) {
            const c = chars[position];
            if (state === null) {
                position++;
                token = c;
                if (isWord(c))
                    state = 'a';
                else if (isNum(c))
                    state = '0';
                else {
                    if ((0, py_whitespace_js_1.isPyWhitespace)(c))
                        token = ' ';
                    break;
                }
            }
            else if (state === 'a') {
                seenLetters = true;
                if (isWord(c))
                    token += c;
                else if (c === '.') {
                    token += c;
                    state = 'a.';
                }
                else
                    break;
                position++;
            }
            else if (state === '0') {
                if (isNum(c))
                    token += c;
                else if (c === '.' || (c === ',' && Array.from(token).length >= 2)) {
                    token += c;
                    state = '0.';
                }
                else
                    break;
                position++;
            }
            else if (state === 'a.') {
                seenLetters = true;
                if (c === '.' || isWord(c))
                    token += c;
                else if (isNum(c) && token.endsWith('.')) {
                    token += c;
                    state = '0.';
                }
                else
                    break;
                position++;
            }
            else {
                if (c === '.' || isNum(c))
                    token += c;
                else if (isWord(c) && token.endsWith('.')) {
                    token += c;
                    state = 'a.';
                }
                else
                    break;
                position++;
            }
        }
        if ((state === 'a.' || state === '0.') && (seenLetters || countOf(token, '.') > 1 || token.endsWith('.') || token.endsWith(','))) {
            const pieces = token.split(/([.,])/);
            token = pieces[0];
            for (const piece of pieces.slice(1))
                if (piece)
                    stack.push(piece);
        }
        if (state === '0.' && countOf(token, '.') === 0)
            token = token.replace(/,/g, '.');
        tokens.push(token);
    }
    return tokens;
}
function countOf(text, char) {
    return text.split(char).length - 1;
}
