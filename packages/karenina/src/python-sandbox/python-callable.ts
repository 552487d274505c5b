import type { CallableTraitFunction } from '../rubric/traits/callable-trait.js'
import { sharedPythonSandbox, type PythonSandbox } from './python-sandbox.js'

/**
 * The Python source a callable trait's `callable_code` holds, or null: Karenina writes base64 of either a
 * cloudpickle (binary, starts with the pickle protocol byte 0x80: cannot be restored here) or the function's
 * source text (`def evaluate(trace: str) -> bool: ...`), which runs in the Python sandbox.
 */
export function pythonSourceOfCallable(callableCode: string): string | null {
  if (callableCode === '') return null
  // Buffer.from skips characters outside base64 (it never throws).
  const bytes = Buffer.from(callableCode, 'base64')
  if (bytes.length === 0 || bytes[0] === 0x80) return null
  const text = new TextDecoder('utf-8', { fatal: false }).decode(bytes)
  return /^\s*def\s+\w+\s*\(/m.test(text) && !text.includes('\uFFFD') ? text : null
}

/**
 * A callable trait function that runs Python source in the sandbox: its function `evaluate` (else the last
 * function it defines) is called with the text; the source runs afresh in each call (calls share no state).
 */
export function pythonCallable(source: string, options: { sandbox?: PythonSandbox } = {}): CallableTraitFunction {
  return async (text) => {
    const sandbox = options.sandbox ?? sharedPythonSandbox()
    const { value } = (await sandbox.request({ op: 'callable', source, text })) as { value: boolean | number | string }
    return value
  }
}
