"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.questionIdMd5 = questionIdMd5;
exports.questionIdPrefix = questionIdPrefix;
exports.generateQuestionId = generateQuestionId;
const crypto_js_1 = require("../utils/lazy-node/crypto.js");
const py_lower_js_1 = require("../compat/py-lower.js");
function questionIdMd5(question) {
    return (0, crypto_js_1.createHash)('md5').update(question, 'utf8').digest('hex');
}
function questionIdPrefix(question) {
    const slug = (0, py_lower_js_1.pyLower)(question).replaceAll(' ', '-').replace(/[?.,]/g, '');
    return Array.from(slug).slice(0, 50).join('');
}
function generateQuestionId(question) {
    return `urn:uuid:question-${questionIdPrefix(question)}-${questionIdMd5(question).slice(0, 8)}`;
}
