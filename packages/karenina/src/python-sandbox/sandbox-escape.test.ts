import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { connect, createServer, type Server } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { startLlmServer, type LlmServer } from '@karenina/testing'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { Benchmark } from '../benchmark/benchmark.js'
import { batchConfig } from '../../test/fixtures/batch/batch-fixtures.js'
import { runVerification } from '../batch/run-verification.js'
import { networkIsolation, PythonSandbox } from './python-sandbox.js'
import { pythonTemplate } from './python-template.js'

// Finds the real `sys` through a `__subclasses__` walk: the builtins guard is not the wall, the process is.
const REAL_SYS = `
def _find_sys():
    for c in ().__class__.__base__.__subclasses__():
        g = getattr(getattr(c, '__init__', None), '__globals__', None)
        if g and 'sys' in g and hasattr(g['sys'], 'modules'):
            return g['sys']
sys = _find_sys()
real_import = sys.modules['builtins'].__import__
`

// Escape attempts get a time limit no busy machine reaches (importing urllib alone can take seconds there); the
// calls that must hit the limit run in a sandbox of their own with a short one.
let sandbox: PythonSandbox
let loopSandbox: PythonSandbox
let listener: Server
let connections = 0
let port = 0
let outDir: string

beforeAll(async () => {
  sandbox = new PythonSandbox({ timeoutMs: 60_000, memoryLimitMiB: 256 })
  loopSandbox = new PythonSandbox({ timeoutMs: 4000, memoryLimitMiB: 256 })
  listener = createServer((socket) => {
    connections++
    socket.destroy()
  })
  await new Promise<void>((resolve) => listener.listen(0, '127.0.0.1', resolve))
  port = (listener.address() as { port: number }).port
  outDir = mkdtempSync(join(tmpdir(), 'karenina-sandbox-'))
})

afterAll(async () => {
  sandbox.close()
  loopSandbox.close()
  await new Promise((resolve) => listener.close(resolve))
  rmSync(outDir, { recursive: true, force: true })
})

const run = (source: string, on = sandbox) => on.request({ op: 'run', source })

describe('Python sandbox: escape attempts get a named failure and the sandbox keeps working', { timeout: 120_000 }, () => {
  it.each([
    ['a raise', 'raise ValueError("boom")', /ValueError: boom/],
    ['import os', 'import os', /ImportError: import of os is not allowed/],
    ['import subprocess', 'import subprocess', /ImportError: import of subprocess is not allowed/],
    ['import socket', 'import socket', /ImportError: import of socket is not allowed/],
    ['import js', 'import js', /ImportError: import of js is not allowed/],
    ['import pyodide_js', 'import pyodide_js', /ImportError: import of pyodide_js is not allowed/],
    ['import sys', 'import sys', /ImportError: import of sys is not allowed/],
    ['open()', 'open("/etc/passwd").read()', /NameError: name 'open' is not defined/],
    ['__import__', '__import__("os").system("true")', /ImportError: import of os is not allowed/],
    ['eval', 'eval("1")', /NameError: name 'eval' is not defined/],
    ['js through the real import', `${REAL_SYS}\nreal_import('js')`, /ImportError: import of js is not allowed/],
    ['pyodide through the real import', `${REAL_SYS}\nreal_import('pyodide.code').run_js('process.exit(7)')`, /ImportError: import of pyodide(\.code)? is not allowed/],
    ['host files through os (Pyodide has its own in-memory file system)', `${REAL_SYS}\nreal_import('os').open('/etc/passwd', 0)`, /FileNotFoundError/],
    ['unbounded allocation', 'x = []\nwhile True:\n    x.append(" " * 10**8)', /MemoryError|memory limit/],
    ['a child process', `${REAL_SYS}\nreal_import('os').system('touch ${'/tmp/karenina-sandbox-pwned'}')`, /sandbox process exited|OSError|ENOSYS|not supported/i],
  ])('%s', async (_, source, failure) => {
    await expect(run(source)).rejects.toThrow(failure)
    await expect(run('result = sum(x * x for x in range(4))')).resolves.toEqual({ value: 14 })
    expect(existsSync('/tmp/karenina-sandbox-pwned')).toBe(false)
  })

  it('an infinite loop', async () => {
    await expect(run('while True:\n    pass', loopSandbox)).rejects.toThrow(/ran longer than the sandbox time limit of 4000 ms/)
    await expect(run('result = sum(x * x for x in range(4))', loopSandbox)).resolves.toEqual({ value: 14 })
  })

  it('a call queued behind one that loops runs after the restart, with its own time limit', async () => {
    const [loop, next] = await Promise.allSettled([run('while True:\n    pass', loopSandbox), run('result = 6 * 7', loopSandbox)])
    expect(loop).toMatchObject({ status: 'rejected', reason: { message: expect.stringMatching(/sandbox time limit/) } })
    expect(next).toEqual({ status: 'fulfilled', value: { value: 42 } })
  })

  it('js / pyodide_js are not served by Pyodide import hook any more, whatever walk finds it', async () => {
    const found = await run(`${REAL_SYS}\ngc = real_import('gc')\nresult = [repr(o.jsproxies) for o in gc.get_objects() if type(o).__name__ == 'JsFinder']`)
    expect(found).toEqual({ value: ['{}'] })
    const modules = (await run(`${REAL_SYS}\nresult = sorted(k for k in sys.modules if k.split('.')[0] in ('js', 'pyodide_js', 'pyodide', '_pyodide'))`)) as { value: string[] }
    expect(modules.value).toEqual([])
  })

  it('cannot reach a listener on 127.0.0.1 (socket through the real import, raw address)', async () => {
    // Pyodide's socket layer fails inside the frozen JS runtime: an exception, or the process ends and restarts.
    await expect(run(`${REAL_SYS}\ns = real_import('socket')\nc = s.create_connection(('127.0.0.1', ${port}), timeout=2)`)).rejects.toThrow(/Error|sandbox process exited/)
    await expect(run(`${REAL_SYS}\nu = real_import('urllib.request')\nu.urlopen('http://127.0.0.1:${port}/', timeout=2)`)).rejects.toThrow(/Error/)
    expect(connections).toBe(0)
    // The listener does accept connections from this host process: only the sandbox is cut off.
    await new Promise<void>((resolve, reject) => connect(port, '127.0.0.1', resolve).on('error', reject))
    await expect.poll(() => connections).toBe(1)
    // With a network namespace the sandbox has no route at all; report which wall held.
    expect(['namespace', 'none']).toContain(networkIsolation().kind)
  })

  it("sees none of the host's environment variables", async () => {
    const { value } = (await run(`${REAL_SYS}\nresult = dict(real_import('os').environ)`)) as { value: Record<string, string> }
    const hostValues = Object.values(process.env).filter((v): v is string => typeof v === 'string' && v.length > 3)
    expect(Object.values(value).filter((v) => hostValues.includes(v) && v !== '/')).toEqual([])
    expect(value.PATH).not.toBe(process.env.PATH)
  })

  it('writes nowhere: Pyodide\'s own in-memory file system is read-only, and the host\'s is not mounted', async () => {
    const target = join(outDir, 'escaped.txt')
    await expect(run(`${REAL_SYS}\nos = real_import('os')\nos.makedirs(${JSON.stringify(outDir)}, exist_ok=True)`)).rejects.toThrow(/PermissionError: \[Errno 63\] Operation not permitted/)
    await expect(run(`${REAL_SYS}\nos = real_import('os')\nfd = os.open(${JSON.stringify(target)}, os.O_WRONLY | os.O_CREAT)`)).rejects.toThrow(/PermissionError/)
    await expect(run(`${REAL_SYS}\nos = real_import('os')\nos.unlink(sys.path[1] + '/re/__init__.py')`)).rejects.toThrow(/PermissionError|FileNotFoundError|NotADirectoryError/)
    expect(readdirSync(outDir)).toEqual([])
  })
})

describe('escape attempts in classic templates run through runVerification', { timeout: 120_000 }, () => {
  let server: LlmServer
  beforeAll(async () => {
    server = await startLlmServer()
    server.on({ model: /answerer/ }, () => 'The answer is 4')
    server.on({ model: /judge/ }, () => JSON.stringify({ result: 4 }))
  })
  afterAll(async () => {
    await server.close()
  })

  const template = (body: string, header = '') =>
    pythonTemplate(
      [
        'from karenina.schemas.entities import BaseAnswer',
        'from pydantic import Field',
        header,
        'class Answer(BaseAnswer):',
        '    result: int = Field(description="The numerical result")',
        '',
        '    def verify(self) -> bool:',
        ...body.split('\n').map((l) => `        ${l}`),
        '',
      ].join('\n'),
      { sandbox: loopSandbox },
    )

  it('each bad question gets its named failure; the good one passes; the run goes on', async () => {
    const b = Benchmark.create({ name: 'escapes' })
    b.addQuestion({ id: 'good', question: 'What is 2+2?', rawAnswer: '4', template: template('return self.result == 4') })
    b.addQuestion({ id: 'raises', question: 'What is 2+2?', rawAnswer: '4', template: template('return 1 / 0') })
    b.addQuestion({ id: 'loops', question: 'What is 2+2?', rawAnswer: '4', template: template('while True:\n    pass') })
    b.addQuestion({ id: 'imports-os', question: 'What is 2+2?', rawAnswer: '4', template: template('return True', 'import os') })
    b.addQuestion({ id: 'non-bool', question: 'What is 2+2?', rawAnswer: '4', template: template('return [r for r in [self.result] if r == 4]') })
    b.addQuestion({ id: 'opens', question: 'What is 2+2?', rawAnswer: '4', template: template('return open("/etc/passwd") is not None') })
    const results = await runVerification(b, batchConfig(server, { async_max_workers: 4 }), { env: {} })
    const byId = Object.fromEntries(results.results.map((r) => [r.metadata.question_id, r]))
    expect(byId.good!.template?.verify_result).toBe(true)
    // Karenina's text: str(e), without the exception's type.
    expect(byId.raises!.template?.field_verification_error).toBe('Field verification failed: division by zero')
    expect(byId.loops!.template?.field_verification_error).toMatch(/sandbox time limit/)
    expect(byId['imports-os']!.metadata.failure).toMatchObject({ category: 'template_validation' })
    expect(byId['imports-os']!.metadata.failure?.reason).toMatch(/ImportError: import of os is not allowed/)
    // A non-boolean verdict is used by its truthiness, with Karenina's warning.
    expect(byId['non-bool']!.template?.verify_result).toBe(true)
    expect(byId['non-bool']!.metadata.warnings).toContain('verify() returned a non-boolean value (object); its truthiness is used')
    expect(byId.opens!.template?.field_verification_error).toBe("Field verification failed: name 'open' is not defined")
  })
})
