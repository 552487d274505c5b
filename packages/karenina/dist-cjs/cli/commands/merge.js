"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.mergeCommand = mergeCommand;
const node_crypto_1 = require("node:crypto");
const node_path_1 = require("node:path");
const commander_1 = require("commander");
const export_js_1 = require("../../results/export.js");
const output_file_js_1 = require("../../utils/output-file.js");
const import_js_1 = require("../../results/import.js");
const merge_results_js_1 = require("../../results/merge-results.js");
const cli_io_js_1 = require("../cli-io.js");
const exit_codes_js_1 = require("../exit-codes.js");
async function runMerge(files, opts, io) {
    const paths = files.map((f) => (0, node_path_1.resolve)(io.cwd, f));
    const output = (0, node_path_1.resolve)(io.cwd, opts.output);
    await (0, output_file_js_1.resolveOutputTarget)(output, { inputs: paths });
    const sets = await Promise.all(paths.map(async (path) => ({ set: await (0, import_js_1.readResultsFile)(path), source: path })));
    const { set, duplicatesDropped } = (0, merge_results_js_1.mergeResultSets)(sets);
    const failed = set.results.filter((r) => r.metadata.failure !== null).length;
    await (0, export_js_1.writeResultsExport)(output, set, {
        job: {
            jobId: `merge_${(0, node_crypto_1.randomUUID)().replaceAll('-', '').slice(0, 8)}`,
            totalQuestions: new Set(set.results.map((r) => r.metadata.question_id)).size,
            successfulCount: set.results.length - failed,
            failedCount: failed,
            isComplete: true,
        },
    }, { inputs: paths });
    const dupes = duplicatesDropped > 0 ? ` (${duplicatesDropped} exact duplicate${duplicatesDropped === 1 ? '' : 's'} dropped)` : '';
    (0, cli_io_js_1.writeLine)(io.stdout, `merged ${set.results.length} results from ${files.length} files${dupes} → ${output}`);
    return exit_codes_js_1.EXIT.ok;
}
function mergeCommand(io, done) {
    return new commander_1.Command('merge')
        .description('merge results files (e.g. shards of one run) into one v2.2 export')
        .argument('<results...>', 'results files to merge, in order')
        .requiredOption('-o, --output <file>', 'the merged results file')
        .addHelpText('after', `
Duplicates are found by metadata.result_id: an exact copy of an earlier result is dropped (and counted);
the same result_id with different content is an error naming both files (exit 2), since keeping either
would hide a corrupted or edited file.`)
        .action(async (files, opts) => {
        done(await runMerge(files, opts, io));
    });
}
