"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.NotRegularFileError = void 0;
exports.specialKind = specialKind;
function specialKind(info) {
    if (info.isFile())
        return null;
    if (info.isDirectory())
        return 'a directory';
    if (info.isFIFO())
        return 'a FIFO (named pipe)';
    if (info.isSocket())
        return 'a socket';
    if (info.isCharacterDevice() || info.isBlockDevice())
        return 'a device';
    return 'not a regular file';
}
class NotRegularFileError extends Error {
    kind;
    code;
    constructor(kind) {
        super(`is ${kind}`);
        this.kind = kind;
        this.code = kind === 'a directory' ? 'EISDIR' : 'ENOTREG';
    }
}
exports.NotRegularFileError = NotRegularFileError;
