// The child process of the Python sandbox. It runs under Node's permission model (read access to Pyodide's
// files and this script only; no writes, child processes, workers, addons nor code generation from strings),
// loads Pyodide, removes what would let Python reach the host (network globals, builtin module loaders,
// `js`/`pyodide_js`), and then answers one JSON request per stdin line with one JSON line on stdout.
// Isolation between calls: once the prelude has run, the interpreter's whole WebAssembly memory is copied, and
// it is copied back after every call, so each call starts from that state and nothing a template does (to the prelude, builtins,
// sys.modules, or memory itself through ctypes) outlives its call. The file system is read-only and the
// JavaScript built-ins are frozen, so neither carries anything from one call to the next either.
// Erasable TypeScript only: Node runs this file as is (type stripping) from src, and as .js from dist.
import { constants } from 'node:fs'
import * as nodeModule from 'node:module'
import { createInterface } from 'node:readline'

const [pyodideEntry, memoryLimitMiB] = process.argv.slice(2)
const write = process.stdout.write.bind(process.stdout)
const send = (message: unknown): void => {
  write(`${JSON.stringify(message)}\n`)
}

// Pyodide's NODEFS reads fs constants through process.binding, which the permission model denies.
const host = process as unknown as Record<string, unknown>
host.binding = (name: string) => {
  if (name === 'constants') return { fs: constants }
  throw new Error(`process.binding(${name}) is not available in the sandbox`)
}

// Wasm memory is outside V8's heap limit: refuse to grow it past the cap (malloc fails → Python MemoryError).
const capPages = Math.floor((Number(memoryLimitMiB) * 1024 * 1024) / 65536)
interface WasmMemory {
  readonly buffer: ArrayBuffer
  grow(delta: number): number
}
const memoryProto = (globalThis as unknown as { WebAssembly: { Memory: { prototype: WasmMemory } } }).WebAssembly.Memory.prototype
const grow = memoryProto.grow
memoryProto.grow = function (this: WasmMemory, delta: number): number {
  if (this.buffer.byteLength / 65536 + delta > capPages) throw new RangeError('sandbox memory limit reached')
  return grow.call(this, delta)
}

interface EmscriptenFs {
  ErrnoError: new (errno: number) => Error
  [operation: string]: unknown
}
interface PyodideApi {
  runPython(code: string): unknown
  globals: { get(name: string): unknown; set(name: string, value: unknown): void }
  FS: EmscriptenFs
  _module: { HEAPU8: Uint8Array }
}

async function start(): Promise<PyodideApi> {
  const { loadPyodide } = (await import(pyodideEntry!)) as { loadPyodide(options: Record<string, unknown>): Promise<PyodideApi> }
  const py = await loadPyodide({ jsglobals: Object.create(null), stdout: () => {}, stderr: () => {}, packages: [], env: {} })
  lockDownHost()
  return py
}

/** Removes the host capabilities a JS object reached from Python could use. */
function lockDownHost(): void {
  const g = globalThis as Record<string, unknown>
  for (const name of ['fetch', 'WebSocket', 'EventSource', 'XMLHttpRequest', 'require', 'navigator', 'Request', 'Response', 'Headers']) {
    try {
      delete g[name]
    } catch {
      g[name] = undefined
    }
  }
  for (const name of ['binding', '_linkedBinding', 'dlopen', 'getBuiltinModule', 'kill', 'chdir', 'setuid', 'setgid']) host[name] = undefined
  // No module is loaded after start: a data: URL or node:net import from a JS escape fails here.
  // Node < 22.15 has no registerHooks: the permission model and the missing globals still hold there.
  const { registerHooks } = nodeModule as { registerHooks?: (hooks: { resolve(specifier: string): never }) => void }
  registerHooks?.({
    resolve(specifier: string) {
      throw new Error(`module loading is disabled in the Python sandbox (${specifier})`)
    },
  })
}

/** Every Emscripten FS operation that changes the file system; a template may read Pyodide's files, never change them. */
const FS_WRITES = ['mkdir', 'mkdirTree', 'mknod', 'symlink', 'link', 'rename', 'rmdir', 'unlink', 'chmod', 'lchmod', 'fchmod', 'chown', 'lchown', 'fchown', 'truncate', 'ftruncate', 'utime', 'mount', 'unmount', 'writeFile', 'createDataFile', 'createPath']
// O_WRONLY | O_RDWR | O_CREAT | O_TRUNC | O_APPEND (Emscripten's musl values).
const WRITE_FLAGS = 0o1 | 0o2 | 0o100 | 0o1000 | 0o2000
const EPERM = 63

/** Makes Pyodide's in-memory file system read-only (the memory snapshot does not cover it: it lives in JS). */
function sealFileSystem(fs: EmscriptenFs): void {
  const refuse = (name: string) => () => {
    throw new fs.ErrnoError(EPERM)
  }
  for (const name of FS_WRITES) if (typeof fs[name] === 'function') fs[name] = refuse(name)
  const open = fs.open as (path: unknown, flags: unknown, mode?: unknown) => unknown
  fs.open = (path: unknown, flags: unknown, mode?: unknown) => {
    const writes = typeof flags === 'string' ? flags !== 'r' : typeof flags === 'number' && (flags & WRITE_FLAGS) !== 0
    if (writes) throw new fs.ErrnoError(EPERM)
    return open(path, flags, mode)
  }
  Object.freeze(fs)
}

/**
 * Freezes the JavaScript built-ins (constructors, prototypes, their methods, the hidden intrinsics such as
 * %TypedArray% and the iterator prototypes): a template that reaches a JS value through the interpreter's
 * internals cannot change how this process converts or writes the next call's answer.
 */
function freezeIntrinsics(extra: unknown[]): void {
  const g = globalThis as Record<string, unknown>
  const roots: unknown[] = [...extra]
  for (const name of Object.getOwnPropertyNames(g)) {
    if (name === 'process' || name === 'globalThis' || name === 'global' || name === 'console') continue
    const descriptor = Object.getOwnPropertyDescriptor(g, name)
    // Node's lazy globals (accessors) are not touched: reading them would load modules.
    if (descriptor !== undefined && 'value' in descriptor) roots.push(descriptor.value)
  }
  // Intrinsics without a global name.
  roots.push(
    Object.getPrototypeOf(Uint8Array),
    Object.getPrototypeOf([][Symbol.iterator]()),
    Object.getPrototypeOf(Object.getPrototypeOf([][Symbol.iterator]())),
    Object.getPrototypeOf(new Map()[Symbol.iterator]()),
    Object.getPrototypeOf(new Set()[Symbol.iterator]()),
    Object.getPrototypeOf(''[Symbol.iterator]()),
    Object.getPrototypeOf(/x/[Symbol.matchAll]('')),
    Object.getPrototypeOf(function* () {}),
    Object.getPrototypeOf(async function () {}),
    Object.getPrototypeOf(async function* () {}),
  )
  // Pyodide assigns Error.stackTraceLimit while it builds errors; a stack formatter is never needed.
  const errorCtor = Error as unknown as Record<string, unknown>
  Object.defineProperty(errorCtor, 'prepareStackTrace', { value: undefined, writable: false, configurable: false })
  const seen = new Set<unknown>()
  const stack = roots
  while (stack.length > 0) {
    const value = stack.pop()
    if ((typeof value !== 'object' && typeof value !== 'function') || value === null || seen.has(value)) continue
    seen.add(value)
    try {
      freezeOne(value)
    } catch {
      // A Proxy (a PyProxy prototype) may refuse: it is not a built-in.
    }
    stack.push(Object.getPrototypeOf(value))
    for (const key of Reflect.ownKeys(value)) {
      const descriptor = Reflect.getOwnPropertyDescriptor(value, key)
      if (descriptor === undefined) continue
      if ('value' in descriptor) stack.push(descriptor.value)
      else stack.push(descriptor.get, descriptor.set)
    }
  }
}

function freezeOne(value: object): void {
  if (value !== Error) {
    Object.freeze(value)
    return
  }
  for (const key of Reflect.ownKeys(value)) {
    if (key !== 'stackTraceLimit') Object.defineProperty(value, key, { writable: false, configurable: false })
  }
  Object.preventExtensions(value)
}

// WebAssembly memory cannot shrink: past this much growth over the snapshot, clearing the tail after every call
// would cost more than a fresh process, so the process ends once it has answered (the host starts a new one).
const REGROW_LIMIT = 64 * 1024 * 1024

/** Copies the interpreter's memory now. */
function snapshotMemory(module: { HEAPU8: Uint8Array }) {
  const saved = module.HEAPU8.slice()
  const set = Uint8Array.prototype.set
  const fill = Uint8Array.prototype.fill
  return {
    /** Puts the memory back as it was at the snapshot, and clears what grew since. */
    restore() {
      // Emscripten replaces HEAPU8 when the memory grows: read it at each restore.
      const heap = module.HEAPU8
      Reflect.apply(set, heap, [saved])
      // Memory handed out by sbrk is assumed zeroed (calloc relies on it).
      if (heap.length > saved.length) Reflect.apply(fill, heap, [0, saved.length])
    },
    /** The memory grew so much since the snapshot that a fresh process is cheaper than clearing it each time. */
    overgrown: () => module.HEAPU8.length - saved.length > REGROW_LIMIT,
  }
}

let handler: ((request: string) => string) | null = null
/** The interpreter's state after the prelude, put back after every call. */
let snapshot: ReturnType<typeof snapshotMemory> = { restore: () => {}, overgrown: () => false }
let queue: Promise<void> = Promise.resolve()
const started = start()

// The first line is the prelude (our Python module, as a JSON string); every later line is a request.
const lines = createInterface({ input: process.stdin })
// The host went away (or closed the sandbox): nothing is left to answer.
lines.on('close', () => process.exit(0))
lines.on('line', (line) => {
  queue = queue.then(async () => {
    if (handler !== null) {
      const answer = handler(line)
      if (snapshot.overgrown()) {
        // Said before the answer, so the host starts a new process for its next call instead of sending it here.
        write(`${JSON.stringify({ retire: true })}\n${answer}\n`)
        process.stdout.write('', () => process.exit(0))
        return
      }
      write(`${answer}\n`)
      // The answer is on its way: the reset overlaps the host's wait for the next call.
      snapshot.restore()
      return
    }
    try {
      const api = await started
      api.runPython(JSON.parse(line) as string)
      const fn = api.globals.get('_karenina_handle') as (request: string) => string
      sealFileSystem(api.FS)
      freezeIntrinsics([Object.getPrototypeOf(fn)])
      snapshot = snapshotMemory(api._module)
      handler = (request) => {
        const answer = fn(request)
        // One request, one line: a template cannot add a line of its own (json.dumps never writes a raw newline).
        return answer.includes('\n') ? JSON.stringify({ ok: false, error: 'the sandbox answer spanned several lines' }) : answer
      }
      send({ ready: true })
    } catch (error) {
      send({ ready: false, error: String((error as Error)?.message ?? error) })
      process.exit(3)
    }
  })
})
