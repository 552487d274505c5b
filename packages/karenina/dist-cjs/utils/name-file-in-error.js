"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.nameFileInError = nameFileInError;
function nameFileInError(error, path) {
    const errno = error;
    if (!(errno instanceof Error) || typeof errno.code !== 'string' || errno.path !== undefined)
        return error;
    errno.path = path;
    errno.message = `${errno.message} '${path}'`;
    if (typeof errno.stack === 'string')
        errno.stack = errno.stack.replace(/^[^\n]*/, `${errno.name}: ${errno.message}`);
    return error;
}
