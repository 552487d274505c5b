"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.BenchmarkTestFailure = void 0;
exports.describeBenchmark = describeBenchmark;
const globals_1 = require("@jest/globals");
const karenina_1 = require("karenina");
Object.defineProperty(exports, "BenchmarkTestFailure", { enumerable: true, get: function () { return karenina_1.BenchmarkTestFailure; } });
const runner_context_js_1 = require("./runner-context.js");
const attach_result_js_1 = require("./side-channel/attach-result.js");
function describeBenchmark(benchmark, options = {}) {
    const block = (0, karenina_1.describeBlock)(options, { name: benchmark.name, timeout: karenina_1.BENCHMARK_TEST_TIMEOUT_MS, subject: 'describeBenchmark options' });
    const input = block.config;
    (0, karenina_1.assertNoRunWideSettings)(input);
    const state = globals_1.expect.getState();
    const cassette = input.cassette !== undefined ? input.cassette : (0, runner_context_js_1.testFileCassette)(state.testPath, (0, runner_context_js_1.jestRunnerConfig)(input), (0, runner_context_js_1.isUpdatingSnapshots)(state));
    const plan = (0, karenina_1.planBenchmarkTests)(benchmark, { ...(0, runner_context_js_1.jestGlobalsConfig)(), ...input, cassette });
    const register = block.concurrent ? globals_1.test.concurrent : globals_1.test;
    (0, globals_1.describe)(block.name, () => {
        (0, globals_1.afterAll)(() => (0, karenina_1.closeBenchmarkTests)(plan));
        for (const planned of plan) {
            register(planned.title, async () => {
                const test = (0, attach_result_js_1.testIdentityOf)(globals_1.expect.getState());
                await (0, karenina_1.runBenchmarkTest)(planned, {
                    timeout: block.timeout,
                    attach: (result, pass, annotations) => (0, attach_result_js_1.attachResult)(test, result, pass, 0, annotations),
                });
            }, block.timeout);
        }
    });
}
