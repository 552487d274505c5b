"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.testIdentityOf = testIdentityOf;
exports.resetAttachedCounts = resetAttachedCounts;
exports.attachResult = attachResult;
exports.attachScenario = attachScenario;
const karenina_1 = require("karenina");
const result_file_js_1 = require("./result-file.js");
const run_dir_js_1 = require("./run-dir.js");
function testIdentityOf(state) {
    const testName = state.currentConcurrentTestName?.() ?? state.currentTestName;
    if (state.testPath === undefined || testName === undefined)
        return undefined;
    return { testPath: state.testPath, testName };
}
const COUNTS = Symbol.for('jest-karenina.attachedCounts');
const attachedCounts = globalThis[COUNTS] ??
    (globalThis[COUNTS] = new Map());
function resetAttachedCounts() {
    attachedCounts.clear();
}
function attachResult(test, result, pass, index, annotations = {}) {
    const runDir = (0, run_dir_js_1.currentRunDir)();
    if (runDir === undefined || test === undefined)
        return;
    const key = `${test.testPath}\0${test.testName}`;
    const slot = index ?? attachedCounts.get(key) ?? 0;
    if (index === undefined)
        attachedCounts.set(key, slot + 1);
    (0, result_file_js_1.writeResultFile)(runDir, { ...test, index: slot }, (0, karenina_1.encodeResult)(result, pass, annotations));
}
function attachScenario(test, record) {
    const runDir = (0, run_dir_js_1.currentRunDir)();
    if (runDir === undefined || test === undefined)
        return;
    (0, result_file_js_1.writeScenarioFile)(runDir, { ...test, index: 0 }, record);
}
