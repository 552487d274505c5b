"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.JEST_GLOBALS_KEY = void 0;
exports.jestGlobalsConfig = jestGlobalsConfig;
exports.jestRunnerConfig = jestRunnerConfig;
exports.isUpdatingSnapshots = isUpdatingSnapshots;
exports.testFileCassette = testFileCassette;
const karenina_1 = require("karenina");
exports.JEST_GLOBALS_KEY = 'karenina';
function jestGlobalsConfig(global = globalThis) {
    const value = global[exports.JEST_GLOBALS_KEY];
    if (value === undefined || value === null)
        return {};
    if (typeof value !== 'object' || Array.isArray(value)) {
        throw new karenina_1.ConfigError('globals.karenina', `expected an object of karenina runner settings in the jest config, received ${JSON.stringify(value)}`);
    }
    return value;
}
function jestRunnerConfig(overrides = {}) {
    return (0, karenina_1.resolveRunnerConfig)(process.env, { ...jestGlobalsConfig(), ...overrides });
}
function isUpdatingSnapshots(state) {
    const snapshotState = state.snapshotState;
    return snapshotState?._updateSnapshot === 'all';
}
function testFileCassette(testPath, config, updateSnapshots) {
    const mode = (0, karenina_1.effectiveReplayMode)(config, { updateSnapshots });
    if (mode === 'off' || testPath === undefined)
        return null;
    return { file: (0, karenina_1.cassettePathFor)(testPath, config.cassetteDir), mode };
}
