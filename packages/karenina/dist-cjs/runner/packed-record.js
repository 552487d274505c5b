"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.packRecord = packRecord;
exports.plainRecord = plainRecord;
exports.unpackRecord = unpackRecord;
exports.unpackRecordBytes = unpackRecordBytes;
const validation_error_js_1 = require("../errors/validation-error.js");
const TAG_DEFLATED = 'z1:';
const TAG_PLAIN = 'p1:';
const zlib = () => process.getBuiltinModule('node:zlib');
function packRecord(header, body) {
    const deflated = zlib().deflateRawSync(`${spacedJson(JSON.parse(JSON.stringify(header)))}\n${body}`);
    return TAG_DEFLATED + deflated.toString('base64');
}
function plainRecord(header, body) {
    return `${TAG_PLAIN}${JSON.stringify(header)}\n${body}`;
}
function spacedJson(value) {
    if (typeof value !== 'object' || value === null)
        return JSON.stringify(value);
    if (Array.isArray(value))
        return `[${value.map(spacedJson).join(', ')}]`;
    return `{${Object.entries(value).map(([k, v]) => `${JSON.stringify(k)}: ${spacedJson(v)}`).join(', ')}}`;
}
function unpackRecord(packed, where) {
    const { header, body } = unpackRecordBytes(packed, where);
    return { header, body: body.toString('utf8') };
}
function unpackRecordBytes(packed, where) {
    const fail = (problem) => {
        throw new validation_error_js_1.ValidationError([], problem, typeof where === 'string' ? where : where());
    };
    if (typeof packed !== 'string')
        return fail(`expected a packed karenina record (a string), received ${packed === null ? 'null' : typeof packed}`);
    let bytes;
    if (packed.startsWith(TAG_PLAIN))
        bytes = Buffer.from(packed.slice(TAG_PLAIN.length), 'utf8');
    else if (packed.startsWith(TAG_DEFLATED)) {
        try {
            bytes = zlib().inflateRawSync(Buffer.from(packed.slice(TAG_DEFLATED.length), 'base64'));
        }
        catch (error) {
            return fail(`packed karenina record does not inflate: ${error.message}`);
        }
    }
    else {
        const tag = /^[a-z0-9]+:/.exec(packed)?.[0];
        return fail(tag ? `packed karenina record of an unknown format "${tag}" (written by a newer karenina-ts? read it with the same version)` : 'not a packed karenina record (no "z1:" or "p1:" tag)');
    }
    const newline = bytes.indexOf(0x0a);
    let header;
    try {
        header = newline < 0 ? null : JSON.parse(bytes.toString('utf8', 0, newline));
    }
    catch {
        header = null;
    }
    if (typeof header !== 'object' || header === null || Array.isArray(header))
        return fail('packed karenina record has no header line');
    return { header: header, body: bytes.subarray(newline + 1) };
}
