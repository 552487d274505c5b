import { createHash, mkdir, open, readFile, rm, stat } from '../../utils/lazy-node.js'
import { dirname, resolve } from 'node:path'
import { pyJsonDumps } from '../../compat/py-json.js'
import { ConfigError } from '../../errors/config-error.js'
import { pyJsonLoads } from '../../compat/parse-py-json.js'
import { sleep } from '../retry.js'
import { nameFileInError } from '../../utils/name-file-in-error.js'
import { writeOutputText } from '../../utils/output-file.js'
import type { ChatMessage } from '../ports.js'

/** One recorded request/response pair. */
export interface CassetteEntry {
  kind: string
  /** ModelIdentity display string of the recording model. */
  model: string
  request: Record<string, unknown>
  response: Record<string, unknown>
}

/** Cassette file format version. */
export const CASSETTE_VERSION = 1

const LOCK_STALE_MS = 10_000
const LOCK_WAIT_MS = 15

async function acquireLock(lockPath: string): Promise<() => Promise<void>> {
  for (;;) {
    try {
      const handle = await open(lockPath, 'wx')
      await handle.close()
      return () => rm(lockPath, { force: true })
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
      // A writer that died keeps its lock file; take it over once stale.
      const info = await stat(lockPath).catch(() => undefined)
      if (info && Date.now() - info.mtimeMs > LOCK_STALE_MS) await rm(lockPath, { force: true })
      else await sleep(LOCK_WAIT_MS)
    }
  }
}

/** A cassette file's entries by key; not JSON or not a version 1 cassette is a ConfigError naming the file. */
export function parseCassette(file: string, text: string): Map<string, CassetteEntry> {
  let data: unknown
  try {
    data = pyJsonLoads(text)
  } catch (error) {
    throw new ConfigError('cassette', `${file} is not valid JSON: ${error instanceof Error ? error.message : String(error)}`)
  }
  const record = data as { version?: unknown; entries?: unknown }
  if (typeof data !== 'object' || data === null || record.version !== CASSETTE_VERSION || typeof record.entries !== 'object' || record.entries === null) {
    throw new ConfigError('cassette', `${file} is not a version ${CASSETTE_VERSION} cassette ({"version": 1, "entries": {...}})`)
  }
  return new Map(Object.entries(record.entries as Record<string, CassetteEntry>))
}

async function readEntries(file: string): Promise<Map<string, CassetteEntry>> {
  let text: string
  try {
    text = await readFile(file, 'utf8')
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return new Map()
    throw error
  }
  return parseCassette(file, text)
}

/**
 * A cassette file: `{"version": 1, "entries": {<key>: {kind, model, request, response}}}`, keys sorted
 * at every level, 2-space indent, so re-recording yields small diffs. Writes are atomic (temp file +
 * rename) and merge with what is on disk under a lock file, so several ports, workers or processes can
 * record into the same cassette.
 */
export class Cassette {
  private entries: Map<string, CassetteEntry> | undefined
  private loading: Promise<void> | undefined
  private readonly dirty = new Map<string, CassetteEntry>()
  private queue: Promise<void> = Promise.resolve()
  private pending: Promise<void> | undefined

  constructor(readonly file: string) {}

  /** The recorded entry for `key`, if any (the file is read once, on first use). */
  async get(key: string): Promise<CassetteEntry | undefined> {
    await this.load()
    return this.entries!.get(key)
  }

  /** Records an entry; resolves once it is on disk. */
  async put(key: string, entry: CassetteEntry): Promise<void> {
    await this.load()
    this.entries!.set(key, entry)
    this.dirty.set(key, entry)
    // Coalesce: every put made before a write starts rides on that write.
    this.pending ??= this.queue.then(() => {
      this.pending = undefined
      return this.write()
    })
    this.queue = this.pending.catch(() => undefined)
    return this.pending
  }

  private load(): Promise<void> {
    this.loading ??= readEntries(this.file).then((entries) => {
      this.entries = entries
    })
    return this.loading
  }

  private async write(): Promise<void> {
    const batch = new Map(this.dirty)
    this.dirty.clear()
    await mkdir(dirname(this.file), { recursive: true })
    const release = await acquireLock(`${this.file}.lock`)
    try {
      const merged = await readEntries(this.file)
      for (const [key, entry] of batch) merged.set(key, entry)
      for (const [key, entry] of merged) if (!this.entries!.has(key)) this.entries!.set(key, entry)
      const text = pyJsonDumps({ version: CASSETTE_VERSION, entries: Object.fromEntries(merged) }, { sortKeys: true, indent: 2, ensureAscii: false }) + '\n'
      await writeOutputText(this.file, text)
    } catch (error) {
      // Keep the batch for the next write rather than lose recordings.
      for (const [key, entry] of batch) if (!this.dirty.has(key)) this.dirty.set(key, entry)
      throw nameFileInError(error, this.file)
    } finally {
      await release()
    }
  }
}

const cassettes = new Map<string, Cassette>()

/** The process-wide cassette of a file (one instance per absolute path, shared by every port). */
export function openCassette(file: string): Cassette {
  const path = resolve(file)
  if (!cassettes.has(path)) cassettes.set(path, new Cassette(path))
  return cassettes.get(path)!
}

/** Forgets the cached cassettes, so the next use re-reads the files (tests). */
export function resetCassettes(): void {
  cassettes.clear()
}

/** Which port method a cassette entry records. */
export type CassetteKind = 'chat' | 'parse' | 'agent' | 'embed'

/** The normalized request a cassette key is computed from. */
export interface CassetteRequest {
  kind: CassetteKind
  /** ModelIdentity canonical key, e.g. `langchain:gpt-4.1-mini:`. */
  model: string
  /** Kind-specific parameters, snake_case (see {@link cassetteKey}). */
  request: Record<string, unknown>
}

/** A message reduced to the fields a model sees (no `block_index`, no undefined keys). */
export function normalizeMessage(message: ChatMessage): Record<string, unknown> {
  const out: Record<string, unknown> = { role: message.role, content: message.content }
  if (message.tool_calls && message.tool_calls.length > 0) out['tool_calls'] = message.tool_calls.map((c) => ({ id: c.id, name: c.name, input: c.input }))
  if (message.tool_result) out['tool_result'] = { tool_use_id: message.tool_result.tool_use_id, is_error: message.tool_result.is_error }
  if (message.thinking) out['thinking'] = { ...message.thinking }
  return out
}

/**
 * The cassette key of a request: SHA-256 hex of Python's `json.dumps(obj, sort_keys=True,
 * separators=(",", ":"))` (ASCII-escaped) of `{"v": 1, "kind", "model", "request"}` where `model` is the
 * ModelIdentity canonical key and `request` holds, per kind:
 * - chat: `messages`, `temperature`, `max_tokens`
 * - parse: `messages`, `schema`, `schema_name`, `temperature`, `max_tokens`, `max_retries`, `compat`
 * - agent: `messages`, `tools` (`name`, `description`, `parameters`), `max_turns`, `max_tool_calls`, `temperature`, `max_tokens`
 * - embed: `texts`, `dimensions`
 *
 * Messages keep only `role`, `content`, `tool_calls`, `tool_result`, `thinking`. Never part of the key:
 * API keys, headers, base URL, timeouts, retry policy, the abort signal, the validator, the question id.
 */
export function cassetteKey(request: CassetteRequest): string {
  const canonical = pyJsonDumps({ v: 1, ...request }, { sortKeys: true, separators: [',', ':'] })
  return createHash('sha256').update(canonical, 'utf8').digest('hex')
}
