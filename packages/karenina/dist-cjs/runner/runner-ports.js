"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.runnerModelOptions = runnerModelOptions;
const run_wide_limiter_js_1 = require("./run-wide-limiter.js");
function runnerModelOptions(config, cassette, extra = {}, workspaces = []) {
    const mode = cassette?.mode ?? config.replay;
    return {
        ...(config.maxConcurrentRequests !== null ? { requestLimiter: (0, run_wide_limiter_js_1.getRunWideLimiter)(config.maxConcurrentRequests, config.limitDir) } : {}),
        replay: cassette && mode !== 'off' ? { mode, cassette: cassette.file, ...(workspaces.length > 0 ? { workspaces } : {}) } : { mode: 'off' },
        ...extra,
    };
}
