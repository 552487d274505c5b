"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.NO_TRAFFIC_ENV = void 0;
exports.agentEnv = agentEnv;
exports.NO_TRAFFIC_ENV = {
    CLAUDE_CODE_DISABLE_NONESSENTIAL_TRAFFIC: '1',
    DISABLE_TELEMETRY: '1',
    DISABLE_AUTOUPDATER: '1',
    DISABLE_ERROR_REPORTING: '1',
};
function agentEnv(input) {
    const env = {
        HOME: input.home,
        CLAUDE_CONFIG_DIR: `${input.home}/.claude`,
        ANTHROPIC_API_KEY: input.apiKey,
    };
    const path = input.parentEnv['PATH'];
    if (path !== undefined)
        env['PATH'] = path;
    if (input.baseURL !== undefined)
        env['ANTHROPIC_BASE_URL'] = input.baseURL;
    return { ...env, ...input.extra, ...exports.NO_TRAFFIC_ENV };
}
