"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.contentBlocks = contentBlocks;
exports.contentText = contentText;
function contentBlocks(content) {
    if (typeof content === 'string')
        return [{ type: 'text', text: content }];
    return Array.isArray(content) ? content.filter((b) => typeof b === 'object' && b !== null) : [];
}
function contentText(content) {
    return contentBlocks(content)
        .filter((b) => b['type'] === 'text' && typeof b['text'] === 'string')
        .map((b) => b['text'])
        .join('\n');
}
