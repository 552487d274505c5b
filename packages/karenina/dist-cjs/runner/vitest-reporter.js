"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.KareninaReporter = void 0;
const node_path_1 = require("node:path");
const baseline_diff_js_1 = require("./baseline-diff.js");
const display_path_js_1 = require("./display-path.js");
const result_collector_js_1 = require("./result-collector.js");
const step_summary_js_1 = require("./step-summary.js");
const shard_notes_js_1 = require("./shard-notes.js");
const parse_py_json_js_1 = require("../compat/parse-py-json.js");
const result_meta_js_1 = require("./result-meta.js");
const runner_config_js_1 = require("./runner-config.js");
class KareninaReporter {
    options;
    #host;
    #startTime = null;
    #baseline = null;
    #collector = null;
    #defaults = {};
    constructor(options = {}) {
        this.options = options;
    }
    onInit(host) {
        this.#host = host;
    }
    onTestRunStart(_specifications, startTime = Date.now()) {
        this.#startTime = startTime;
        this.#collector?.discard();
        this.#collector = null;
        this.#baseline = this.options.baseline === undefined || this.options.summary === false ? null : (0, baseline_diff_js_1.readBaseline)(this.#baselinePath());
    }
    outputPath() {
        const root = this.#host?.config.root ?? process.cwd();
        const configured = this.#host?.config.outputFile;
        const fromConfig = typeof configured === 'object' && configured !== null ? configured['karenina'] : undefined;
        return (0, node_path_1.resolve)(root, this.options.outputFile ?? fromConfig ?? (0, runner_config_js_1.resolveRunnerConfig)(process.env).resultsFile);
    }
    onTestCaseResult(test) {
        if (test.id === undefined)
            return;
        const source = () => `${test.module?.moduleId ?? ''} › ${test.fullName}`;
        try {
            const meta = test.meta();
            if (!(0, result_meta_js_1.hasKareninaRecords)(meta))
                return;
            this.#collector ??= new result_collector_js_1.ResultCollector({ keepResults: false });
            const defaults = this.#defaults;
            defaults.title = test.fullName;
            if (this.#collector.stagePacked(test.id, meta, source, defaults))
                return;
            const carried = (0, result_meta_js_1.carriedRecordsOf)(meta, source());
            this.#collector.stageEncoded(test.id, carried.results, carried.scenarios.map((s) => (0, parse_py_json_js_1.parsePyJson)(s)), source(), { title: test.fullName });
        }
        catch {
        }
    }
    async onTestRunEnd(testModules) {
        const collector = this.#collector ?? new result_collector_js_1.ResultCollector({ keepResults: false });
        this.#collector = null;
        const path = this.outputPath();
        try {
            const modules = [...testModules].sort((a, b) => (a.moduleId < b.moduleId ? -1 : a.moduleId > b.moduleId ? 1 : 0));
            for (const module of modules) {
                for (const test of module.children.allTests()) {
                    if (test.id !== undefined && collector.commitStaged(test.id))
                        continue;
                    const source = `${module.moduleId} › ${test.fullName}`;
                    const carried = (0, result_meta_js_1.carriedRecordsOf)(test.meta(), source);
                    if (carried.results.length > 0)
                        collector.addEncoded(carried.results, source, { title: test.fullName });
                    collector.addScenarios(carried.scenarios.map((s) => (0, parse_py_json_js_1.parsePyJson)(s)));
                }
            }
        }
        catch (error) {
            collector.discard();
            throw error;
        }
        if (collector.size === 0 && collector.scenarios.length === 0) {
            const failures = loadFailures(testModules, this.#host?.config.root ?? process.cwd());
            if (failures.length > 0) {
                collector.discard();
                process.stderr.write(`\n${(0, shard_notes_js_1.loadFailureNote)({ failures, resultsFile: (0, display_path_js_1.displayPath)(path) })}\n`);
                return;
            }
        }
        const endTime = Date.now();
        const merged = (0, shard_notes_js_1.mergedRunTime)(this.#host?.state?.blobs?.executionTimes);
        const startTime = merged !== null ? endTime - merged : this.#startTime;
        await collector.write(path, { ...(this.options.jobId ? { jobId: this.options.jobId } : {}), startTime, endTime });
        if (collector.size === 0 && collector.scenarios.length === 0) {
            const note = (0, shard_notes_js_1.noResultsNote)({ shard: this.#host?.config.shard ?? null, merged: Boolean(this.#host?.config.mergeReports), resultsFile: (0, display_path_js_1.displayPath)(path) });
            process.stderr.write(`\n${note}\n`);
        }
        if (this.options.githubSummary !== false)
            await (0, step_summary_js_1.appendStepSummary)(collector.entries, { resultsFile: (0, display_path_js_1.displayPath)(path) });
        if (this.options.summary === false)
            return;
        let text = collector.summary({ resultsFile: (0, display_path_js_1.displayPath)(path) });
        if (this.#baseline)
            text += `\n\n${await this.#baselineSection(this.#baseline, path)}`;
        if (this.#host?.logger)
            this.#host.logger.log(text);
        else
            process.stdout.write(`${text}\n`);
    }
    #baselinePath() {
        return (0, node_path_1.resolve)(this.#host?.config.root ?? process.cwd(), this.options.baseline ?? '');
    }
    #baselineSection(baseline, path) {
        const root = this.#host?.config.root ?? process.cwd();
        const baselinePath = this.#baselinePath();
        const label = `${(0, display_path_js_1.displayPath)(baselinePath)}${baselinePath === path ? ' (previous run)' : ''}`;
        return (0, baseline_diff_js_1.formatBaselineDiff)(baseline, path, { baseline: label, results: (0, display_path_js_1.displayPath)(path) });
    }
}
exports.KareninaReporter = KareninaReporter;
function loadFailures(testModules, root) {
    const failures = [];
    for (const module of testModules) {
        const error = module.errors?.()[0];
        if (error !== undefined)
            failures.push({ file: (0, display_path_js_1.displayPath)(module.moduleId, root), message: String(error.message ?? error) });
    }
    if (failures.length > 0)
        return failures;
    for (const module of testModules) {
        for (const test of module.children.allTests()) {
            const result = test.result?.();
            if (result?.state !== 'failed')
                continue;
            failures.push({ file: `${(0, display_path_js_1.displayPath)(module.moduleId, root)} › ${test.fullName}`, message: String(result.errors?.[0]?.message ?? 'failed') });
        }
    }
    return failures;
}
