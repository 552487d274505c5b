import { open, readFile, stat, truncate, type FileHandle } from '../../utils/lazy-node.js'
import { parsePyJson } from '../../compat/parse-py-json.js'
import { pyJsonDumps } from '../../compat/py-json.js'
import { ValidationError } from '../../errors/validation-error.js'
import { dumpResultLine } from '../../results/export.js'
import { parseVerificationResult } from '../../results/verification-result.js'
import { ScenarioExecutionResult, type ScenarioResultRecord } from '../../results/scenario-execution-result.js'
import { nameFileInError } from '../../utils/name-file-in-error.js'

/** Where a scenario run saves each finished scenario (one JSONL line per scenario × models × replicate). */
export interface ScenarioProgressOptions {
  jsonl: string
  /** Skip the scenario runs already in the file (a run cut mid-scenario redoes that scenario). @default false */
  resume?: boolean
}

/** The resume key of a scenario run (a job's ScenarioRef or a finished run): scenario id, model display strings, replicate. */
export function scenarioRunKey(run: { scenarioId: string; answeringModel: string | null; parsingModel: string | null; replicate: number | null }): string {
  return JSON.stringify([run.scenarioId, run.answeringModel, run.parsingModel, run.replicate])
}

/**
 * Appends finished scenario runs to a JSONL file, a whole run per line (`{"scenario_result": …,
 * "turn_results": [...]}`), written in one call: a killed process loses at most the line being written,
 * which a resumed run discards and redoes.
 */
export class ScenarioProgressWriter {
  #queue: Promise<void> = Promise.resolve()

  private constructor(
    private readonly handle: FileHandle,
    readonly path: string,
  ) {}

  /** Opens the file; with `resume`, returns the runs it holds (a line cut by a crash is cut off). */
  static async open(options: ScenarioProgressOptions): Promise<{ writer: ScenarioProgressWriter; prior: ScenarioExecutionResult[] }> {
    let prior: ScenarioExecutionResult[] = []
    if (options.resume) {
      const text = await readFile(options.jsonl, 'utf8').catch(() => '')
      const complete = text.lastIndexOf('\n') + 1
      if (Buffer.byteLength(text.slice(complete)) > 0) await truncate(options.jsonl, Buffer.byteLength(text.slice(0, complete)))
      prior = parseLines(text.slice(0, complete), options.jsonl)
    } else {
      const size = await stat(options.jsonl).then((s) => s.size, () => 0)
      if (size > 0) throw new ValidationError([], 'the file already holds results (pass resume: true to continue it)', options.jsonl)
    }
    return { writer: new ScenarioProgressWriter(await open(options.jsonl, 'a'), options.jsonl), prior }
  }

  /** Appends one finished run. */
  append(run: ScenarioExecutionResult): Promise<void> {
    const rows = run.turnResults.map(dumpResultLine).join(', ')
    const line = `{"scenario_result": ${pyJsonDumps(run, { ensureAscii: false })}, "turn_results": [${rows}]}\n`
    const write = this.#queue.then(async () => {
      try {
        await this.handle.appendFile(line, 'utf8')
      } catch (error) {
        throw nameFileInError(error, this.path)
      }
    })
    // A failed write must not block the later ones; the caller still sees its own failure.
    this.#queue = write.catch(() => undefined)
    return write
  }

  async close(): Promise<void> {
    await this.#queue.catch(() => undefined)
    await this.handle.close()
  }
}

function parseLines(text: string, file: string): ScenarioExecutionResult[] {
  const seen = new Set<string>()
  const out: ScenarioExecutionResult[] = []
  text.split('\n').forEach((line, i) => {
    if (line.trim() === '') return
    let run: ScenarioExecutionResult
    try {
      const data = parsePyJson(line) as { scenario_result: ScenarioResultRecord; turn_results: unknown[] }
      run = ScenarioExecutionResult.fromRecord(data.scenario_result, data.turn_results.map((r) => parseVerificationResult(r)))
    } catch (error) {
      throw new ValidationError([`line ${i + 1}`], `not a scenario run (${(error as Error).message})`, file)
    }
    if (seen.has(scenarioRunKey(run))) return
    seen.add(scenarioRunKey(run))
    out.push(run)
  })
  return out
}
