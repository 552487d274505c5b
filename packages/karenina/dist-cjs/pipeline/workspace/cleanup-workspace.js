"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.cleanupWorkspace = cleanupWorkspace;
const fs_js_1 = require("../../utils/lazy-node/fs.js");
function cleanupWorkspace(input) {
    if (input.path === null || !input.cleanup || !input.isCopy)
        return null;
    try {
        (0, fs_js_1.rmSync)(input.path, { recursive: true, force: true });
        return null;
    }
    catch (error) {
        return `Failed to clean up workspace: ${input.path} (${error instanceof Error ? error.message : String(error)})`;
    }
}
