"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.runCli = runCli;
const commander_1 = require("commander");
const cli_error_js_1 = require("./cli-error.js");
const cli_io_js_1 = require("./cli-io.js");
const diff_js_1 = require("./commands/diff.js");
const merge_js_1 = require("./commands/merge.js");
const report_js_1 = require("./commands/report.js");
const validate_js_1 = require("./commands/validate.js");
const verify_js_1 = require("./commands/verify.js");
const exit_codes_js_1 = require("./exit-codes.js");
const own_package_js_1 = require("../utils/own-package.js");
async function runCli(args, io) {
    let exitCode = exit_codes_js_1.EXIT.ok;
    const done = (code) => {
        exitCode = code;
    };
    const program = new commander_1.Command('karenina')
        .description('LLM benchmarking with answer templates, a judge model and deterministic verification primitives')
        .version((0, own_package_js_1.ownPackage)().version, '-v, --version')
        .configureOutput({ writeOut: (s) => io.stdout.write(s), writeErr: (s) => io.stderr.write(s) })
        .showHelpAfterError('(run with --help for usage)')
        .exitOverride()
        .addHelpText('after', exit_codes_js_1.EXIT_CODES_HELP);
    for (const command of [(0, verify_js_1.verifyCommand)(io, done), (0, report_js_1.reportCommand)(io, done), (0, merge_js_1.mergeCommand)(io, done), (0, diff_js_1.diffCommand)(io, done), (0, validate_js_1.validateCommand)(io, done)]) {
        program.addCommand(command.addHelpText('after', exit_codes_js_1.EXIT_CODES_HELP).exitOverride().configureOutput(program.configureOutput()));
    }
    try {
        await program.parseAsync(args, { from: 'user' });
    }
    catch (error) {
        if (error instanceof commander_1.CommanderError) {
            return error.exitCode === 0 ? exit_codes_js_1.EXIT.ok : exit_codes_js_1.EXIT.badInput;
        }
        const { exitCode: code, message } = (0, cli_error_js_1.describeCliError)(error);
        (0, cli_io_js_1.writeLine)(io.stderr, `karenina: ${message}`);
        return code;
    }
    return exitCode;
}
