import type { ModelCallInfo } from '../../pipeline/task-settings.js'
import type { VerificationResult } from '../../results/verification-result.js'
import type { ScenarioExecutionResult } from '../../results/scenario-execution-result.js'

/** Which task an event is about (the resume key's parts). */
export interface TaskRef {
  questionId: string
  /** ModelIdentity canonical keys. */
  answeringKey: string
  parsingKey: string
  replicate: number | null
}

/** Which scenario run an event is about (scenario × answering model × parsing model × replicate). */
export interface ScenarioRef {
  scenarioId: string
  /** Display strings (`interface:model`). */
  answeringModel: string
  parsingModel: string
  replicate: number | null
}

/** Which scenario turn a model call belongs to. */
export interface ScenarioTurnRef extends ScenarioRef {
  nodeId: string
  turn: number
}

/**
 * Progress of a run. Counts cover the whole run: `total` includes tasks done by a resumed file, and so does
 * `completed` (which starts at that number). A scenario run counts scenario runs instead of tasks
 * (`unit: 'scenario'`), and reports each turn as it finishes.
 */
export type VerificationProgressEvent =
  | {
      type: 'run-started'
      total: number
      /** Tasks (scenario runs) already done in the resumed file. */
      resumed: number
      /** Tasks (scenario runs) this call will run. */
      toRun: number
      /** What the counts count: absent for tasks, `'scenario'` for scenario runs. */
      unit?: 'scenario'
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
  /** In a scenario run, `task` is the turn's (its node's question) and `scenario` names the run and node. */
  | { type: 'call-started'; task: TaskRef; callId: number; call: ModelCallInfo; scenario?: ScenarioTurnRef }
  /** That attempt ended (answered, failed or cancelled). */
  | { type: 'call-finished'; task: TaskRef; callId: number; scenario?: ScenarioTurnRef }
  | { type: 'scenario-started'; scenario: ScenarioRef; total: number; completed: number; running: number }
  /** A turn of a scenario run finished; `nextNode` is null when the scenario stops after it. */
  | { type: 'turn-finished'; scenario: ScenarioRef; turn: number; nodeId: string; nextNode: string | null; result: VerificationResult }
  | {
      type: 'scenario-finished'
      scenario: ScenarioRef
      /** Saved already when the run has an output file; null when the run threw instead of finishing. */
      run: ScenarioExecutionResult | null
      /** Why the run threw (it is also in the set's `errors`); null for a finished run. */
      error: Error | null
      total: number
      completed: number
      running: number
    }
  /** Batch mode (`runVerification` option `batch`): a provider batch was submitted, polled, ended; the run's totals. */
  | BatchRoundEvent
  | { type: 'batch-summary'; stats: BatchModeStats }

/** What batch mode did in a run, for the summary. */
export interface BatchModeStats {
  /** Provider batches submitted by this process (batches picked up from a resumed journal are not counted). */
  batchesSubmitted: number
  /** Batches of an earlier process picked up from the journal instead of submitting their requests again. */
  batchesResumed: number
  /** Calls answered by a batch (at the batch price, half the live price at OpenAI and Anthropic). */
  callsBatched: number
  /** Calls a batch left unprocessed (expired, cancelled) and that were sent live instead. */
  callsSentLive: number
  /** Calls a batch answered with an error (retried by the retry policy, in a later batch). */
  callsErrored: number
  /** Input and output tokens of the batched calls. */
  inputTokens: number
  outputTokens: number
}

/** Batch mode's progress, as the run reports it. */
export type BatchRoundEvent =
  | {
      type: 'batch-submitted'
      batchId: string
      provider: 'openai' | 'anthropic'
      model: string
      calls: number
      resumed: boolean
      /** Found for a journaled intent by size and time only: the run's once its results hold the intent's requests. */
      unverified?: true
    }
  | { type: 'batch-polled'; batchId: string; provider: 'openai' | 'anthropic'; model: string; status: string; done: number; total: number }
  | { type: 'batch-ended'; batchId: string; provider: 'openai' | 'anthropic'; model: string; succeeded: number; errored: number; unprocessed: number }
  /**
   * A batch found at the provider for a journaled intent by size and time only (Anthropic) held other requests
   * than the intent's: not the run's, so not counted as picked up; its `calls` go into a new batch.
   */
  | { type: 'batch-rejected'; batchId: string; provider: 'openai' | 'anthropic'; model: string; calls: number }

