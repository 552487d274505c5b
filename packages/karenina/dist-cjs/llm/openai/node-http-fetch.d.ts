/**
 * Where a caller's cancellation signal travels to this transport, as a key of the SDK's per-request
 * `fetchOptions` (which the SDK copies into the `fetch` init). Given the signal as its own `signal`
 * option instead, the SDK composes it with `AbortSignal.any` and weak callbacks, which again keeps each
 * request reachable until a full GC; the SDK's own controller (its timeout) still arrives as `init.signal`.
 */
export declare const CALLER_SIGNAL: unique symbol;
/** The `fetch` init entries that carry a caller's signal to {@link nodeHttpFetch}. */
export declare function callerSignalInit(signal: AbortSignal): {
    [CALLER_SIGNAL]: AbortSignal;
};
/**
 * A `fetch` for the provider SDKs over node:http(s): the response body is read whole, then handed over as
 * a standard `Response`. It behaves as fetch for what the SDKs send (string or byte bodies, an abort
 * signal): a transport failure rejects with `TypeError('fetch failed', { cause })`, an abort with the
 * signal's reason, a body cut mid-way fails when read, gzip/deflate/br bodies are decoded. Redirects and
 * anything else (a `Request` input, stream bodies, undici options) are delegated to `globalThis.fetch`.
 * A caller's signal may also come as `init[CALLER_SIGNAL]` (see {@link callerSignalInit}).
 * @example
 * const client = new OpenAI({ apiKey, fetch: nodeHttpFetch })
 */
export declare function nodeHttpFetch(input: string | URL | Request, init?: RequestInit): Promise<Response>;
