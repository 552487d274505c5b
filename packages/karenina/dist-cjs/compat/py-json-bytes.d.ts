/**
 * Python `json.dumps(value, ensure_ascii=False)` (default separators, no indent, keys in insertion order)
 * written as UTF-8 bytes into a buffer reused from one value to the next: `value(v)` writes what
 * `pyJsonDumps(v, { ensureAscii: false })` returns, and the lower-level methods let a caller walk its own data
 * (see result-line-bytes.ts). `take()` copies the bytes out and starts over.
 */
export declare class PyJsonByteWriter {
    #private;
    constructor(initialBytes?: number);
    /** Size of the buffer (it grows to the longest value written). */
    get capacity(): number;
    /** Bytes written since the last `take` or `reset`. */
    get length(): number;
    reset(): void;
    /** A copy of the bytes written (pooled like any small Buffer), then starts over. */
    take(): Buffer;
    /** Text as UTF-8 (lone surrogates become U+FFFD, as `Buffer.from(text)` does). */
    raw(text: string): void;
    /** A JSON string as `json.dumps(s, ensure_ascii=False)` writes it. */
    string(s: string): void;
    /** A JS number as `pyJsonDumps` writes it (an int, else a Python float). */
    number(x: number): void;
    /** A number written as a Python float (`1.0`, `NaN`). */
    float(x: number): void;
    null(): void;
    /** Before the item at `index` of a container: the item separator. */
    item(index: number): void;
    /** Before the value of the entry at `index` of an object: separator, key and `": "`. */
    key(index: number, key: string): void;
    /** Any value, as `pyJsonDumps(value, { ensureAscii: false })` writes it. */
    value(v: unknown): void;
}
