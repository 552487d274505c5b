import { appendFile, readFile, rm } from '../utils/lazy-node.js'
import { z } from 'zod'
import { ConfigError } from '../errors/config-error.js'
import { ValidationError } from '../errors/validation-error.js'

const providerBatchFields = {
  provider: z.enum(['openai', 'anthropic']),
  /** Provider + base URL (never the key): a resumed run matches only batches of the same account. */
  account: z.string(),
  model: z.string(),
  /** The custom id of each request (a hash of its body and its occurrence), in order. */
  custom_ids: z.array(z.string()),
  /** ISO time of submission (for an intent: just before the create call). */
  submitted_at: z.string(),
}

const JournaledBatchSchema = z.object({
  batch_id: z.string(),
  ...providerBatchFields,
  /** The run's key of the batch (its intent's; OpenAI: also in the batch's `metadata`). */
  key: z.string().optional(),
  /** `false` when found for an intent by size and time only: used only if its results hold exactly these custom ids. */
  verified: z.boolean().optional(),
})

const JournaledIntentSchema = z.object({
  intent: z.string(),
  ...providerBatchFields,
  /**
   * OpenAI: the batch's input file, journaled once uploaded (a second line of the same intent) and before the
   * create call: a resumed run that finds no batch for the intent deletes the file instead of leaving it.
   */
  input_file_id: z.string().optional(),
})

/** A provider batch a run submitted, as its journal keeps it. */
export type JournaledBatch = z.infer<typeof JournaledBatchSchema>

/**
 * A batch about to be created, journaled before the create call: a process stopped before the id reached
 * the journal leaves this line, and a resumed run looks the batch up at the provider instead of paying twice.
 */
export type JournaledIntent = z.infer<typeof JournaledIntentSchema>

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
      const intent = JournaledIntentSchema.safeParse(entry)
      if (intent.success) {
        // The upload line of an intent repeats it with its input file: one intent, with the file.
        const same = intents.findIndex((i) => i.intent === intent.data.intent)
        if (same === -1) intents.push(intent.data)
        else intents[same] = { ...intents[same]!, ...intent.data }
        return []
      }
      const batch = JournaledBatchSchema.safeParse(entry)
      if (!batch.success) {
        throw new ValidationError(
          [`line ${i + 1}`],
          'expected { batch_id, provider: "openai" | "anthropic", account, model, custom_ids: string[], submitted_at, key? } or { intent, provider, account, model, custom_ids: string[], submitted_at, input_file_id? }',
          path,
        )
      }
      return [batch.data]
    })
    const resolved = new Set(entries.flatMap((e) => (e.key === undefined ? [] : [e.key])))
    return new BatchJournal(path, entries, intents.filter((intent) => !resolved.has(intent.intent)))
  }

  /**
   * Records a batch about to be created, and again with its `input_file_id` once uploaded; resolves once the line
   * is written (before the create call).
   */
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
