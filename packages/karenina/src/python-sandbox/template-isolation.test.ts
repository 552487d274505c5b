import { afterAll, describe, expect, it } from 'vitest'
import { PythonError, PythonSandbox } from './python-sandbox.js'
import { evaluatePythonAnswer, pythonTemplate } from './python-template.js'

// Issue 28 item 4: a classic template must not change another template's verdict, and Python must not reach
// JavaScript. Each hostile template below tries one way to tamper with the sandbox; an honest template is
// evaluated after it in the same sandbox process, on a wrong answer, and must still fail.

const sandbox = new PythonSandbox({ timeoutMs: 20_000 })
afterAll(() => sandbox.close())

/** The real `sys`, found through a `__subclasses__` walk (the import guard is not the wall). */
const REAL_SYS = [
  'def _find_sys():',
  '    for c in ().__class__.__base__.__subclasses__():',
  "        g = getattr(getattr(c, '__init__', None), '__globals__', None)",
  "        if g and 'sys' in g and hasattr(g['sys'], 'modules'):",
  "            return g['sys']",
  'sys = _find_sys()',
  "real_import = sys.modules['builtins'].__import__",
].join('\n')

/** A classic template whose verify() runs `attack` (indented into the method) and then passes. */
function hostile(attack: string, header = ''): string {
  return [
    'from karenina.schemas.entities import BaseAnswer',
    'from pydantic import Field',
    header,
    'class Answer(BaseAnswer):',
    '    result: int = Field(description="The numerical result")',
    '',
    '    def verify(self) -> bool:',
    ...attack.split('\n').map((line) => `        ${line}`),
    '        return True',
    '',
  ].join('\n')
}

const HONEST = [
  'import re',
  'from karenina.schemas.entities import BaseAnswer',
  'from pydantic import Field',
  '',
  'class Answer(BaseAnswer):',
  '    symbol: str = Field(description="The gene symbol")',
  '',
  '    def model_post_init(self, __context):',
  '        self.correct = {"symbol": "BCL2"}',
  '',
  '    def verify(self) -> bool:',
  '        return isinstance(self.symbol, str) and len(self.symbol) == 4 and re.fullmatch(r"[A-Z0-9]+", self.symbol) is not None and self.symbol == self.correct["symbol"]',
  '',
].join('\n')

/** Walks the JS objects reachable from values `_pyodide_core` makes, looking for a way to the host. */
const WALK_JS = `
def _find_sys():
    for c in ().__class__.__base__.__subclasses__():
        g = getattr(getattr(c, '__init__', None), '__globals__', None)
        if g and 'sys' in g and hasattr(g['sys'], 'modules'):
            return g['sys']
sys = _find_sys()
real_import = sys.modules['builtins'].__import__
imp = real_import('_imp')
real_import('importlib.machinery')
machinery = sys.modules['importlib.machinery']
core = imp.create_builtin(machinery.ModuleSpec('_pyodide_core', None))
roots = [core.to_js({'a': 1}), core.to_js([1]), core.create_proxy(lambda: 1), core.to_js(lambda: 1)]
try:
    core.to_js({}).constructor.constructor('x')
except Exception as e:
    roots.append(getattr(e, 'js_error', None))
seen = set()
hits = []
frontier = [(r, 'root%d' % i) for i, r in enumerate(roots) if r is not None]
count = 0
while frontier and count < 3000:
    nxt = []
    for o, path in frontier:
        try:
            key = o.js_id
        except Exception:
            continue
        if key in seen:
            continue
        seen.add(key)
        count += 1
        for name in ('process', 'require', 'setTimeout', 'globalThis', 'Module', 'FS', 'HEAPU8', 'pyodide', '_module', 'runPython', 'loadPyodide'):
            try:
                if getattr(o, name, None) is not None:
                    hits.append(path + '.' + name)
            except Exception:
                pass
        try:
            names = [n for n in dir(o) if not n.startswith('__')]
        except Exception:
            names = []
        for n in names[:60]:
            try:
                v = getattr(o, n)
            except Exception:
                continue
            if hasattr(v, 'js_id'):
                nxt.append((v, path + '.' + n))
        try:
            p = o.__proto__
            if hasattr(p, 'js_id'):
                nxt.append((p, path + '.__proto__'))
        except Exception:
            pass
    frontier = nxt
result = {'visited': count, 'globals_found': sorted(set(hits))[:50]}
`

const ATTACKS: [string, string, string?][] = [
  ['replaces the prelude\'s _evaluate through the MRO', [
    'g = type(self).__mro__[-2].__init__.__globals__',
    'import_ = g["_real_import"]',
    'g["_evaluate"] = lambda *a, **k: {"correct": None, "regex": None, "verify": True}',
    'g["_define"] = lambda *a, **k: None',
  ].join('\n')],
  ['replaces BaseModel.__init__ and BaseAnswer.verify for every subclass', [
    'base = type(self).__mro__[-2]',
    'answer = type(self).__mro__[1]',
    'answer.verify = lambda self: True',
    'base.model_post_init = lambda self, ctx: None',
  ].join('\n')],
  ['tampers with builtins (len, isinstance, str.__eq__ through the real builtins module)', [
    REAL_SYS,
    "b = sys.modules['builtins']",
    'b.len = lambda x: 4',
    'b.isinstance = lambda *a: True',
    '__builtins__["len"] = lambda x: 4',
  ].join('\n')],
  ['replaces re in sys.modules and the prelude\'s import', [
    REAL_SYS,
    'class FakeRe:',
    '    def fullmatch(self, *a):',
    '        return True',
    "sys.modules['re'] = FakeRe()",
    "sys.modules['__main__']._real_import = lambda *a, **k: FakeRe()",
    "sys.modules['__main__']._sandbox_import = lambda *a, **k: FakeRe()",
  ].join('\n')],
  ['rewrites memory through ctypes (the interned "BCL2" string)', [
    REAL_SYS,
    "ctypes = real_import('ctypes')",
    "s = 'BCL2'",
    'off = sys.getsizeof(s) - len(s) - 1',
    'ctypes.memmove(id(s) + off, b"BCL3", 4)',
  ].join('\n')],
  ['writes a module into the file system for a later import', [
    REAL_SYS,
    "os = real_import('os')",
    "d = [p for p in sys.path if p.endswith('site-packages')][0]",
    "os.makedirs(d, exist_ok=True)",
    "open_ = sys.modules['io'].open",
    "open_(d + '/karenina_evil.py', 'w').write('X = 1')",
  ].join('\n')],
]

const JS_ESCAPES: [string, string, RegExp][] = [
  ['import js', 'import js', /import of js is not allowed/],
  ['import pyodide_js', 'import pyodide_js', /import of pyodide_js is not allowed/],
  ['import pyodide.ffi', 'import pyodide.ffi', /import of pyodide(\.ffi)? is not allowed/],
  ['js through the real import', `${REAL_SYS}\nreal_import('js')`, /import of js is not allowed/],
  ['_pyodide_core through the real import', `${REAL_SYS}\nreal_import('_pyodide_core')`, /import of _pyodide_core is not allowed/],
  ['js in sys.modules', `${REAL_SYS}\nsys.modules['js']`, /KeyError/],
]

async function verdict(source: string, values: Record<string, unknown>): Promise<{ verify?: unknown; error?: string }> {
  const answer = pythonTemplate(source, { sandbox }).instantiate(values)
  await evaluatePythonAnswer(answer)
  try {
    return { verify: answer.verify() }
  } catch (error) {
    // `TypeName: str(e)` (the message alone is Karenina's text, str(e)).
    return { error: error instanceof PythonError && error.pythonType !== null ? `${error.pythonType}: ${error.message}` : (error as Error).message }
  }
}

describe('classic templates cannot change each other\'s verdicts', { timeout: 120_000 }, () => {
  it('the honest template alone: right passes, wrong fails', async () => {
    expect(await verdict(HONEST, { symbol: 'BCL2' })).toEqual({ verify: true })
    expect(await verdict(HONEST, { symbol: 'TP53' })).toEqual({ verify: false })
  })

  it.each(ATTACKS)('%s: the honest template evaluated after it keeps its verdict', async (_, attack) => {
    // The hostile template's own call may pass or fail: it is its own verdict.
    await verdict(hostile(attack), { result: 4 })
    expect(await verdict(HONEST, { symbol: 'TP53' })).toEqual({ verify: false })
    expect(await verdict(HONEST, { symbol: 'BCL2' })).toEqual({ verify: true })
  })

  it.each(JS_ESCAPES)('%s is refused, and the next template is unaffected', async (_, attack, refusal) => {
    expect(await verdict(hostile(attack), { result: 4 })).toMatchObject({ error: expect.stringMatching(refusal) })
    expect(await verdict(HONEST, { symbol: 'TP53' })).toEqual({ verify: false })
  })

  it('removing the import guard and building JS values through Pyodide\'s converter changes nothing outside the call', async () => {
    // Pyodide's converter is compiled into the interpreter; a template that gets it builds JS values. Those reach no
    // global (no process, no require), and JS built-ins are frozen, so patching TextDecoder or Object.prototype fails.
    const attack = [
      REAL_SYS,
      'sys.meta_path[:] = [f for f in sys.meta_path if "Block" not in repr(f)]',
      "for name in [n for n in sys.modules if 'Block' in n]: del sys.modules[name]",
      'try:',
      "    core = real_import('_pyodide_core')",
      'except ImportError:',
      "    imp = real_import('_imp')",
      "    machinery = real_import('importlib.machinery')",
      "    core = imp.create_builtin(machinery.ModuleSpec('_pyodide_core', None))",
      'obj = core.to_js({"a": 1})',
      'proto = obj.constructor.prototype',
      'errors = []',
      'for target, name in [(proto, "polluted"), (obj.constructor, "keys")]:',
      '    try:',
      '        setattr(target, name, core.create_proxy(lambda *a: "pwned"))',
      '    except Exception as e:',
      '        errors.append(type(e).__name__)',
      'fn = obj.constructor.constructor',
      'try:',
      '    fn("return globalThis.process")()',
      '    errors.append("code generation worked")',
      'except Exception as e:',
      '    errors.append(type(e).__name__)',
      'raise ValueError(repr(errors))',
    ].join('\n')
    const outcome = await verdict(hostile(attack), { result: 4 })
    // Both assignments (frozen built-ins) and the Function constructor (no code generation from strings) fail.
    expect(outcome).toEqual({ error: "ValueError: ['JsException', 'JsException', 'JsException']" })
    expect(await verdict(HONEST, { symbol: 'TP53' })).toEqual({ verify: false })
    expect(await verdict(HONEST, { symbol: 'BCL2' })).toEqual({ verify: true })
  })

  it('a file written by one template is not there for the next (the file system is read-only)', async () => {
    const writer = hostile(`${REAL_SYS}\nos = real_import('os')\nfd = os.open('/tmp/karenina-note', os.O_WRONLY | os.O_CREAT)`)
    expect(await verdict(writer, { result: 4 })).toMatchObject({ error: expect.stringMatching(/PermissionError|OSError/) })
  })

  it('the JS values a template can build (converter, proxies, a JS error) lead to no global or host object', async () => {
    // A breadth-first walk over attributes and prototypes, from every kind of JS value Python can make.
    const { value } = (await sandbox.request({ op: 'run', source: WALK_JS })) as { value: { visited: number; globals_found: string[] } }
    expect(value.visited).toBeGreaterThan(100)
    expect(value.globals_found).toEqual([])
  })

  it('a call that grows the memory past what a reset clears cheaply is answered, and the next call gets a new process', async () => {
    const before = sandbox.starts
    await expect(sandbox.request({ op: 'run', source: 'x = bytearray(100 * 1024 * 1024)\nresult = len(x)' })).resolves.toEqual({ value: 100 * 1024 * 1024 })
    expect(await verdict(HONEST, { symbol: 'BCL2' })).toEqual({ verify: true })
    expect(sandbox.starts).toBe(before + 1)
  })
})
