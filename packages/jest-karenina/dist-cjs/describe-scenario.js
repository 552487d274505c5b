"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.describeScenario = describeScenario;
const globals_1 = require("@jest/globals");
const karenina_1 = require("karenina");
const runner_context_js_1 = require("./runner-context.js");
const attach_result_js_1 = require("./side-channel/attach-result.js");
function describeScenario(scenarios, options = {}) {
    const list = Array.isArray(scenarios) ? scenarios : [scenarios];
    const block = (0, karenina_1.describeBlock)(options, { name: list.length === 1 ? list[0].name : 'scenarios', timeout: karenina_1.SCENARIO_TEST_TIMEOUT_MS, subject: 'describeScenario options' });
    const input = block.config;
    const state = globals_1.expect.getState();
    const cassette = input.cassette !== undefined ? input.cassette : (0, runner_context_js_1.testFileCassette)(state.testPath, (0, runner_context_js_1.jestRunnerConfig)(input), (0, runner_context_js_1.isUpdatingSnapshots)(state));
    const plan = (0, karenina_1.planScenarioTests)(list, { ...(0, runner_context_js_1.jestGlobalsConfig)(), ...input, cassette });
    const register = block.concurrent ? globals_1.test.concurrent : globals_1.test;
    (0, globals_1.describe)(block.name, () => {
        for (const planned of plan) {
            register(planned.title, async () => {
                const test = (0, attach_result_js_1.testIdentityOf)(globals_1.expect.getState());
                let index = 0;
                await (0, karenina_1.runScenarioTest)(planned, {
                    timeout: block.timeout,
                    attach: (result, pass, annotations) => (0, attach_result_js_1.attachResult)(test, result, pass, index++, annotations),
                    attachScenario: (run) => (0, attach_result_js_1.attachScenario)(test, run),
                });
            }, block.timeout);
        }
    });
}
