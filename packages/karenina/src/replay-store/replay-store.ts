import { ReplayMissError } from '../errors/replay-miss-error.js'
import { parseOrThrow } from '../errors/validation-error.js'
import { camelKey } from '../utils/zod-object-keys.js'
import {
  ReplayEntrySchema,
  ReplayKeySchema,
  ReplayStoreDataSchema,
  type ReplayEntry,
  type ReplayEntryInput,
  type ReplayKey,
  type ReplayKeyInput,
  type ReplayMissPolicy,
  type ReplayStoreInput,
} from './replay-schema.js'

/** What a task looks up: its question, scenario position, answering display string, visit and replicate. */
export interface ReplayLookup {
  questionId: string
  /** @default null */
  scenarioId?: string | null
  /** @default null */
  scenarioNode?: string | null
  /** The answering model's display string. @default null */
  answeringModelId?: string | null
  /** @default null */
  visitIndex?: number | null
  /** @default null */
  replicate?: number | null
}

/** Options of a {@link ReplayStore}. */
export interface ReplayStoreOptions {
  /** Receives the overwrite warning of {@link ReplayStore.register}. @default process.emitWarning */
  onWarning?: (message: string) => void
}

/** A request axis tries its value, then the wildcard; a null axis only the wildcard. */
function rungs<T>(value: T | null | undefined): (T | null)[] {
  return value === null || value === undefined ? [null] : [value, null]
}

/**
 * Recorded answers keyed by question (or scenario node), answering model, visit and replicate (Karenina's
 * `ReplayStore`, spec 05 §4.2). A task with a hit makes no answering call; with parsed fields or a verdict,
 * no judge call either. `miss_policy: "strict"` turns a miss into the task's error.
 * @example
 * const store = new ReplayStore({ miss_policy: 'strict' })
 * store.register({ question_id: 'q1' }, { raw_trace: 'Paris', parsed_answer_fields: { capital: 'Paris' } })
 */
export class ReplayStore {
  readonly missPolicy: ReplayMissPolicy
  /** By the JSON of the validated key (its axes in schema order), in registration order. */
  readonly #entries = new Map<string, [ReplayKey, ReplayEntry]>()
  readonly #warn: (message: string) => void

  constructor(input: ReplayStoreInput = {}, options: ReplayStoreOptions = {}) {
    const data = parseOrThrow(ReplayStoreDataSchema, input, 'replay store')
    this.missPolicy = data.miss_policy
    this.#warn = options.onWarning ?? ((message) => process.emitWarning(message, { type: 'KareninaReplayWarning' }))
    for (const [key, entry] of data.entries) this.#put(key, entry)
  }

  /** The entries in registration order (validated copies). */
  get entries(): readonly (readonly [ReplayKey, ReplayEntry])[] {
    return [...this.#entries.values()].map(([key, entry]) => [structuredClone(key), structuredClone(entry)] as const)
  }

  /** Adds an entry; an existing key is overwritten (with a warning). Throws a ValidationError on bad input. */
  register(key: ReplayKeyInput, entry: ReplayEntryInput): void {
    this.#put(parseOrThrow(ReplayKeySchema, key, 'replay key'), parseOrThrow(ReplayEntrySchema, entry, 'replay entry'))
  }

  #put(key: ReplayKey, entry: ReplayEntry): void {
    const id = JSON.stringify(key)
    // Overwriting keeps the entry's place in the order, as replacing it in a list would.
    if (this.#entries.has(id)) this.#warn(`replay store: overwriting the entry of ${id}`)
    this.#entries.set(id, [key, entry])
  }

  /**
   * The entry serving a task: among the entries of its scenario node (when it has a scenario id) or its
   * question, the most specific match of (model, visit, replicate), a key's `null` axis matching anything.
   * A miss is `null`, or a ReplayMissError naming the request when the policy is `strict`.
   */
  lookup(request: ReplayLookup): ReplayEntry | null {
    const scenarioId = request.scenarioId ?? null
    const candidates = [...this.#entries.values()].filter(([key]) =>
      scenarioId !== null
        ? key.scenario_id === scenarioId && (key.scenario_node ?? '') === (request.scenarioNode ?? '')
        : key.scenario_id === null && key.question_id === request.questionId,
    )
    for (const model of rungs(request.answeringModelId))
      for (const visit of rungs(request.visitIndex))
        for (const replicate of rungs(request.replicate)) {
          const hit = candidates.find(([key]) => key.answering_model_id === model && key.visit_index === visit && key.replicate === replicate)
          if (hit) return structuredClone(hit[1])
        }
    if (this.missPolicy === 'strict') throw new ReplayMissError(describeLookup(request), 'the replay store (miss_policy strict)')
    return null
  }
}

/** The request in Karenina's key terms (every axis of a ReplayKey, in its order), for error messages. */
function describeLookup(request: ReplayLookup): string {
  const axes = Object.keys(ReplayKeySchema.shape).map((key) => [key, request[camelKey(key) as keyof ReplayLookup] ?? null])
  return JSON.stringify(Object.fromEntries(axes))
}
