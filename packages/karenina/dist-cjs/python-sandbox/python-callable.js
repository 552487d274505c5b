"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.pythonSourceOfCallable = pythonSourceOfCallable;
exports.pythonCallable = pythonCallable;
const python_sandbox_js_1 = require("./python-sandbox.js");
function pythonSourceOfCallable(callableCode) {
    if (callableCode === '')
        return null;
    let bytes;
    try {
        bytes = Buffer.from(callableCode, 'base64');
    }
    catch {
        return null;
    }
    if (bytes.length === 0 || bytes[0] === 0x80)
        return null;
    const text = new TextDecoder('utf-8', { fatal: false }).decode(bytes);
    return /^\s*def\s+\w+\s*\(/m.test(text) && !text.includes('\uFFFD') ? text : null;
}
function pythonCallable(source, options = {}) {
    return async (text) => {
        const sandbox = options.sandbox ?? (0, python_sandbox_js_1.sharedPythonSandbox)();
        const { value } = (await sandbox.request({ op: 'callable', source, text }));
        return value;
    };
}
