"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.kareninaMatchers = void 0;
const karenina_1 = require("karenina");
const runner_context_js_1 = require("./runner-context.js");
const attach_result_js_1 = require("./side-channel/attach-result.js");
exports.kareninaMatchers = (0, karenina_1.createKareninaMatchers)({
    runnerConfig: runner_context_js_1.jestRunnerConfig,
    cassette: (context, config) => (0, runner_context_js_1.testFileCassette)(context.testPath, config, (0, runner_context_js_1.isUpdatingSnapshots)(context)),
    testName: (context) => (0, attach_result_js_1.testIdentityOf)(context)?.testName,
    isNot: (context) => context.isNot ?? false,
    attach: (context, result, pass, annotations) => (0, attach_result_js_1.attachResult)((0, attach_result_js_1.testIdentityOf)(context), result, pass, undefined, annotations),
});
