import type { Writable } from 'node:stream'
import cliProgress from 'cli-progress'
import type { ScenarioRef, VerificationProgressEvent } from '../scenario/run/progress-event.js'
import { resultVerdict } from '../results/result-verdict.js'
import { isInteractive, writeLine, type CliIo } from './cli-io.js'
import { redactSecrets } from '../errors/redact-secrets.js'

/** How progress is shown: a live bar on a terminal, one line per result in logs and CI, or nothing. */
export type ProgressStyle = 'bar' | 'plain' | 'none'

/** Receives the run's progress events and draws them. */
export interface ProgressReporter {
  onEvent(event: VerificationProgressEvent): void
  /** Ends the display (before the summary is printed). */
  stop(): void
}

function shortModel(display: string): string {
  return display.replace(/^langchain:/, '')
}

function scenarioName(ref: ScenarioRef): string {
  return `${ref.scenarioId}${ref.replicate === null ? '' : ` #${ref.replicate}`}`
}

/** A live bar (cli-progress) with pass / fail / error counts and an ETA, redrawn in place. */
class BarReporter implements ProgressReporter {
  readonly #bar: cliProgress.SingleBar
  readonly #counts = { pass: 0, fail: 0, error: 0 }
  /** Batch mode: the status of the batch last polled, after the counts. */
  #batch = ''
  #started = false

  constructor(stream: Writable) {
    this.#bar = new cliProgress.SingleBar(
      {
        stream: stream as NodeJS.WritableStream,
        format: ' {bar} {value}/{total} | {pass} pass · {fail} fail · {error} error | {eta_formatted} left{batch}',
        hideCursor: true,
        etaBuffer: 20,
        fps: 10,
      },
      cliProgress.Presets.shades_classic,
    )
  }

  onEvent(event: VerificationProgressEvent): void {
    if (event.type === 'run-started') {
      this.#bar.start(event.total, event.resumed, { ...this.#counts, batch: this.#batch })
      this.#started = true
    } else if (event.type === 'batch-polled' || event.type === 'batch-ended') {
      this.#batch = ` | batch ${event.batchId} ${event.type === 'batch-ended' ? 'ended' : `${event.status} ${event.done}/${event.total}`}`
      if (this.#started) this.#bar.update({ batch: this.#batch })
    } else if (event.type === 'task-finished') {
      this.#counts[resultVerdict(event.result)]++
      this.#bar.update(event.completed, { ...this.#counts })
    } else if (event.type === 'turn-finished') {
      // The bar counts scenario runs; the verdicts are the turns'.
      this.#counts[resultVerdict(event.result)]++
      this.#bar.update({ ...this.#counts })
    } else if (event.type === 'scenario-finished') {
      if (event.error !== null) this.#counts.error++
      this.#bar.update(event.completed, { ...this.#counts })
    }
  }

  stop(): void {
    if (this.#started) this.#bar.stop()
    this.#started = false
  }
}

/**
 * One line per finished result, for logs and CI (`[ 3/12] pass  q1  manual → gpt-4.1-mini`); a scenario run
 * prints a line per turn and one per finished scenario run.
 */
class PlainReporter implements ProgressReporter {
  #width = 1
  /** The last status line of each batch, so a poll that changes nothing prints nothing. */
  readonly #batchStatus = new Map<string, string>()

  constructor(private readonly stream: Writable) {}

  onEvent(event: VerificationProgressEvent): void {
    if (event.type === 'run-started') {
      this.#width = String(event.total).length
      const resumed = event.resumed > 0 ? ` (${event.resumed} already done in the resumed file)` : ''
      writeLine(this.stream, `verifying ${event.toRun} of ${event.total} ${event.unit === 'scenario' ? 'scenario runs' : 'tasks'}${resumed}`)
    } else if (event.type === 'turn-finished') {
      const m = event.result.metadata
      const reason = m.failure ? `  (${m.failure.category}: ${redactSecrets(m.failure.reason).slice(0, 80)})` : ''
      const next = event.nextNode === null ? 'stop' : event.nextNode
      const models = `${shortModel(event.scenario.answeringModel)} → ${shortModel(event.scenario.parsingModel)}`
      writeLine(this.stream, `${' '.repeat(2 * this.#width + 3)} ${resultVerdict(event.result).padEnd(5)} ${scenarioName(event.scenario)} turn ${event.turn}: ${event.nodeId} ⇒ ${next}  ${models}${reason}`)
    } else if (event.type === 'scenario-finished') {
      const how = event.run === null ? `error  (${redactSecrets(event.error?.message ?? 'unknown error').slice(0, 80)})` : `${event.run.status}  ${event.run.path.join(' → ')} [${event.run.turnCount} turns]`
      writeLine(
        this.stream,
        `[${String(event.completed).padStart(this.#width)}/${event.total}] scenario ${scenarioName(event.scenario)}  ${shortModel(event.scenario.answeringModel)} → ${shortModel(event.scenario.parsingModel)}: ${how}`,
      )
    } else if (event.type === 'batch-submitted') {
      const how = event.unverified ? 'found for the resumed run (its requests are checked once it ends)' : event.resumed ? 'picked up from the resumed run' : 'submitted'
      writeLine(this.stream, `batch ${event.batchId} ${how}: ${event.calls} calls to ${event.provider} ${event.model}`)
    } else if (event.type === 'batch-polled') {
      const line = `batch ${event.batchId}: ${event.status} ${event.done}/${event.total}`
      if (this.#batchStatus.get(event.batchId) !== line) writeLine(this.stream, line)
      this.#batchStatus.set(event.batchId, line)
    } else if (event.type === 'batch-rejected') {
      writeLine(this.stream, `batch ${event.batchId} holds other requests than the resumed run's: not used, its ${event.calls} calls go into a new batch`)
    } else if (event.type === 'batch-ended') {
      const unprocessed = event.unprocessed > 0 ? `, ${event.unprocessed} unprocessed (sent live)` : ''
      writeLine(this.stream, `batch ${event.batchId} ended: ${event.succeeded} succeeded, ${event.errored} errored${unprocessed}`)
    } else if (event.type === 'task-finished') {
      const m = event.result.metadata
      const rep = m.replicate === null ? '' : ` #${m.replicate}`
      const verdict = resultVerdict(event.result).padEnd(5)
      const reason = m.failure ? `  (${m.failure.category}: ${redactSecrets(m.failure.reason).slice(0, 80)})` : ''
      writeLine(
        this.stream,
        `[${String(event.completed).padStart(this.#width)}/${event.total}] ${verdict} ${m.question_id}${rep}  ${shortModel(`${m.answering.interface}:${m.answering.model_name}`)} → ${shortModel(`${m.parsing.interface}:${m.parsing.model_name}`)}${reason}`,
      )
    }
  }

  stop(): void {}
}

/** The reporter for a style; `auto` is a bar on an interactive terminal, lines otherwise (`env` says whether under CI). */
export function createProgressReporter(style: ProgressStyle | 'auto', stream: Writable, env: CliIo['env']): ProgressReporter {
  if (style === 'bar' || (style === 'auto' && isInteractive(stream, env))) return new BarReporter(stream)
  if (style === 'plain' || style === 'auto') return new PlainReporter(stream)
  return { onEvent() {}, stop() {} }
}
