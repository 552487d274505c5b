"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.splitCommandLine = splitCommandLine;
function splitCommandLine(text) {
    const words = [];
    let word = '';
    let inWord = false;
    let i = 0;
    while (i < text.length) {
        const c = text[i];
        if (/\s/.test(c)) {
            if (inWord)
                words.push(word);
            word = '';
            inWord = false;
            i++;
        }
        else if (c === "'") {
            const end = text.indexOf("'", i + 1);
            if (end === -1)
                throw new Error(`unclosed single quote at character ${i + 1}`);
            word += text.slice(i + 1, end);
            inWord = true;
            i = end + 1;
        }
        else if (c === '"') {
            let j = i + 1;
            for (;;) {
                if (j >= text.length)
                    throw new Error(`unclosed double quote at character ${i + 1}`);
                const d = text[j];
                if (d === '"')
                    break;
                if (d === '\\' && j + 1 < text.length && '"\\$`'.includes(text[j + 1])) {
                    word += text[j + 1];
                    j += 2;
                }
                else {
                    word += d;
                    j++;
                }
            }
            inWord = true;
            i = j + 1;
        }
        else if (c === '\\') {
            if (i + 1 >= text.length)
                throw new Error('a trailing backslash escapes nothing');
            word += text[i + 1];
            inWord = true;
            i += 2;
        }
        else {
            word += c;
            inWord = true;
            i++;
        }
    }
    if (inWord)
        words.push(word);
    return words;
}
