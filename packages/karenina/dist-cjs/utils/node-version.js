"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.MINIMUM_NODE = void 0;
exports.unsupportedNodeMessage = unsupportedNodeMessage;
exports.MINIMUM_NODE = '22.12.0';
function unsupportedNodeMessage(version) {
    const found = version.replace(/^v/, '');
    const [major = NaN, minor = NaN] = found.split('.').map((part) => Number.parseInt(part, 10));
    const [minMajor, minMinor] = exports.MINIMUM_NODE.split('.').map(Number);
    if (Number.isInteger(major) && Number.isInteger(minor) && (major > minMajor || (major === minMajor && minor >= minMinor)))
        return null;
    return `karenina-ts needs Node ≥ ${exports.MINIMUM_NODE.replace(/\.0$/, '')} (found ${found})`;
}
