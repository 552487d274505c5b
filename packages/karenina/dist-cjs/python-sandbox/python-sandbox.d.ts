/** Limits of the Python sandbox. */
export interface PythonSandboxOptions {
    /** Time limit of one call (a verify, a template definition); the process is killed and restarted. @default 5000 */
    timeoutMs?: number;
    /** Time limit of the start (Pyodide's load, 3–4 s on an idle machine). @default 60000 */
    startTimeoutMs?: number;
    /** Memory limit of the sandbox process (V8 heap and WebAssembly memory each). @default 512 */
    memoryLimitMiB?: number;
}
/** A failure of the sandbox itself (time or memory limit, a crash, Pyodide missing): not a Python exception. */
export declare class PythonSandboxError extends Error {
    readonly name = "PythonSandboxError";
}
/**
 * One sandbox process running Pyodide (CPython compiled to WebAssembly) behind Node's permission model,
 * started on first use and reused; a call over its time limit, or one that exhausts its memory, kills the
 * process and the next call starts a fresh one. Calls are serialized, and each starts from the interpreter's
 * state right after the prelude (a memory snapshot restored by the worker), so no call sees what another left.
 */
export declare class PythonSandbox {
    #private;
    constructor(options?: PythonSandboxOptions);
    /** How many sandbox processes were started so far (1 while none was killed). */
    get starts(): number;
    /**
     * Sends one request (`evaluate` and `callable` carry their Python source: nothing is kept between calls);
     * resolves with the Python handler's result or rejects with the Python exception text.
     */
    request(payload: Record<string, unknown>): Promise<unknown>;
    /** Peak resident memory of the running sandbox process in KiB (Linux `VmHWM`; 0 when unknown). */
    peakRssKiB(): number;
    /** Stops the sandbox process (a later call starts a new one). */
    close(): void;
}
/**
 * A Python exception raised by the sandboxed code. The message is `TypeName: text`, or only Python's `str(e)`
 * where Karenina reports that (an exception in a classic `verify()`), with the type in `pythonType`.
 */
export declare class PythonError extends Error {
    readonly pythonType: string | null;
    readonly name = "PythonError";
    constructor(message: string, pythonType?: string | null);
}
/** The process-wide sandbox used by classic Python templates (started lazily, reused). */
export declare function sharedPythonSandbox(): PythonSandbox;
