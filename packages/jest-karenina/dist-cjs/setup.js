"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
const globals_1 = require("@jest/globals");
const matchers_js_1 = require("./matchers.js");
const attach_result_js_1 = require("./side-channel/attach-result.js");
const test_timeout_js_1 = require("./test-timeout.js");
require("./matchers-types.js");
globals_1.expect.extend(matchers_js_1.kareninaMatchers);
const timeout = (0, test_timeout_js_1.raisedTestTimeout)();
if (timeout !== null)
    globals_1.jest.setTimeout(timeout);
(0, globals_1.beforeEach)(() => {
    (0, attach_result_js_1.resetAttachedCounts)();
});
