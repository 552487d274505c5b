import { KareninaError } from './karenina-error.js'

/** One judge call of the parser retry ladder. */
export interface ParseAttemptRecord {
  /** `native` structured output, `prompt` (schema in the prompt + JSON recovery), or a `feedback` retry. */
  strategy: 'native' | 'prompt' | 'feedback'
  /** The judge's reply text (tool input serialized as JSON for tool-based structured output). */
  text: string
  /** Why the reply was rejected; absent for the accepted attempt. */
  error?: string
}

/**
 * A judge that never produced a valid object. The pipeline reports it as a parse failure, never as a wrong
 * answer; it carries every attempt and the last validation error.
 */
export class ParseFailureError extends KareninaError {
  constructor(
    readonly schemaName: string,
    readonly attempts: readonly ParseAttemptRecord[],
    readonly lastError: string,
  ) {
    super(
      'KARENINA_PARSE_FAILURE',
      `could not parse the judge's reply into ${schemaName} after ${attempts.length} attempt(s): ${lastError}`,
    )
  }
}
