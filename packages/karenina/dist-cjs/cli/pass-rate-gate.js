"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.checkPassRate = checkPassRate;
exports.checkRun = checkRun;
const result_verdict_js_1 = require("../results/result-verdict.js");
const summary_table_js_1 = require("../report/summary-table.js");
const cli_io_js_1 = require("./cli-io.js");
const exit_codes_js_1 = require("./exit-codes.js");
function checkPassRate(results, minPassRate, io) {
    if (minPassRate === undefined)
        return exit_codes_js_1.EXIT.ok;
    const { passRate, passed, total } = (0, result_verdict_js_1.countVerdicts)(results);
    const rate = passRate ?? 0;
    if (rate + 1e-12 >= minPassRate) {
        (0, cli_io_js_1.writeLine)(io.stdout, `pass rate ${(0, summary_table_js_1.formatPercent)(rate)} (${passed}/${total}) meets --min-pass-rate ${(0, summary_table_js_1.formatPercent)(minPassRate)}`);
        return exit_codes_js_1.EXIT.ok;
    }
    (0, cli_io_js_1.writeLine)(io.stderr, `pass rate ${(0, summary_table_js_1.formatPercent)(rate)} (${passed}/${total}) is below --min-pass-rate ${(0, summary_table_js_1.formatPercent)(minPassRate)}`);
    return exit_codes_js_1.EXIT.checkFailed;
}
function checkRun(results, options, io) {
    const gate = checkPassRate(results, options.minPassRate, io);
    const errors = results.filter((r) => (0, result_verdict_js_1.resultVerdict)(r) === 'error');
    if (errors.length === 0)
        return gate;
    const byCategory = new Map();
    for (const r of errors) {
        const category = r.metadata.failure?.category ?? 'unknown';
        byCategory.set(category, (byCategory.get(category) ?? 0) + 1);
    }
    const categories = [...byCategory].map(([category, n]) => `${category} ${n}`).join(', ');
    const what = `${errors.length} of ${results.length} results ${errors.length === 1 ? 'is an error' : 'are errors'} (${categories}): they were not judged`;
    if (options.allowErrors) {
        (0, cli_io_js_1.writeLine)(io.stderr, `${what}; --allow-errors counts them as not passed`);
        return gate;
    }
    (0, cli_io_js_1.writeLine)(io.stderr, `${what}. Exit 3; --allow-errors counts them as not passed and leaves the verdict to --min-pass-rate`);
    return exit_codes_js_1.EXIT.resultErrors;
}
