"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.resolveReplay = resolveReplay;
const config_error_js_1 = require("../../errors/config-error.js");
const MODES = ['off', 'record', 'replay', 'auto'];
function resolveReplay(options = {}, env = process.env) {
    const raw = options.mode ?? (env['KARENINA_REPLAY']?.trim().toLowerCase() || 'off');
    if (!MODES.includes(raw)) {
        throw new config_error_js_1.ConfigError('KARENINA_REPLAY', `expected one of ${MODES.join(', ')}, received ${JSON.stringify(raw)}`);
    }
    const mode = raw;
    if (mode === 'off')
        return { mode };
    const cassette = options.cassette ?? env['KARENINA_REPLAY_CASSETTE'];
    if (!cassette)
        throw new config_error_js_1.ConfigError('KARENINA_REPLAY_CASSETTE', `replay mode "${mode}" needs a cassette file (option replay.cassette or env KARENINA_REPLAY_CASSETTE)`);
    return { mode, cassette, ...(options.workspaces && options.workspaces.length > 0 ? { workspaces: options.workspaces } : {}) };
}
