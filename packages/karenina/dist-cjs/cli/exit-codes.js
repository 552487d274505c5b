"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.EXIT_CODES_HELP = exports.EXIT = void 0;
exports.EXIT = {
    ok: 0,
    checkFailed: 1,
    badInput: 2,
    resultErrors: 3,
    incomplete: 3,
    internal: 4,
    sigint: 130,
    sigterm: 143,
};
exports.EXIT_CODES_HELP = `
Exit codes:
  0  success: every result was judged (and the pass rate meets --min-pass-rate when given)
  1  check failed: pass rate below --min-pass-rate (wrong answers), \`validate\` found problems, or
     \`diff\` found a regression (by --fail-on)
  2  bad input: unknown flag, unreadable or invalid file, unknown question id, bad model or config
  3  not every result was judged:
     - some results are errors (provider or network failure after retries, unrunnable template, judge
       without a valid reply, failed rubric trait evaluation); --allow-errors counts them as not passed
       and leaves the verdict to --min-pass-rate. Takes precedence over 1.
     - or the run timed out (--timeout); finished results are saved, rerun the same command with
       --resume to do the rest
  4  internal error (a bug: please report it)
  130, 143  verify stopped by SIGINT (Ctrl-C) or SIGTERM: finished results are saved in the progress
     file, rerun with --resume; a second signal stops at once`;
