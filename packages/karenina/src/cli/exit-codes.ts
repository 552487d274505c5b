/** Exit codes of the `karenina` command (listed in `karenina --help`). */
export const EXIT = {
  /** Done: every result was judged and every threshold met. */
  ok: 0,
  /** The check failed: pass rate below `--min-pass-rate`, `validate` found problems, or `diff` found a regression. */
  checkFailed: 1,
  /** Bad input: a flag, an unreadable or invalid file, an unknown question id, a bad model or config. */
  badInput: 2,
  /**
   * Not every result was judged: some results are errors (provider or network failure, unrunnable template,
   * judge without a valid reply, failed rubric trait evaluation) and `--allow-errors` was not given.
   */
  resultErrors: 3,
  /** The run stopped before the end (interrupted or timed out); finished results are saved: rerun with `--resume`. */
  incomplete: 3,
  /**
   * `verify --max-cost`: the finished results cost the budget, so the run stopped scheduling new work; every
   * finished result is saved (the results file and the progress file): rerun with `--resume` and a higher budget.
   */
  budget: 5,
  /** An unexpected internal error (a bug: please report it with the message). */
  internal: 4,
  /** `verify` stopped by SIGINT (Ctrl-C): 128 + 2, as shells report it; finished results are saved. */
  sigint: 130,
  /** `verify` stopped by SIGTERM: 128 + 15; finished results are saved. */
  sigterm: 143,
} as const

/** One of {@link EXIT}'s values. */
export type ExitCode = (typeof EXIT)[keyof typeof EXIT]

/** The `--help` section describing the exit codes. */
export const EXIT_CODES_HELP = `
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
  5  verify stopped at its --max-cost budget: no new work was started once the finished results cost
     that much; every finished result is saved (--output and its progress file), rerun with --resume
     and a higher --max-cost to do the rest
  130, 143  verify stopped by SIGINT (Ctrl-C) or SIGTERM: finished results are saved in the progress
     file, rerun with --resume; a second signal stops at once`
