import type { ModelCallInfo } from '../pipeline/task-settings.js'
import type { VerificationResult } from '../results/verification-result.js'

/** Which task an event is about (the resume key's parts). */
export interface TaskRef {
  questionId: string
  /** ModelIdentity canonical keys. */
  answeringKey: string
  parsingKey: string
  replicate: number | null
}

/**
 * Progress of a run. Counts cover the whole run: `total` includes tasks done by a resumed file, and so does
 * `completed` (which starts at that number).
 */
export type VerificationProgressEvent =
  | {
      type: 'run-started'
      total: number
      /** Tasks already done in the resumed file. */
      resumed: number
      /** Tasks this call will run. */
      toRun: number
    }
  | { type: 'task-started'; task: TaskRef; total: number; completed: number; running: number }
  | {
      type: 'task-finished'
      task: TaskRef
      /** Saved already when the run has an output file. */
      result: VerificationResult
      total: number
      completed: number
      running: number
    }
  /** An HTTP attempt of a model call started (e.g. to say which call a slow run waits for). */
  | { type: 'call-started'; task: TaskRef; callId: number; call: ModelCallInfo }
  /** That attempt ended (answered, failed or cancelled). */
  | { type: 'call-finished'; task: TaskRef; callId: number }
