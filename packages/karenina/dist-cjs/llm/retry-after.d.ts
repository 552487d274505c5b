/**
 * The wait a server asked for, in ms: `retry-after-ms` (OpenAI/Anthropic extension) first, then
 * `retry-after` as seconds or an HTTP date. `undefined` when absent, unparseable or negative.
 */
export declare function retryAfterMs(headers: Headers | undefined | null, now?: number): number | undefined;
