import { afterAll, describe, expect, it } from 'vitest'
import { callableTrait, evaluateCallableTrait } from '../rubric/traits/callable-trait.js'
import { pythonCallable, pythonSourceOfCallable } from './python-callable.js'
import { PythonSandbox } from './python-sandbox.js'

const b64 = (text: string | Uint8Array) => Buffer.from(text).toString('base64')
const sandbox = new PythonSandbox()
afterAll(() => sandbox.close())

describe('callable traits stored as Python source run in the sandbox', { timeout: 120_000 }, () => {
  it('tells source from a cloudpickle (which cannot be restored) and from no code', () => {
    expect(pythonSourceOfCallable(b64('import re\ndef evaluate(trace: str) -> bool:\n    return True'))).toContain('def evaluate')
    expect(pythonSourceOfCallable(b64(new Uint8Array([0x80, 0x05, 0x95, 0x10, 0x00])))).toBeNull()
    expect(pythonSourceOfCallable('')).toBeNull()
  })

  it('calls evaluate (else the function defined) with the text, per kind', async () => {
    const words = pythonCallable('def evaluate(trace: str) -> int:\n    return min(5, len(trace.split()))', { sandbox })
    const short = pythonCallable('def short_answer(text):\n    return len(text) < 10', { sandbox })
    const trait = callableTrait({ name: 'Words', kind: 'score', minScore: 0, maxScore: 5, fn: words })
    expect(await evaluateCallableTrait(trait, 'one two three', words)).toBe(3)
    expect(await short('tiny')).toBe(true)
    expect(await short('much longer than ten')).toBe(false)
  })

  it('a callable that escapes or raises fails its trait with the Python error', async () => {
    const trait = callableTrait({ name: 'Bad', kind: 'boolean', fn: () => true })
    await expect(evaluateCallableTrait(trait, 'x', pythonCallable('import os\ndef evaluate(t):\n    return True', { sandbox }))).rejects.toThrow(
      /Failed to evaluate callable trait 'Bad': Error executing callable code: ImportError: import of os is not allowed/,
    )
    await expect(evaluateCallableTrait(trait, 'x', pythonCallable('def evaluate(t):\n    return open(t)', { sandbox }))).rejects.toThrow(/NameError: name 'open' is not defined/)
  })
})
