"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.cassettePathFor = cassettePathFor;
exports.effectiveReplayMode = effectiveReplayMode;
const node_path_1 = require("node:path");
function cassettePathFor(testFile, cassetteDir = '__karenina__') {
    return (0, node_path_1.join)((0, node_path_1.dirname)(testFile), cassetteDir, `${(0, node_path_1.basename)(testFile)}.json`);
}
function effectiveReplayMode(config, options = {}) {
    if (options.updateSnapshots && config.replay !== 'off')
        return 'record';
    return config.replay;
}
