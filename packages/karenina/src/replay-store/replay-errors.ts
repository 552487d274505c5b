import { KareninaError } from '../errors/karenina-error.js'

/** A replay store file that cannot be read or written: wrong version, malformed JSON or entries. Names the file. */
export class ReplayPersistenceError extends KareninaError {
  constructor(
    readonly file: string,
    detail: string,
    options?: { cause?: unknown },
  ) {
    super('KARENINA_REPLAY_PERSISTENCE', `replay store ${file}: ${detail}`, options)
  }
}

/**
 * An entry's `parsed_answer_fields` do not fit the question's template, under
 * `replay_parse_on_hydration_mismatch: "strict"` (spec 02 §4.8 step 3). Names the question and the problem.
 */
export class ReplayHydrationError extends KareninaError {
  constructor(
    readonly questionId: string,
    detail: string,
    options?: { cause?: unknown },
  ) {
    super('KARENINA_REPLAY_HYDRATION', `replay entry of question ${questionId}: parsed_answer_fields do not fit the template: ${detail}`, options)
  }
}
