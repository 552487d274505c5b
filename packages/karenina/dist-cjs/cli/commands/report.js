"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.reportCommand = reportCommand;
const node_path_1 = require("node:path");
const commander_1 = require("commander");
const html_report_js_1 = require("../../report/html-report.js");
const output_file_js_1 = require("../../utils/output-file.js");
const summary_table_js_1 = require("../../report/summary-table.js");
const import_js_1 = require("../../results/import.js");
const merge_results_js_1 = require("../../results/merge-results.js");
const cli_io_js_1 = require("../cli-io.js");
const pass_rate_gate_js_1 = require("../pass-rate-gate.js");
const parse_options_js_1 = require("../parse-options.js");
async function runReport(files, opts, io) {
    const paths = files.map((f) => (0, node_path_1.resolve)(io.cwd, f));
    const html = opts.html ? (0, node_path_1.resolve)(io.cwd, opts.html) : undefined;
    if (html)
        await (0, output_file_js_1.resolveOutputTarget)(html, { inputs: paths });
    const sets = await Promise.all(paths.map(async (path) => ({ set: await (0, import_js_1.readResultsFile)(path), source: path })));
    const { set } = (0, merge_results_js_1.mergeResultSets)(sets);
    (0, cli_io_js_1.writeLine)(io.stdout, (0, summary_table_js_1.formatSummary)(set.results, { color: opts.color !== false && (0, cli_io_js_1.useColor)(io.stdout, io.env), title: opts.title ?? 'Summary' }));
    if (html) {
        await (0, html_report_js_1.writeHtmlReport)(html, set.results, { ...(opts.title ? { title: opts.title } : {}), subtitle: files.join(', ') }, { inputs: paths });
        (0, cli_io_js_1.writeLine)(io.stdout, `\nreport: ${html}`);
    }
    return (0, pass_rate_gate_js_1.checkRun)(set.results, { minPassRate: opts.minPassRate, allowErrors: opts.allowErrors }, io);
}
function reportCommand(io, done) {
    return new commander_1.Command('report')
        .description('summarize results files in the terminal, and optionally as a self-contained HTML page')
        .argument('<results...>', 'results files (v2.2 export, legacy exports, or arrays of results); several are read as one set')
        .option('--html <file>', 'write the HTML report (inline CSS, script and charts: opens offline)')
        .option('--title <text>', 'report title')
        .option('--min-pass-rate <rate>', 'exit 1 when the share of passing results is lower (0.8 or 80%)', parse_options_js_1.passRateOption)
        .option('--allow-errors', 'results that are errors count as not passed instead of making the exit code 3')
        .option('--no-color', 'no colours in the summary')
        .action(async (files, opts) => {
        done(await runReport(files, opts, io));
    });
}
