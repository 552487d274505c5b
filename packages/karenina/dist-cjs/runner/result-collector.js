"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.ResultCollector = void 0;
const node_path_1 = require("node:path");
const export_js_1 = require("../results/export.js");
const export_metadata_js_1 = require("../results/export-metadata.js");
const verification_result_set_js_1 = require("../results/verification-result-set.js");
const parse_py_json_js_1 = require("../compat/parse-py-json.js");
const line_spool_js_1 = require("./line-spool.js");
const output_file_js_1 = require("../utils/output-file.js");
const result_meta_js_1 = require("./result-meta.js");
const result_summary_view_js_1 = require("./result-summary-view.js");
const summary_view_js_1 = require("../results/summary-view.js");
const stats_js_1 = require("../results/stats.js");
const run_summary_js_1 = require("./run-summary.js");
const verdict_js_1 = require("./verdict.js");
class ResultCollector {
    #entries = [];
    #scenarios = [];
    #spool;
    #order = [];
    #staged = new Map();
    #interner = new summary_view_js_1.SummaryInterner();
    #lastIdentities = {};
    #tokens = { input_tokens: 0, output_tokens: 0, total_tokens: 0 };
    constructor(options = {}) {
        this.#spool = options.keepResults === false ? new line_spool_js_1.LineSpool() : null;
    }
    addScenarios(records) {
        this.#scenarios.push(...records);
    }
    get scenarios() {
        return this.#scenarios;
    }
    add(result, pass = (0, verdict_js_1.defaultPass)(result), annotations = {}) {
        const { entry, line } = this.#prepare(result, pass, annotations);
        this.#entries.push(entry);
        if (line >= 0)
            this.#order.push(line);
    }
    #prepare(result, pass, annotations, line) {
        if (!this.#spool)
            return { entry: { result, pass, ...annotations }, line: -1 };
        const number = this.#spool.append(line ?? (0, export_js_1.dumpResultLine)(result));
        return { entry: { result: this.#keepView((0, result_summary_view_js_1.resultSummaryView)(result)), pass, ...annotations }, line: number };
    }
    #keepView(view, fromPackedHeader = false) {
        const m = view.metadata;
        if (fromPackedHeader) {
            const last = this.#lastIdentities;
            if (m.answering !== last.answering)
                last.sharedAnswering = this.#interner.internAt('metadata', 'answering', (last.answering = m.answering));
            if (m.parsing !== last.parsing)
                last.sharedParsing = this.#interner.internAt('metadata', 'parsing', (last.parsing = m.parsing));
            m.answering = last.sharedAnswering;
            m.parsing = last.sharedParsing;
        }
        else {
            m.answering = this.#interner.internAt('metadata', 'answering', m.answering);
            m.parsing = this.#interner.internAt('metadata', 'parsing', m.parsing);
        }
        const template = view.template;
        if (template?.usage_metadata) {
            addTokenTotals(this.#tokens, template.usage_metadata);
            template.usage_metadata = undefined;
        }
        return view;
    }
    stageEncoded(key, encoded, scenarios = [], source, defaults = {}) {
        const staged = { entries: [], lines: [], scenarios: [...scenarios] };
        for (const { result, pass, line, ...annotations } of this.#decode(encoded, source)) {
            const prepared = this.#prepare(result, pass, { ...(defaults.title !== undefined ? { title: defaults.title } : {}), ...annotations }, line);
            staged.entries.push(prepared.entry);
            if (prepared.line >= 0)
                staged.lines.push(prepared.line);
        }
        this.#staged.set(key, staged);
    }
    stagePacked(key, meta, source, defaults = {}) {
        const spool = this.#spool;
        if (!spool)
            return false;
        let one = null;
        let many = null;
        const packed = (0, result_meta_js_1.forEachPackedRecord)(meta, source, (record) => {
            if (!record.scenario && record.view === undefined)
                return false;
            many ??= one === null ? null : { entries: [one.entry], lines: [one.line], scenarios: [] };
            if (record.scenario)
                (many ??= { entries: [], lines: [], scenarios: [] }).scenarios.push((0, parse_py_json_js_1.parsePyJson)(record.body.toString('utf8')));
            else {
                const line = spool.append(record.body);
                const entry = { result: this.#keepView(record.view, true), pass: record.pass, ...record.annotations };
                if (defaults.title !== undefined && entry.title === undefined)
                    entry.title = defaults.title;
                if (many !== null) {
                    many.entries.push(entry);
                    many.lines.push(line);
                }
                else
                    one = { entry, line };
            }
            return true;
        });
        if (packed)
            this.#staged.set(key, many ?? one ?? { entries: [], lines: [], scenarios: [] });
        return packed;
    }
    commitStaged(key) {
        const staged = this.#staged.get(key);
        if (staged === undefined)
            return false;
        this.#staged.delete(key);
        if ('entry' in staged) {
            this.#entries.push(staged.entry);
            this.#order.push(staged.line);
            return true;
        }
        this.#entries.push(...staged.entries);
        this.#order.push(...staged.lines);
        this.#scenarios.push(...staged.scenarios);
        return true;
    }
    addEncoded(encoded, source, defaults = {}) {
        for (const { result, pass, line, ...annotations } of this.#decode(encoded, source)) {
            const prepared = this.#prepare(result, pass, { ...(defaults.title !== undefined ? { title: defaults.title } : {}), ...annotations }, line);
            this.#entries.push(prepared.entry);
            if (prepared.line >= 0)
                this.#order.push(prepared.line);
        }
    }
    #decode(encoded, source) {
        return this.#spool ? (0, result_meta_js_1.decodeResultLines)(encoded, source) : (0, result_meta_js_1.decodeResults)(encoded, source);
    }
    discard() {
        this.#spool?.remove();
    }
    get size() {
        return this.#entries.length;
    }
    get entries() {
        return this.#entries;
    }
    get results() {
        if (this.#spool)
            throw new Error('ResultCollector: created with keepResults: false, it keeps no whole results (read the written file)');
        return this.#entries.map((e) => e.result);
    }
    toResultSet() {
        return new verification_result_set_js_1.VerificationResultSet(this.results, this.#scenarios.length > 0 ? { scenarioResults: [...this.#scenarios] } : {});
    }
    async write(path, options = {}) {
        const results = this.#entries.map((e) => e.result);
        await process.getBuiltinModule('node:fs/promises').mkdir((0, node_path_1.dirname)(path), { recursive: true });
        const toSeconds = (ms) => (ms === null || ms === undefined ? null : ms / 1000);
        const exportOptions = {
            job: {
                ...(0, export_metadata_js_1.jobInfoFromResults)(results, options.jobId ?? `karenina-${process.getBuiltinModule('node:crypto').randomUUID()}`),
                successfulCount: this.#entries.filter((e) => e.pass).length,
                failedCount: this.#entries.filter((e) => !e.pass).length,
                startTime: toSeconds(options.startTime),
                endTime: toSeconds(options.endTime),
                isComplete: true,
                ...(options.now ? { now: options.now } : {}),
            },
            ...(this.#scenarios.length > 0 ? { scenarioResults: this.#scenarios } : {}),
        };
        if (!this.#spool)
            return (0, export_js_1.writeResultsExport)(path, results, exportOptions);
        const [head, ...tail] = [...(0, export_js_1.exportResultsChunks)([], exportOptions)];
        const spool = this.#spool;
        spool.close();
        try {
            await (0, output_file_js_1.writeOutputFile)(path, async (out) => {
                await out.write(head);
                await spool.copyTo(out, this.#order);
                for (const chunk of tail)
                    await out.write(chunk);
            });
        }
        finally {
            spool.remove();
        }
    }
    summary(options = {}) {
        return (0, run_summary_js_1.renderRunSummary)(this.#entries, this.#spool ? { ...options, tokens: this.#tokens } : options);
    }
}
exports.ResultCollector = ResultCollector;
function addTokenTotals(totals, usage) {
    let stages = 0;
    for (const stage in usage)
        if (stage !== 'total')
            stages++;
    for (const stage in usage) {
        if (stages > 0 && stage === 'total')
            continue;
        const entry = usage[stage];
        const inp = (0, stats_js_1.numberOrNull)(entry?.input_tokens) ?? 0;
        const out = (0, stats_js_1.numberOrNull)(entry?.output_tokens) ?? 0;
        totals.input_tokens += inp;
        totals.output_tokens += out;
        totals.total_tokens += (0, stats_js_1.numberOrNull)(entry?.total_tokens) ?? inp + out;
    }
}
