import { type ChildProcess, createInterface, createRequire, existsSync, readFileSync, realpathSync, spawn, spawnSync } from '../utils/lazy-node.js'
import { delimiter, dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { parsePyJson } from '../compat/parse-py-json.js'

/** Limits of the Python sandbox. */
export interface PythonSandboxOptions {
  /** Time limit of one call (a verify, a template definition); the process is killed and restarted. @default 5000 */
  timeoutMs?: number
  /** Time limit of the start (Pyodide's load, 3–4 s on an idle machine). @default 60000 */
  startTimeoutMs?: number
  /** Memory limit of the sandbox process (V8 heap and WebAssembly memory each). @default 512 */
  memoryLimitMiB?: number
}

/** A failure of the sandbox itself (time or memory limit, a crash, Pyodide missing): not a Python exception. */
export class PythonSandboxError extends Error {
  override readonly name = 'PythonSandboxError'
}

interface Pending {
  resolve(value: unknown): void
  reject(error: Error): void
  timer: NodeJS.Timeout | undefined
}

interface Child {
  process: ChildProcess
  ready: Promise<void>
  pending: Map<number, Pending>
  exited: string | null
  /** The worker said it ends after its current answer (its memory grew too much to reset): start a new one. */
  retiring: boolean
}

/**
 * A file the sandbox runs or reads, beside this module: src/python-sandbox/ from source, dist/ once built (the
 * build writes every module at dist's top level and copies the prelude there).
 */
function assetPath(name: string): string {
  return fileURLToPath(new URL(name, import.meta.url))
}

/** The worker script: TypeScript from source, the built ES module from dist (both run by plain Node). */
const WORKER_FILE = import.meta.url.endsWith('.ts') ? 'sandbox-worker.ts' : 'sandbox-worker.js'

function pyodideDir(): string {
  try {
    return realpathSync(dirname(createRequire(import.meta.url).resolve('pyodide/package.json')))
  } catch (error) {
    throw new PythonSandboxError(
      'classic Python templates run in Pyodide, an optional peer dependency that is not installed: run `npm install pyodide` ' +
        '(or register TypeScript implementations of the templates)',
      { cause: error },
    )
  }
}

/**
 * One sandbox process running Pyodide (CPython compiled to WebAssembly) behind Node's permission model,
 * started on first use and reused; a call over its time limit, or one that exhausts its memory, kills the
 * process and the next call starts a fresh one. Calls are serialized, and each starts from the interpreter's
 * state right after the prelude (a memory snapshot restored by the worker), so no call sees what another left.
 */
export class PythonSandbox {
  readonly #options: Required<PythonSandboxOptions>
  #child: Child | null = null
  #queue: Promise<unknown> = Promise.resolve()
  #nextId = 1
  #starts = 0

  constructor(options: PythonSandboxOptions = {}) {
    this.#options = { timeoutMs: options.timeoutMs ?? 5000, startTimeoutMs: options.startTimeoutMs ?? 60_000, memoryLimitMiB: options.memoryLimitMiB ?? 512 }
  }

  /** How many sandbox processes were started so far (1 while none was killed). */
  get starts(): number {
    return this.#starts
  }

  /**
   * Sends one request (`evaluate` and `callable` carry their Python source: nothing is kept between calls);
   * resolves with the Python handler's result or rejects with the Python exception text.
   */
  request(payload: Record<string, unknown>): Promise<unknown> {
    // One call at a time, so a call's time limit counts only its own running time.
    const run = this.#queue.then(async () => {
      const child = this.#ensure()
      await child.ready
      return this.#send(child, payload, this.#options.timeoutMs)
    })
    this.#queue = run.catch(() => {})
    return run
  }

  /** Peak resident memory of the running sandbox process in KiB (Linux `VmHWM`; 0 when unknown). */
  peakRssKiB(): number {
    const pid = this.#child?.process.pid
    if (pid === undefined) return 0
    try {
      return Number(/VmHWM:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0)
    } catch {
      return 0
    }
  }

  /** Stops the sandbox process (a later call starts a new one). */
  close(): void {
    this.#child?.process.kill('SIGKILL')
    this.#child = null
  }

  #ensure(): Child {
    if (this.#child !== null && this.#child.exited === null) return this.#child
    const dir = pyodideDir()
    const worker = assetPath(WORKER_FILE)
    const isolation: NetworkIsolation = networkIsolation()
    const nodeArgs = [
      // Node 22.12 only knows the experimental spelling.
      process.allowedNodeEnvironmentFlags.has('--permission') ? '--permission' : '--experimental-permission',
      `--allow-fs-read=${dir}/`,
      `--allow-fs-read=${worker}`,
      '--disallow-code-generation-from-strings',
      `--max-old-space-size=${this.#options.memoryLimitMiB}`,
      '--no-warnings',
      // From the sources (this repository's tests), the worker is TypeScript: Node 22 strips types only when asked.
      ...(worker.endsWith('.ts') && !process.features.typescript ? ['--experimental-strip-types'] : []),
      worker,
      join(dir, 'pyodide.mjs'),
      String(this.#options.memoryLimitMiB),
    ]
    const [command, args] = isolation.wrap(process.execPath, nodeArgs)
    const proc = spawn(command, args, { stdio: ['pipe', 'pipe', 'pipe'], env: {}, cwd: dir })
    this.#starts++
    const onReady = Promise.withResolvers<void>()
    const child: Child = { process: proc, pending: new Map(), exited: null, retiring: false, ready: onReady.promise }
    let stderr = ''
    proc.stderr!.on('data', (chunk: Buffer) => {
      stderr = (stderr + chunk.toString()).slice(-2000)
    })
    child.ready.catch(() => {})
    const startTimer = setTimeout(() => {
      proc.kill('SIGKILL')
      onReady.reject(new PythonSandboxError(`the Python sandbox did not start within ${this.#options.startTimeoutMs} ms`))
    }, this.#options.startTimeoutMs)
    createInterface({ input: proc.stdout! }).on('line', (line) => {
      let message: { id?: number; ok?: boolean; result?: unknown; error?: string; ready?: boolean; retire?: boolean }
      try {
        // Python's json.dumps output: integral floats stay PyFloat boxes, NaN/Infinity are read.
        message = parsePyJson(line) as typeof message
      } catch {
        return
      }
      if (message.ready !== undefined) {
        clearTimeout(startTimer)
        if (message.ready) onReady.resolve()
        else onReady.reject(new PythonSandboxError(`the Python sandbox failed to start: ${message.error}`))
        return
      }
      if (message.retire === true) {
        child.retiring = true
        // The next call goes to a new process; this one exits once its answer (the next line) is out.
        if (this.#child === child) this.#child = null
        return
      }
      const pending = child.pending.get(message.id ?? -1)
      if (pending === undefined) return
      child.pending.delete(message.id!)
      clearTimeout(pending.timer)
      if (child.pending.size === 0) hold(child, false)
      if (message.ok) pending.resolve(message.result)
      else pending.reject(new PythonError(message.error ?? 'unknown Python error'))
    })
    proc.on('exit', (code, signal) => {
      clearTimeout(startTimer)
      const why = child.exited ?? exitReason(code, signal, stderr, this.#options.memoryLimitMiB)
      child.exited = why
      onReady.reject(new PythonSandboxError(`the Python sandbox failed to start: ${why}`))
      for (const pending of child.pending.values()) {
        clearTimeout(pending.timer)
        pending.reject(new PythonSandboxError(why))
      }
      child.pending.clear()
      if (this.#child === child) this.#child = null
    })
    proc.stdin!.on('error', () => {})
    proc.on('error', (error) => {
      child.exited = `the Python sandbox process could not start: ${error.message}`
      proc.emit('exit', null, null)
    })
    proc.stdin!.write(`${JSON.stringify(readFileSync(assetPath('sandbox-prelude.py'), 'utf8'))}\n`)
    hold(child, false)
    this.#child = child
    return child
  }

  #send(child: Child, payload: Record<string, unknown>, timeoutMs: number): Promise<unknown> {
    if (child.exited !== null) return Promise.reject(new PythonSandboxError(child.exited))
    const id = this.#nextId++
    return new Promise((resolve, reject) => {
      hold(child, true)
      const timer = setTimeout(() => {
        child.exited = `the Python code ran longer than the sandbox time limit of ${timeoutMs} ms (the sandbox process was killed)`
        child.process.kill('SIGKILL')
      }, timeoutMs)
      child.pending.set(id, { resolve, reject, timer })
      child.process.stdin!.write(`${JSON.stringify({ ...payload, id })}\n`)
    })
  }
}

/**
 * A Python exception raised by the sandboxed code. The message is `TypeName: text`, or only Python's `str(e)`
 * where Karenina reports that (an exception in a classic `verify()`), with the type in `pythonType`.
 */
export class PythonError extends Error {
  override readonly name = 'PythonError'
  constructor(
    message: string,
    readonly pythonType: string | null = null,
  ) {
    super(message)
  }
}

/** An idle sandbox never keeps the host process alive; one running a call does (so its time limit fires). */
function hold(child: Child, busy: boolean): void {
  for (const handle of [child.process, child.process.stdin, child.process.stdout, child.process.stderr]) {
    const h = handle as unknown as { ref?(): void; unref?(): void }
    if (busy) h.ref?.()
    else h.unref?.()
  }
}

function exitReason(code: number | null, signal: NodeJS.Signals | null, stderr: string, memoryLimitMiB: number): string {
  if (/heap out of memory|Allocation failed|memory limit/i.test(stderr)) {
    return `the Python code exceeded the sandbox memory limit of ${memoryLimitMiB} MiB (the sandbox process was killed)`
  }
  const tail = stderr.trim().split('\n').slice(-3).join(' | ')
  return `the Python sandbox process exited (${signal ?? `code ${code}`})${tail ? `: ${tail}` : ''}`
}

let shared: PythonSandbox | null = null

/** The process-wide sandbox used by classic Python templates (started lazily, reused). */
export function sharedPythonSandbox(): PythonSandbox {
  shared ??= new PythonSandbox()
  return shared
}

/** How the sandbox process is cut off from the network. */
export interface NetworkIsolation {
  /** `namespace`: an empty network namespace (`unshare -rn`), no interface but a down loopback. */
  readonly kind: 'namespace' | 'none'
  /** The command and arguments that start `node nodeArgs` with this isolation. */
  wrap(node: string, nodeArgs: string[]): [string, string[]]
}

let probed: NetworkIsolation | null = null

/**
 * Node 24's permission model does not cover sockets, so the sandbox process starts in a network namespace of
 * its own when the machine allows unprivileged user namespaces (probed once). Without one, the sandbox still
 * has no fetch/WebSocket globals, no builtin module loader and no module loading after start.
 */
export function networkIsolation(): NetworkIsolation {
  if (probed !== null) return probed
  // An absolute path: the sandbox process is started with an empty environment (no PATH).
  const unshare = process.platform === 'linux' ? (process.env.PATH ?? '/usr/bin:/bin').split(delimiter).map((dir) => join(dir, 'unshare')).find((p) => existsSync(p)) : undefined
  const works = unshare !== undefined && spawnSync(unshare, ['-rn', 'true'], { stdio: 'ignore', timeout: 10_000 }).status === 0
  probed =
    works
      ? { kind: 'namespace', wrap: (node, nodeArgs) => [unshare, ['-rn', '--', node, ...nodeArgs]] }
      : { kind: 'none', wrap: (node, nodeArgs) => [node, nodeArgs] }
  return probed
}
