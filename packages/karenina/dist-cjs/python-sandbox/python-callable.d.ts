import type { CallableTraitFunction } from '../rubric/traits/callable-trait.js';
import { type PythonSandbox } from './python-sandbox.js';
/**
 * The Python source a callable trait's `callable_code` holds, or null: Karenina writes base64 of either a
 * cloudpickle (binary, starts with the pickle protocol byte 0x80: cannot be restored here) or the function's
 * source text (`def evaluate(trace: str) -> bool: ...`), which runs in the Python sandbox.
 */
export declare function pythonSourceOfCallable(callableCode: string): string | null;
/**
 * A callable trait function that runs Python source in the sandbox: its function `evaluate` (else the last
 * function it defines) is called with the text; the source runs afresh in each call (calls share no state).
 */
export declare function pythonCallable(source: string, options?: {
    sandbox?: PythonSandbox;
}): CallableTraitFunction;
