import { pyStrRepr } from '../compat/py-str.js'
import { CheckError } from '../errors/check-error.js'

/**
 * A user-supplied regular expression ran out of its time budget (catastrophic backtracking, e.g. `(a+)+$`).
 * The check that ran it fails with this error; the run goes on. A `CheckError` of kind `regex`.
 */
export class RegexTimeoutError extends CheckError {
  constructor(
    readonly pattern: string,
    readonly timeoutMs: number,
  ) {
    super(
      'regex',
      `regex timeout: regular expression ${pyStrRepr(pattern)} did not finish within ${timeoutMs} ms ` +
        '(catastrophic backtracking; `karenina validate` names such patterns; the budget is KARENINA_REGEX_TIMEOUT_MS or --regex-timeout)',
    )
  }

  /** True for a regex timeout, also across duplicated copies of the package. */
  static isRegexTimeout(error: unknown): error is RegexTimeoutError {
    return error instanceof Error && error.name === 'RegexTimeoutError'
  }
}
