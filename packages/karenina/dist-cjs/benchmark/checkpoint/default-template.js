"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.defaultTemplateSource = defaultTemplateSource;
exports.isDefaultTemplate = isDefaultTemplate;
exports.defaultTemplateName = defaultTemplateName;
const py_whitespace_js_1 = require("../../compat/py-whitespace.js");
function codePoints(text, n) {
    return Array.from(text).slice(0, n).join('');
}
function defaultTemplateSource(question) {
    return [
        'class Answer(BaseAnswer):',
        `    """Answer template for: ${codePoints(question, 50)}..."""`,
        '',
        '    response: str = Field(description="The answer response")',
        '',
        '    def verify(self) -> bool:',
        '        # Default template: returns False to indicate custom verification needed',
        '        return False',
        '',
    ].join('\n');
}
function isDefaultTemplate(source, question) {
    return (0, py_whitespace_js_1.pyStrip)(source) !== '' && (0, py_whitespace_js_1.pyStrip)(source) === (0, py_whitespace_js_1.pyStrip)(defaultTemplateSource(question));
}
function defaultTemplateName(question) {
    return `${codePoints(question, 30)}... Answer Template`;
}
