// The child process of the Python sandbox. It runs under Node's permission model (read access to Pyodide's
// files and this script only; no writes, child processes, workers, addons nor code generation from strings),
// loads Pyodide, removes what would let Python reach the host (network globals, builtin module loaders,
// `js`/`pyodide_js`), and then answers one JSON request per stdin line with one JSON line on stdout.
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

interface PyCallable {
  (arg: string): string
}
interface PyodideApi {
  runPython(code: string): unknown
  globals: { get(name: string): unknown }
}

async function start(): Promise<PyCallable> {
  const { loadPyodide } = (await import(pyodideEntry!)) as { loadPyodide(options: Record<string, unknown>): Promise<PyodideApi> }
  const py = await loadPyodide({ jsglobals: Object.create(null), stdout: () => {}, stderr: () => {}, packages: [], env: {} })
  lockDownHost()
  return py as unknown as PyCallable
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

let handler: ((request: string) => string) | null = null
let queue: Promise<void> = Promise.resolve()
const started = start()

// The first line is the prelude (our Python module, as a JSON string); every later line is a request.
const lines = createInterface({ input: process.stdin })
// The host went away (or closed the sandbox): nothing is left to answer.
lines.on('close', () => process.exit(0))
lines.on('line', (line) => {
  queue = queue.then(async () => {
    if (handler !== null) {
      write(`${handler(line)}\n`)
      return
    }
    try {
      const api = (await started) as unknown as PyodideApi
      api.runPython(JSON.parse(line) as string)
      const fn = api.globals.get('_karenina_handle') as (request: string) => string
      handler = (request) => fn(request)
      send({ ready: true })
    } catch (error) {
      send({ ready: false, error: String((error as Error)?.message ?? error) })
      process.exit(3)
    }
  })
})
