"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.writeResultFile = writeResultFile;
exports.writeScenarioFile = writeScenarioFile;
exports.readResultFiles = readResultFiles;
exports.readScenarioFiles = readScenarioFiles;
const node_crypto_1 = require("node:crypto");
const node_fs_1 = require("node:fs");
const node_path_1 = require("node:path");
const karenina_1 = require("karenina");
const SUFFIX = '.result.json';
const SCENARIO_SUFFIX = '.scenario.json';
function fileNameOf(origin, suffix = SUFFIX) {
    const key = (0, node_crypto_1.createHash)('sha1').update(`${origin.testPath}\0${origin.testName}\0${origin.index}`).digest('hex');
    return `${key}${suffix}`;
}
function writeAtomically(target, text) {
    const temp = `${target}.${process.pid}.${(0, node_crypto_1.randomBytes)(4).toString('hex')}.tmp`;
    (0, node_fs_1.writeFileSync)(temp, text, 'utf8');
    (0, node_fs_1.renameSync)(temp, target);
}
function writeResultFile(runDir, origin, encoded) {
    const target = (0, node_path_1.join)(runDir, fileNameOf(origin));
    writeAtomically(target, `${JSON.stringify({ origin, encoded })}\n`);
    return target;
}
function writeScenarioFile(runDir, origin, record) {
    const target = (0, node_path_1.join)(runDir, fileNameOf(origin, SCENARIO_SUFFIX));
    writeAtomically(target, `${JSON.stringify({ origin, scenario: (0, karenina_1.pyJsonDumps)(record, { ensureAscii: false }) })}\n`);
    return target;
}
function isAttached(value) {
    const v = value;
    return (typeof v?.origin?.testPath === 'string' &&
        typeof v.origin.testName === 'string' &&
        typeof v.origin.index === 'number' &&
        typeof v.encoded?.result === 'string' &&
        typeof v.encoded.pass === 'boolean');
}
function readResultFiles(runDir) {
    const attached = [];
    for (const name of (0, node_fs_1.readdirSync)(runDir).sort()) {
        if (!name.endsWith(SUFFIX))
            continue;
        const file = (0, node_path_1.join)(runDir, name);
        const data = JSON.parse((0, node_fs_1.readFileSync)(file, 'utf8'));
        if (!isAttached(data))
            throw new Error(`${file}: not a jest-karenina result file (expected {origin: {testPath, testName, index}, encoded: {result, pass}})`);
        attached.push({ ...data.origin, encoded: data.encoded });
    }
    return attached;
}
function readScenarioFiles(runDir) {
    const attached = [];
    for (const name of (0, node_fs_1.readdirSync)(runDir).sort()) {
        if (!name.endsWith(SCENARIO_SUFFIX))
            continue;
        const file = (0, node_path_1.join)(runDir, name);
        const data = JSON.parse((0, node_fs_1.readFileSync)(file, 'utf8'));
        const origin = data?.origin;
        if (typeof origin?.testPath !== 'string' || typeof origin.testName !== 'string' || typeof origin.index !== 'number' || typeof data?.scenario !== 'string') {
            throw new Error(`${file}: not a jest-karenina scenario file (expected {origin: {testPath, testName, index}, scenario})`);
        }
        attached.push({ testPath: origin.testPath, testName: origin.testName, index: origin.index, record: (0, karenina_1.parsePyJson)(data.scenario) });
    }
    return attached;
}
