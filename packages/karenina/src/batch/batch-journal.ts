import { appendFile, readFile, rm } from '../utils/lazy-node.js'
import { ConfigError } from '../errors/config-error.js'
import { ValidationError } from '../errors/validation-error.js'

/** A provider batch a run submitted, as its journal keeps it. */
export interface JournaledBatch {
  batch_id: string
  provider: 'openai' | 'anthropic'
  /** Provider + base URL (never the key): a resumed run matches only batches of the same account. */
  account: string
  model: string
  /** The custom id of each request (a hash of its body and its occurrence), in order. */
  custom_ids: string[]
  /** ISO time of submission. */
  submitted_at: string
  /** The run's key of the batch (its intent's; OpenAI: also in the batch's `metadata`). */
  key?: string
  /** `false` when found for an intent by size and time only: used only if its results hold exactly these custom ids. */
  verified?: boolean
}

/**
 * A batch about to be created, journaled before the create call: a process stopped before the id reached
 * the journal leaves this line, and a resumed run looks the batch up at the provider instead of paying twice.
 */
export interface JournaledIntent {
  intent: string
  provider: 'openai' | 'anthropic'
  account: string
  model: string
  custom_ids: string[]
  /** ISO time just before the create call. */
  submitted_at: string
  /**
   * OpenAI: the batch's input file, journaled once uploaded (a second line of the same intent) and before the
   * create call: a resumed run that finds no batch for the intent deletes the file instead of leaving it.
   */
  input_file_id?: string
}

/** Where a progressive results file keeps its batch ids: `run.results.jsonl` → `run.results.batches.jsonl`. */
export function batchJournalPath(resultsJsonl: string): string {
  return resultsJsonl.endsWith('.jsonl') ? `${resultsJsonl.slice(0, -'.jsonl'.length)}.batches.jsonl` : `${resultsJsonl}.batches.jsonl`
}

/**
 * The batch ids of a run in batch mode, one JSON line per submitted batch next to the results file, written
 * as soon as the provider returns the id: a stopped process resumed with the same file picks its batches up
 * instead of submitting their requests again. A line cut by a crash is ignored.
 */
export class BatchJournal {
  private constructor(
    readonly path: string,
    readonly entries: JournaledBatch[],
    /** Intents whose batch id is not in the journal. */
    readonly unresolved: JournaledIntent[] = [],
  ) {}

  /** Opens the journal of a results file; `resume` reads the batches already in it, else it must not exist. */
  static async open(resultsJsonl: string, resume: boolean): Promise<BatchJournal> {
    const path = batchJournalPath(resultsJsonl)
    const text = await readFile(path, 'utf8').catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return ''
      throw error
    })
    if (!resume) {
      // Those batches were paid for: dropping the file would submit their requests again.
      if (text.trim() !== '') {
        throw new ConfigError('output.jsonl', `${path} holds the batch ids of an unfinished run in batch mode: resume it (resume: true, CLI --resume) to pick them up, or delete the file to start over`)
      }
      return new BatchJournal(path, [])
    }
    // The last element is a line cut by a crash, or '' after the final newline: either way not an entry.
    const complete = text.split('\n').slice(0, -1)
    const intents: JournaledIntent[] = []
    const entries = complete.flatMap((line, i): JournaledBatch[] => {
      if (line.trim() === '') return []
      let entry: unknown
      try {
        entry = JSON.parse(line)
      } catch (error) {
        throw new ValidationError([`line ${i + 1}`], `not valid JSON (${(error as Error).message})`, path)
      }
      if (isJournaledIntent(entry)) {
        // The upload line of an intent repeats it with its input file: one intent, with the file.
        const same = intents.findIndex((i) => i.intent === entry.intent)
        if (same === -1) intents.push(entry)
        else intents[same] = { ...intents[same]!, ...entry }
        return []
      }
      if (!isJournaledBatch(entry)) {
        throw new ValidationError(
          [`line ${i + 1}`],
          'expected { batch_id, provider: "openai" | "anthropic", account, model, custom_ids: string[], submitted_at, key? } or { intent, provider, account, model, custom_ids: string[], submitted_at, input_file_id? }',
          path,
        )
      }
      return [entry]
    })
    const resolved = new Set(entries.flatMap((e) => (e.key === undefined ? [] : [e.key])))
    return new BatchJournal(path, entries, intents.filter((intent) => !resolved.has(intent.intent)))
  }

  /** Records the input file uploaded for an intent; resolves once the line is written (before the create call). */
  async addUpload(intent: JournaledIntent, inputFileId: string): Promise<void> {
    await appendFile(this.path, `${JSON.stringify({ ...intent, input_file_id: inputFileId })}\n`)
  }

  /** Records a batch about to be created; resolves once the line is written (before the create call). */
  async addIntent(intent: JournaledIntent): Promise<void> {
    await appendFile(this.path, `${JSON.stringify(intent)}\n`)
  }

  /** Records a submitted batch; resolves once the line is written. */
  async add(entry: JournaledBatch): Promise<void> {
    this.entries.push(entry)
    await appendFile(this.path, `${JSON.stringify(entry)}\n`)
  }

  /** Removes the journal: the run finished, no batch is left to pick up. */
  async remove(): Promise<void> {
    await rm(this.path, { force: true })
  }
}

function isJournaledIntent(value: unknown): value is JournaledIntent {
  if (typeof value !== 'object' || value === null) return false
  const v = value as Record<string, unknown>
  return (
    typeof v['intent'] === 'string' &&
    (v['provider'] === 'openai' || v['provider'] === 'anthropic') &&
    typeof v['account'] === 'string' &&
    typeof v['model'] === 'string' &&
    Array.isArray(v['custom_ids']) &&
    v['custom_ids'].every((id) => typeof id === 'string') &&
    typeof v['submitted_at'] === 'string' &&
    (v['input_file_id'] === undefined || typeof v['input_file_id'] === 'string')
  )
}

function isJournaledBatch(value: unknown): value is JournaledBatch {
  if (typeof value !== 'object' || value === null) return false
  const v = value as Record<string, unknown>
  return (
    typeof v['batch_id'] === 'string' &&
    (v['provider'] === 'openai' || v['provider'] === 'anthropic') &&
    typeof v['account'] === 'string' &&
    typeof v['model'] === 'string' &&
    Array.isArray(v['custom_ids']) &&
    v['custom_ids'].every((id) => typeof id === 'string') &&
    typeof v['submitted_at'] === 'string' &&
    (v['key'] === undefined || typeof v['key'] === 'string') &&
    (v['verified'] === undefined || typeof v['verified'] === 'boolean')
  )
}
