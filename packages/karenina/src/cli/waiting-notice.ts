import type { Writable } from 'node:stream'
import type { ScenarioTurnRef, VerificationProgressEvent } from '../scenario/run/progress-event.js'
import type { ModelCallInfo } from '../pipeline/task-settings.js'
import { writeLine } from './cli-io.js'

interface Waiting {
  call: ModelCallInfo
  questionId: string
  /** Set for a call inside a scenario turn. */
  scenario: ScenarioTurnRef | undefined
  startedAt: number
  /** Elapsed ms at which the next line is due. */
  dueAt: number
}

/**
 * Says which model call a run is waiting for, and for how long, when a call has been in flight for
 * `afterSeconds` (again every `afterSeconds`): a hung endpoint otherwise looks like a frozen run.
 */
export class WaitingNotice {
  readonly #calls = new Map<number, Waiting>()
  readonly #afterMs: number
  #timer: NodeJS.Timeout | undefined

  constructor(
    private readonly stream: Writable,
    afterSeconds: number,
    private readonly now: () => number = Date.now,
  ) {
    this.#afterMs = afterSeconds * 1000
  }

  onEvent(event: VerificationProgressEvent): void {
    if (event.type === 'call-started') {
      this.#calls.set(event.callId, { call: event.call, questionId: event.task.questionId, scenario: event.scenario, startedAt: this.now(), dueAt: this.#afterMs })
      // Checked often enough to be on time within a tenth of the threshold, at most once a second.
      this.#timer ??= setInterval(() => this.check(), Math.min(1000, Math.max(50, this.#afterMs / 10))).unref()
    } else if (event.type === 'call-finished') {
      this.#calls.delete(event.callId)
    }
  }

  /** Prints a line for every call whose wait passed its next threshold. */
  check(): void {
    const now = this.now()
    for (const waiting of this.#calls.values()) {
      const elapsed = now - waiting.startedAt
      if (elapsed < waiting.dueAt) continue
      waiting.dueAt = (Math.floor(elapsed / this.#afterMs) + 1) * this.#afterMs
      writeLine(this.stream, waitingLine(waiting, elapsed))
    }
  }

  stop(): void {
    if (this.#timer) clearInterval(this.#timer)
    this.#timer = undefined
    this.#calls.clear()
  }
}

function waitingLine({ call, questionId, scenario }: Waiting, elapsedMs: number): string {
  const timeout = call.timeoutMs === undefined ? 'no request timeout' : `request timeout ${Math.round(call.timeoutMs / 1000)} s`
  return `waiting ${Math.round(elapsedMs / 1000)} s for ${call.role} ${call.model} (${scenario ? `scenario ${scenario.scenarioId}, node ${scenario.nodeId}, ` : ''}question ${questionId}, stage ${call.stage}, attempt ${call.attempt}, ${timeout}; --request-timeout sets it)`
}
