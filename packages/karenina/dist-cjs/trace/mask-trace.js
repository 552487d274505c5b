"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.maskToolMessages = maskToolMessages;
exports.countTypeDeclarations = countTypeDeclarations;
exports.isGraphqlSchemaPayload = isGraphqlSchemaPayload;
exports.describeGraphqlSchema = describeGraphqlSchema;
exports.maskGraphqlSchemaMessages = maskGraphqlSchemaMessages;
const py_regex_js_1 = require("../compat/py-regex.js");
const py_whitespace_js_1 = require("../compat/py-whitespace.js");
const MESSAGE_MARKER = /--- (Tool Message \(call_id: [^\n]*?\)|AI Message|Human Message)[^\n]*---/g;
const TYPE_DECLARATION = (0, py_regex_js_1.compilePyRegex)('\\btype\\s+\\w+\\s*\\{');
function maskToolMessages(trace, shouldMask, describe) {
    const markers = [...trace.matchAll(MESSAGE_MARKER)];
    if (markers.length === 0)
        return { text: trace, messagesMasked: 0, charsRemoved: 0 };
    let out = '';
    let cursor = 0;
    let messagesMasked = 0;
    let charsRemoved = 0;
    markers.forEach((marker, index) => {
        const bodyStart = marker.index + marker[0].length;
        const bodyEnd = markers[index + 1]?.index ?? trace.length;
        const body = trace.slice(bodyStart, bodyEnd);
        out += trace.slice(cursor, bodyStart);
        if (marker[1].startsWith('Tool Message') && shouldMask(body)) {
            const placeholder = describe(body);
            const trailing = body.endsWith('\n') ? '\n' : '';
            out += placeholder + trailing;
            messagesMasked++;
            charsRemoved += (0, py_whitespace_js_1.codePointLength)(body) - (0, py_whitespace_js_1.codePointLength)(placeholder) - trailing.length;
        }
        else {
            out += body;
        }
        cursor = bodyEnd;
    });
    return { text: out, messagesMasked, charsRemoved };
}
function countTypeDeclarations(body) {
    return TYPE_DECLARATION.count(body);
}
function isGraphqlSchemaPayload(body) {
    return countTypeDeclarations(body) >= 3 || body.includes('"__schema"') || body.includes('"__type"');
}
function describeGraphqlSchema(body) {
    return `[masked: GraphQL schema introspection response (~${(0, py_whitespace_js_1.codePointLength)(body)} chars, ${countTypeDeclarations(body)} type declarations)]`;
}
function maskGraphqlSchemaMessages(trace) {
    return maskToolMessages(trace, isGraphqlSchemaPayload, describeGraphqlSchema);
}
