"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.projectResultsFile = projectResultsFile;
const node_fs_1 = require("node:fs");
const node_path_1 = require("node:path");
const karenina_1 = require("karenina");
const runner_context_js_1 = require("./runner-context.js");
const result_file_js_1 = require("./side-channel/result-file.js");
const run_dir_js_1 = require("./side-channel/run-dir.js");
const test_order_js_1 = require("./side-channel/test-order.js");
const shard_file_name_js_1 = require("./shard-file-name.js");
function projectResultsFile(contexts) {
    const files = new Set();
    for (const context of contexts) {
        const settings = context.config?.globals?.[runner_context_js_1.JEST_GLOBALS_KEY];
        const file = typeof settings === 'object' && settings !== null ? settings.resultsFile : undefined;
        if (file === undefined || file === null)
            continue;
        if (typeof file !== 'string' || file.trim() === '')
            throw new karenina_1.ConfigError('globals.karenina.resultsFile', `expected a file path, received ${JSON.stringify(file)}`);
        files.add(file);
    }
    if (files.size > 1) {
        throw new karenina_1.ConfigError('globals.karenina.resultsFile', `the projects of this run name different results files (${[...files].map((f) => JSON.stringify(f)).join(', ')}); one run writes one file: set the reporter's outputFile instead`);
    }
    return [...files][0];
}
class KareninaReporter {
    #globalConfig;
    #options;
    #testOrder = new Map();
    #runDir;
    #runId = '';
    #startTime = 0;
    #error;
    constructor(globalConfig, options = {}) {
        this.#globalConfig = globalConfig;
        this.#options = options ?? {};
    }
    onRunStart() {
        this.#startTime = Date.now();
        this.#runId = (0, run_dir_js_1.newRunId)();
        this.#testOrder.clear();
        this.#error = undefined;
        this.#runDir = (0, run_dir_js_1.createRunDir)(this.#runId, this.#options.runDirParent);
        process.env[run_dir_js_1.RUN_DIR_ENV] = this.#runDir;
    }
    onTestResult(_test, testResult) {
        this.#testOrder.set(testResult.testFilePath, testResult.testResults.map((r) => r.fullName));
    }
    outputPath(env = process.env, configured) {
        const explicit = this.#options.outputFile ?? configured ?? (env['KARENINA_RESULTS_FILE']?.trim() || undefined);
        const base = explicit ?? (0, karenina_1.resolveRunnerConfig)(env).resultsFile;
        const shard = this.#globalConfig.shard;
        const file = explicit === undefined && shard && shard.shardCount > 1 ? (0, shard_file_name_js_1.shardFileName)(base, shard.shardIndex, shard.shardCount) : base;
        return (0, node_path_1.isAbsolute)(file) ? file : (0, node_path_1.resolve)(this.#globalConfig.rootDir, file);
    }
    async onRunComplete(testContexts = [], aggregated) {
        const runDir = this.#runDir;
        if (runDir === undefined)
            return;
        let collector;
        try {
            const attached = (0, test_order_js_1.sortAttachedResults)((0, result_file_js_1.readResultFiles)(runDir), this.#testOrder);
            collector = new karenina_1.ResultCollector({ keepResults: false });
            collector.addEncoded(attached.map((a) => ({ ...a.encoded, title: a.encoded.title ?? a.testName })), `jest results in ${runDir}`);
            collector.addScenarios((0, test_order_js_1.sortAttachedResults)((0, result_file_js_1.readScenarioFiles)(runDir), this.#testOrder).map((s) => s.record));
            const output = this.outputPath(process.env, projectResultsFile(testContexts));
            if (collector.size === 0 && collector.scenarios.length === 0) {
                const failures = runFailures(aggregated, this.#globalConfig.rootDir);
                if (failures.length > 0) {
                    collector.discard();
                    process.stderr.write(`\n${(0, karenina_1.loadFailureNote)({ failures, resultsFile: (0, karenina_1.displayPath)(output) })}\n`);
                    return;
                }
            }
            await collector.write(output, { jobId: `jest-${this.#runId}`, startTime: this.#startTime, endTime: Date.now() });
            if (collector.size === 0 && collector.scenarios.length === 0) {
                const shard = this.#globalConfig.shard;
                const info = shard && shard.shardCount > 1 ? { index: shard.shardIndex, count: shard.shardCount } : null;
                process.stderr.write(`\n${(0, karenina_1.noResultsNote)({ shard: info, resultsFile: (0, karenina_1.displayPath)(output) })}\n`);
            }
            if (this.#options.githubSummary !== false)
                await (0, karenina_1.appendStepSummary)(collector.entries, { resultsFile: (0, karenina_1.displayPath)(output) });
            if (this.#options.summary !== false) {
                process.stderr.write(`\n${collector.summary({ resultsFile: (0, karenina_1.displayPath)(output) })}\n`);
            }
        }
        catch (error) {
            collector?.discard();
            this.#error = new Error(`jest-karenina reporter: could not write the results: ${error.message}`, { cause: error });
            process.stderr.write(`\n${this.#error.message}\n`);
        }
        finally {
            if (!this.#options.keepRunDir)
                (0, node_fs_1.rmSync)(runDir, { recursive: true, force: true });
            if (process.env[run_dir_js_1.RUN_DIR_ENV] === runDir)
                delete process.env[run_dir_js_1.RUN_DIR_ENV];
            this.#runDir = undefined;
        }
    }
    getLastError() {
        return this.#error;
    }
}
exports.default = KareninaReporter;
function runFailures(aggregated, rootDir) {
    const files = aggregated?.testResults ?? [];
    const notRun = files
        .filter((r) => r.testExecError)
        .map((r) => ({ file: (0, karenina_1.displayPath)(r.testFilePath, rootDir), message: String(r.testExecError?.message ?? r.testExecError) }));
    if (notRun.length > 0)
        return notRun;
    return files.flatMap((r) => r.testResults
        .filter((t) => t.status === 'failed')
        .map((t) => ({ file: `${(0, karenina_1.displayPath)(r.testFilePath, rootDir)} › ${t.fullName}`, message: t.failureMessages?.[0] ?? 'failed' })));
}
