// Record/replay of the agent's own HTTP calls, so the example runs offline. The judge's calls are karenina's
// (its cassettes, test/__karenina__/); the app's are not, so the app's provider gets this fetch.
import { createHash } from 'node:crypto'
import { existsSync, readFileSync, writeFileSync } from 'node:fs'

/** `replay` (default): serve recorded responses, fail on any other request; `record`: call the network and keep every response. */
export type HttpCassetteMode = 'replay' | 'record'

interface Recording {
  request: { method: string; path: string; body: unknown }
  response: { status: number; contentType: string; body: string }
}

/** The key of a request: method, path and body (never the host or the key, so a recording replays anywhere). */
function keyOf(method: string, url: string, body: string): string {
  return createHash('sha256').update(`${method} ${new URL(url).pathname}\n${body}`).digest('hex')
}

/** A fetch that records into, or replays from, the JSON file `path`. */
export function httpCassette(path: string, mode: HttpCassetteMode): typeof globalThis.fetch {
  const entries: Record<string, Recording> = existsSync(path) && mode === 'replay' ? (JSON.parse(readFileSync(path, 'utf8')) as { entries: Record<string, Recording> }).entries : {}
  return async (input, init) => {
    const request = new Request(input, init)
    const body = await request.clone().text()
    const key = keyOf(request.method, request.url, body)
    if (mode === 'replay') {
      const recorded = entries[key]
      if (!recorded) throw new Error(`${path}: no recording of ${request.method} ${new URL(request.url).pathname} with this body (the agent or its prompt changed?): record again with \`pnpm record\``)
      return new Response(recorded.response.body, { status: recorded.response.status, headers: { 'content-type': recorded.response.contentType } })
    }
    const response = await fetch(request)
    const text = await response.text()
    entries[key] = {
      request: { method: request.method, path: new URL(request.url).pathname, body: body === '' ? null : (JSON.parse(body) as unknown) },
      response: { status: response.status, contentType: response.headers.get('content-type') ?? 'application/json', body: text },
    }
    writeFileSync(path, `${JSON.stringify({ entries }, null, 2)}\n`)
    return new Response(text, { status: response.status, headers: { 'content-type': entries[key].response.contentType } })
  }
}
