"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.writeLine = writeLine;
exports.isInteractive = isInteractive;
exports.useColor = useColor;
function writeLine(stream, text = '') {
    stream.write(`${text}\n`);
}
function isInteractive(stream, env) {
    return stream.isTTY === true && !env['CI'];
}
function useColor(stream, env) {
    if (env['NO_COLOR'])
        return false;
    if (env['FORCE_COLOR'] && env['FORCE_COLOR'] !== '0')
        return true;
    return stream.isTTY === true;
}
