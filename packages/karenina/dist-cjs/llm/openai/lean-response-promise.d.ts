import type OpenAI from 'openai';
/**
 * Makes `client` (one karenina created, never a user's) return plain `APIPromise`s: `withResponse()` and
 * `_thenUnwrap()` come from the class, so no per-request closure is attached to the promise. What the SDK's
 * closures add is for X.509 workload-identity auth (resuming a request) and for a retry after a body timeout,
 * neither of which these clients use (no X.509, `maxRetries: 0`). Left as is if the SDK's shape differs.
 */
export declare function withLeanResponsePromises(client: OpenAI): OpenAI;
