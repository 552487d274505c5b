import type OpenAI from 'openai'
import { APIPromise } from 'openai/core/api-promise'

// Why: the SDK's `responsePromise` attaches two closures to every request's promise (`withResponse` and
// `_thenUnwrap` as own properties) that capture the promise and its request (response, request body, abort
// controller). Measured on Node 24 (V8 13.6), with them each call's whole state survives V8's minor
// collections and is promoted to the old generation, freed only by a full GC (in isolation: any closure with
// its own scope stored on an object by assignment did the same; one in an object literal did not). On the
// bench's 10,000-question run they were ~75% of the promoted bytes (116 → 31 MiB without them).
// APIPromise's own prototype methods do the same work.

type Parse = (client: OpenAI, props: unknown) => unknown
interface ResponsePromiseHost {
  responsePromise: (request: Promise<unknown>, parse?: Parse) => APIPromise<unknown>
  parseResponseWithTimeout: Parse
}

/**
 * Makes `client` (one karenina created, never a user's) return plain `APIPromise`s: `withResponse()` and
 * `_thenUnwrap()` come from the class, so no per-request closure is attached to the promise. What the SDK's
 * closures add is for X.509 workload-identity auth (resuming a request) and for a retry after a body timeout,
 * neither of which these clients use (no X.509, `maxRetries: 0`). Left as is if the SDK's shape differs.
 */
export function withLeanResponsePromises(client: OpenAI): OpenAI {
  const host = client as unknown as Partial<ResponsePromiseHost>
  const parseWithTimeout = host.parseResponseWithTimeout
  if (typeof host.responsePromise !== 'function' || typeof parseWithTimeout !== 'function' || APIPromise.length < 2) return client
  host.responsePromise = function responsePromise(this: OpenAI, request, parse) {
    return new APIPromise(this, request as never, (parse ?? defaultParse) as never)
  }
  return client
}

// The SDK's default parse, as a method call on the client the promise belongs to (no closure per request).
function defaultParse(this: void, client: OpenAI, props: unknown): unknown {
  return (client as unknown as ResponsePromiseHost).parseResponseWithTimeout(client, props)
}
