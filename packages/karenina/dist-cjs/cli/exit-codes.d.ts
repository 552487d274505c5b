/** Exit codes of the `karenina` command (listed in `karenina --help`). */
export declare const EXIT: {
    /** Done: every result was judged and every threshold met. */
    readonly ok: 0;
    /** The check failed: pass rate below `--min-pass-rate`, `validate` found problems, or `diff` found a regression. */
    readonly checkFailed: 1;
    /** Bad input: a flag, an unreadable or invalid file, an unknown question id, a bad model or config. */
    readonly badInput: 2;
    /**
     * Not every result was judged: some results are errors (provider or network failure, unrunnable template,
     * judge without a valid reply, failed rubric trait evaluation) and `--allow-errors` was not given.
     */
    readonly resultErrors: 3;
    /** The run stopped before the end (interrupted or timed out); finished results are saved: rerun with `--resume`. */
    readonly incomplete: 3;
    /** An unexpected internal error (a bug: please report it with the message). */
    readonly internal: 4;
    /** `verify` stopped by SIGINT (Ctrl-C): 128 + 2, as shells report it; finished results are saved. */
    readonly sigint: 130;
    /** `verify` stopped by SIGTERM: 128 + 15; finished results are saved. */
    readonly sigterm: 143;
};
/** One of {@link EXIT}'s values. */
export type ExitCode = (typeof EXIT)[keyof typeof EXIT];
/** The `--help` section describing the exit codes. */
export declare const EXIT_CODES_HELP = "\nExit codes:\n  0  success: every result was judged (and the pass rate meets --min-pass-rate when given)\n  1  check failed: pass rate below --min-pass-rate (wrong answers), `validate` found problems, or\n     `diff` found a regression (by --fail-on)\n  2  bad input: unknown flag, unreadable or invalid file, unknown question id, bad model or config\n  3  not every result was judged:\n     - some results are errors (provider or network failure after retries, unrunnable template, judge\n       without a valid reply, failed rubric trait evaluation); --allow-errors counts them as not passed\n       and leaves the verdict to --min-pass-rate. Takes precedence over 1.\n     - or the run timed out (--timeout); finished results are saved, rerun the same command with\n       --resume to do the rest\n  4  internal error (a bug: please report it)\n  130, 143  verify stopped by SIGINT (Ctrl-C) or SIGTERM: finished results are saved in the progress\n     file, rerun with --resume; a second signal stops at once";
