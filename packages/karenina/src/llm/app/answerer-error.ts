/**
 * The user's app failed to answer a question: it threw, or returned something karenina cannot read. The
 * question's result records it (failure category `answerer_error`, the message kept); the run goes on.
 */
export class AnswererError extends Error {
  override readonly name = 'AnswererError'

  constructor(
    /** The answerer's name. */
    readonly answerer: string,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options)
  }
}
