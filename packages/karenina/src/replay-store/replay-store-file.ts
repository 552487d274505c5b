import { readFile } from '../utils/lazy-node.js'
import { writeOutputText } from '../utils/output-file.js'
import { pyJsonDumps } from '../compat/py-json.js'
import { formatPath } from '../errors/karenina-error.js'
import { ReplayPersistenceError } from './replay-errors.js'
import { ReplayStoreFileSchema } from './replay-schema.js'
import { ReplayStore, type ReplayStoreOptions } from './replay-store.js'

/** The replay store file version this port reads and writes. */
export const REPLAY_STORE_VERSION = 1

/** The file form of a store: `{"version": 1, "miss_policy", "entries": [{"key", "entry"}]}`. */
export function replayStoreToJson(store: ReplayStore): Record<string, unknown> {
  return {
    version: REPLAY_STORE_VERSION,
    miss_policy: store.missPolicy,
    entries: store.entries.map(([key, entry]) => ({ key, entry })),
  }
}

/** A store from its file form; a wrong version or malformed entry is a ReplayPersistenceError naming `source`. */
export function replayStoreFromJson(data: unknown, source = 'replay store', options: ReplayStoreOptions = {}): ReplayStore {
  const version = (data as { version?: unknown } | null)?.version
  if (typeof data !== 'object' || data === null || Array.isArray(data)) throw new ReplayPersistenceError(source, 'expected a JSON object')
  if (version !== REPLAY_STORE_VERSION) throw new ReplayPersistenceError(source, `unsupported version ${JSON.stringify(version ?? null)} (expected ${REPLAY_STORE_VERSION})`)
  const parsed = ReplayStoreFileSchema.safeParse(data)
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!
    throw new ReplayPersistenceError(source, `${formatPath(issue.path.filter((p) => typeof p !== 'symbol'))}: ${issue.message}`)
  }
  const { miss_policy, entries } = parsed.data
  return new ReplayStore({ miss_policy, entries: entries.map(({ key, entry }) => [key, entry]) }, options)
}

/** Writes a store as Karenina does: indent 2, sorted keys, atomically (a reader never sees half a file). */
export async function saveReplayStore(store: ReplayStore, path: string): Promise<void> {
  await writeOutputText(path, pyJsonDumps(replayStoreToJson(store), { sortKeys: true, indent: 2 }))
}

/** Reads a store file; unreadable, non-JSON, wrong-version or malformed files throw a ReplayPersistenceError naming it. */
export async function loadReplayStore(path: string, options: ReplayStoreOptions = {}): Promise<ReplayStore> {
  let text: string
  try {
    text = await readFile(path, 'utf8')
  } catch (error) {
    throw new ReplayPersistenceError(path, `cannot be read (${(error as Error).message})`, { cause: error })
  }
  let data: unknown
  try {
    data = JSON.parse(text)
  } catch (error) {
    throw new ReplayPersistenceError(path, `is not JSON (${(error as Error).message})`, { cause: error })
  }
  return replayStoreFromJson(data, path, options)
}
