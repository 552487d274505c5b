"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.diffCommand = diffCommand;
const node_path_1 = require("node:path");
const commander_1 = require("commander");
const html_report_js_1 = require("../../report/html-report.js");
const output_file_js_1 = require("../../utils/output-file.js");
const import_js_1 = require("../../results/import.js");
const diff_results_js_1 = require("../../results-diff/diff-results.js");
const format_diff_js_1 = require("../../results-diff/format-diff.js");
const regression_gate_js_1 = require("../../results-diff/regression-gate.js");
const cli_io_js_1 = require("../cli-io.js");
const exit_codes_js_1 = require("../exit-codes.js");
const parse_options_js_1 = require("../parse-options.js");
function alphaOption(value) {
    const n = Number(value);
    if (value.trim() === '' || !(n > 0 && n < 1))
        throw new commander_1.InvalidArgumentError(`expected a significance level between 0 and 1 (0.05), received "${value}"`);
    return n;
}
async function runDiff(baseFile, headFile, opts, io) {
    const inputs = [baseFile, headFile].map((f) => (0, node_path_1.resolve)(io.cwd, f));
    const html = opts.html ? (0, node_path_1.resolve)(io.cwd, opts.html) : undefined;
    if (html)
        await (0, output_file_js_1.resolveOutputTarget)(html, { inputs });
    const [base, head] = await Promise.all(inputs.map((f) => (0, import_js_1.readResultsFile)(f)));
    const diff = (0, diff_results_js_1.diffResults)({ results: base.results, source: baseFile }, { results: head.results, source: headFile }, { alpha: opts.alpha, pairBy: opts.by });
    const verdict = (0, regression_gate_js_1.checkRegression)(diff, { failOn: opts.failOn, maxDrop: opts.maxDrop });
    if (opts.json)
        (0, cli_io_js_1.writeLine)(io.stdout, JSON.stringify({ ...diff, regression: verdict }, null, 2));
    else
        (0, cli_io_js_1.writeLine)(io.stdout, (0, format_diff_js_1.formatDiff)(diff, { color: opts.color !== false && (0, cli_io_js_1.useColor)(io.stdout, io.env), verdict }));
    if (html) {
        await (0, html_report_js_1.writeHtmlReport)(html, head.results, { subtitle: headFile, baseline: diff }, { inputs });
        (0, cli_io_js_1.writeLine)(opts.json ? io.stderr : io.stdout, `${opts.json ? '' : '\n'}report: ${html}`);
    }
    return verdict.regressed ? exit_codes_js_1.EXIT.checkFailed : exit_codes_js_1.EXIT.ok;
}
function diffCommand(io, done) {
    return new commander_1.Command('diff')
        .description('compare two results files question by question: verdicts that flipped, pass rate change per model, trait deltas')
        .argument('<base>', 'the baseline results file (e.g. from main)')
        .argument('<head>', 'the results file to compare with it (e.g. from this change)')
        .option('--json', 'print the diff as JSON (snake_case keys) instead of tables')
        .option('--html <file>', "write head's HTML report with a 'Compared with baseline' section")
        .option('--alpha <p>', 'significance level of the paired test; intervals are at 1 - alpha', alphaOption, 0.05)
        .option('--max-drop <rate>', 'tolerated drop of a pass rate (0.05 or 5%)', parse_options_js_1.passRateOption, 0)
        .addOption(new commander_1.Option('--fail-on <when>', 'what exits 1: a significant drop, any drop beyond --max-drop, any pass → fail flip, or never')
        .choices(['significant', 'drop', 'flip', 'never'])
        .default('significant'))
        .addOption(new commander_1.Option('--by <model>', 'pair by answering model | judge (combo) or by answering model only').choices(['combo', 'answering']).default('combo'))
        .option('--no-color', 'no colours')
        .addHelpText('after', `
Results are paired per question × model; replicates of a cell pass when more than half pass. Errors count
as not passed. Per model: pass rates with Wilson intervals, the change with Newcombe's paired interval,
and the exact McNemar test of questions lost vs gained. Exit 0: no regression by --fail-on; 1: regression;
2: bad input (unreadable or invalid file, no common question × model).`)
        .action(async (base, head, opts) => {
        done(await runDiff(base, head, opts, io));
    });
}
