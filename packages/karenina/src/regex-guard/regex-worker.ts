import type { MessagePort, Worker } from 'node:worker_threads'
import type { RegexExecMatch } from '../compat/py-regex.js'

// The worker only runs `RegExp.exec`: all of Python's semantics stay in PyRegex on the main thread. Its source
// is inline so that it loads the same way from src/ under vitest or tsx and from dist/; it runs as a script or
// as a module (getBuiltinModule, not require), and without the parent's node flags (execArgv: []), so neither
// `--input-type=module` nor `--import tsx` reaches it.
const WORKER_SOURCE = `
const { parentPort, workerData } = process.getBuiltinModule('node:worker_threads')
const state = new Int32Array(workerData.shared)
const port = workerData.port
const regexes = new Map()
let text = ''
function reply(message) {
  port.postMessage(message)
  Atomics.store(state, 0, 2)
  Atomics.notify(state, 0)
}
parentPort.on('message', (m) => {
  Atomics.store(state, 0, 1)
  Atomics.notify(state, 0)
  try {
    if (m.text !== undefined) text = m.text
    const key = m.flags + '/' + m.source
    let regex = regexes.get(key)
    if (regex === undefined) {
      if (regexes.size >= 256) regexes.clear()
      regex = new RegExp(m.source, m.flags)
      regexes.set(key, regex)
    }
    regex.lastIndex = m.lastIndex
    const match = regex.exec(text)
    reply({ match: match && { index: match.index, text: match[0], groups: match.groups && { ...match.groups } } })
  } catch (error) {
    reply({ error: String(error && error.message) })
  }
})
Atomics.store(state, 1, 1)
Atomics.notify(state, 1)
`

// Worker start-up, and the wait for the worker to pick up a message, are not part of any pattern's budget (a
// busy machine may not schedule the thread for a while); they only have to happen eventually.
const STARTUP_TIMEOUT_MS = 60_000
// state[0] of one exec: posted, running in the worker, replied.
const POSTED = 0
const RUNNING = 1

interface Reply {
  match?: RegexExecMatch | null
  error?: string
}

/** Why an exec did not return: the budget ran out (the worker was terminated and will be replaced). */
export class ExecTimeout extends Error {}

/**
 * One worker thread that runs `RegExp.exec` while the main thread waits synchronously (`Atomics.wait`) up to a
 * deadline; when the deadline passes, the worker is terminated (V8 interrupts a backtracking regex) and a new
 * one is started for the next call. Checks stay synchronous; the cost is one message round trip per exec.
 */
export class RegexWorker {
  #worker: Worker | null = null
  #port: MessagePort | null = null
  #state: Int32Array | null = null
  #sentText: string | null = null
  /** Settles when the last worker terminated for a timeout has stopped (tests check a runaway regex really stops). */
  lastTermination: Promise<number> | null = null

  /**
   * Runs `regex.exec(text)` in the worker: its match, and `ranMs` from when the worker picked it up. Throws
   * ExecTimeout when it runs there longer than `budgetMs`.
   */
  exec(regex: RegExp, text: string, budgetMs: number) {
    const { worker, port, state } = this.#ready()
    Atomics.store(state, 0, POSTED)
    const sendText = this.#sentText !== text
    worker.postMessage({ source: regex.source, flags: regex.flags, lastIndex: regex.lastIndex, ...(sendText ? { text } : {}) })
    this.#sentText = text
    if (Atomics.wait(state, 0, POSTED, STARTUP_TIMEOUT_MS) === 'timed-out') {
      this.#discard()
      throw new Error(`internal: the regex worker did not pick up a search within ${STARTUP_TIMEOUT_MS / 1000} s`)
    }
    const started = performance.now()
    Atomics.wait(state, 0, RUNNING, Math.max(0, budgetMs))
    const ranMs = performance.now() - started
    const received = process.getBuiltinModule('node:worker_threads').receiveMessageOnPort(port)
    if (received === undefined) {
      this.#discard()
      throw new ExecTimeout()
    }
    const reply = received.message as Reply
    if (reply.error !== undefined) throw new Error(`internal: the regex worker could not run ${regex}: ${reply.error}`)
    return { match: reply.match ?? null, ranMs }
  }

  /** Stops the worker (tests; the worker is unref'd, so it never keeps a process alive). */
  async close(): Promise<void> {
    this.#discard()
    await this.lastTermination
  }

  #ready(): { worker: Worker; port: MessagePort; state: Int32Array } {
    if (this.#worker && this.#port && this.#state) return { worker: this.#worker, port: this.#port, state: this.#state }
    const shared = new SharedArrayBuffer(8)
    const state = new Int32Array(shared)
    // Loaded here, on the first unproven pattern, not at `import 'karenina'` (issue 18).
    const { MessageChannel, Worker } = process.getBuiltinModule('node:worker_threads')
    const { port1, port2 } = new MessageChannel()
    const worker = new Worker(WORKER_SOURCE, { eval: true, execArgv: [], workerData: { shared, port: port2 }, transferList: [port2] })
    worker.unref()
    port1.unref()
    if (Atomics.wait(state, 1, 0, STARTUP_TIMEOUT_MS) === 'timed-out') {
      void worker.terminate()
      throw new Error(`internal: the regex worker did not start within ${STARTUP_TIMEOUT_MS / 1000} s`)
    }
    this.#worker = worker
    this.#port = port1
    this.#state = state
    this.#sentText = null
    return { worker, port: port1, state }
  }

  #discard(): void {
    if (this.#worker) this.lastTermination = this.#worker.terminate()
    this.#port?.close()
    this.#worker = null
    this.#port = null
    this.#state = null
    this.#sentText = null
  }
}
