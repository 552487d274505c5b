import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { getEventListeners } from 'node:events'
import { gzipSync } from 'node:zlib'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { callerSignalInit, nodeHttpFetch } from './node-http-fetch.js'

type Handler = (req: IncomingMessage, body: string, res: ServerResponse) => void

let server: Server
let base: string
let handler: Handler

beforeEach(async () => {
  server = createServer((req, res) => {
    let body = ''
    req.on('data', (chunk: Buffer) => (body += chunk.toString()))
    req.on('end', () => handler(req, body, res))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})

afterEach(async () => {
  server.closeAllConnections()
  await new Promise((resolve) => server.close(resolve))
})

describe('nodeHttpFetch', () => {
  it('sends method, headers and body, and returns status, headers and body as a Response', async () => {
    handler = (req, body, res) => {
      res.writeHead(201, 'Made', { 'content-type': 'application/json', 'x-echo': req.headers['x-test'] ?? '' })
      res.end(JSON.stringify({ method: req.method, body, length: req.headers['content-length'] }))
    }
    const response = await nodeHttpFetch(`${base}/v1/chat`, { method: 'post', headers: new Headers({ 'x-test': 'yes' }), body: 'héllo' })
    expect(response).toBeInstanceOf(Response)
    expect([response.status, response.statusText, response.headers.get('x-echo')]).toEqual([201, 'Made', 'yes'])
    expect(await response.json()).toEqual({ method: 'POST', body: 'héllo', length: '6' })
  })

  it('sends Host (with the port) once, unless the caller gives one, with the caller headers as given', async () => {
    const seen: string[][] = []
    handler = (req, _body, res) => {
      seen.push(req.rawHeaders)
      res.end('ok')
    }
    await (await nodeHttpFetch(`${base}/a`, { method: 'POST', headers: new Headers({ 'x-one': '1', authorization: 'Bearer k' }), body: 'x' })).text()
    await (await nodeHttpFetch(`${base}/b`, { headers: { host: 'example.test' } })).text()
    const pairs = (raw: string[]) => raw.flatMap((v, i) => (i % 2 === 0 ? [[v.toLowerCase(), raw[i + 1]!]] : []))
    const first = pairs(seen[0]!)
    expect(first.filter(([k]) => k === 'host')).toEqual([['host', new URL(base).host]])
    expect(first).toEqual(expect.arrayContaining([['x-one', '1'], ['authorization', 'Bearer k'], ['content-length', '1'], ['accept', '*/*']]))
    expect(pairs(seen[1]!).filter(([k]) => k === 'host')).toEqual([['host', 'example.test']])
  })

  it('keeps the connection alive: sequential requests share one socket', async () => {
    const seen: { port: number | undefined; connection: string | undefined }[] = []
    handler = (req, _body, res) => {
      seen.push({ port: req.socket.remotePort, connection: req.headers.connection })
      res.end('ok')
    }
    for (let i = 0; i < 3; i++) await (await nodeHttpFetch(`${base}/k`, { method: 'POST', headers: new Headers({ 'x-i': String(i) }), body: 'x' })).text()
    expect(seen.map((s) => s.connection)).toEqual(['keep-alive', 'keep-alive', 'keep-alive'])
    expect(new Set(seen.map((s) => s.port)).size).toBe(1)
  })

  it('returns the response headers fetch returns, repeats included', async () => {
    handler = (_req, _body, res) => {
      res.setHeader('set-cookie', ['a=1', 'b=2'])
      res.setHeader('x-multi', ['one', 'two'])
      res.setHeader('Content-Type', 'text/plain')
      res.end('ok')
    }
    const ours = await nodeHttpFetch(`${base}/h`)
    const theirs = await fetch(`${base}/h`)
    const view = (r: Response) => ({ all: [...r.headers].filter(([k]) => k !== 'date'), cookies: r.headers.getSetCookie() })
    expect(view(ours)).toEqual(view(theirs))
    expect(view(ours).cookies).toEqual(['a=1', 'b=2'])
    expect(ours.headers.get('x-multi')).toBe('one, two')
  })

  it('decodes a gzip body whatever the case and spacing of its Content-Encoding header', async () => {
    handler = (_req, _body, res) => {
      res.writeHead(200, [['Content-Type', 'text/plain'], ['CONTENT-ENCODING', ' GZip ']])
      res.end(gzipSync('compressed answer'))
    }
    expect(await (await nodeHttpFetch(`${base}/z`)).text()).toBe('compressed answer')
  })

  it('decodes a gzip body, as fetch does', async () => {
    handler = (_req, _body, res) => {
      res.writeHead(200, { 'content-type': 'text/plain', 'content-encoding': 'gzip' })
      res.end(gzipSync('compressed answer'))
    }
    const response = await nodeHttpFetch(base)
    expect(await response.text()).toBe('compressed answer')
  })

  it('gives a 204 a null body', async () => {
    handler = (_req, _body, res) => {
      res.writeHead(204)
      res.end()
    }
    const response = await nodeHttpFetch(base, { method: 'DELETE' })
    expect([response.status, response.body]).toEqual([204, null])
  })

  it('a body cut after the headers fails when read, like fetch ("terminated")', async () => {
    handler = (_req, _body, res) => {
      res.writeHead(200, { 'content-type': 'application/json', 'content-length': '100' })
      res.write('{"partial":')
      setTimeout(() => res.socket?.destroy(), 10)
    }
    const response = await nodeHttpFetch(base)
    expect(response.status).toBe(200)
    await expect(response.text()).rejects.toThrow(new TypeError('terminated'))
  })

  it('a refused connection rejects with TypeError("fetch failed") carrying the cause', async () => {
    handler = () => {}
    server.closeAllConnections()
    await new Promise((resolve) => server.close(resolve))
    const error = (await nodeHttpFetch(base).catch((e: unknown) => e)) as TypeError & { cause: { code: string } }
    expect(error).toBeInstanceOf(TypeError)
    expect([error.message, error.cause.code]).toEqual(['fetch failed', 'ECONNREFUSED'])
    server = createServer()
  })

  it.each([
    ['init.signal', (signal: AbortSignal) => ({ signal })],
    ['the caller signal', (signal: AbortSignal) => callerSignalInit(signal)],
  ])('an abort through %s cancels the request in flight and rejects with its reason', async (_name, init) => {
    const controller = new AbortController()
    const reason = new Error('run cancelled')
    // Event-driven: abort once the server holds the request (never answered), then wait for its socket to close.
    const closed = new Promise<void>((resolve) => {
      handler = (req) => {
        req.socket.on('close', () => resolve())
        controller.abort(reason)
      }
    })
    await expect(nodeHttpFetch(base, init(controller.signal) as RequestInit)).rejects.toBe(reason)
    await closed
  })

  it('leaves no listener on either signal once a request has ended, answered or failed', async () => {
    handler = (req, _body, res) => (req.url === '/fail' ? res.destroy() : res.end('ok'))
    const sdk = new AbortController()
    const caller = new AbortController()
    await (await nodeHttpFetch(`${base}/ok`, { signal: sdk.signal, ...callerSignalInit(caller.signal) } as RequestInit)).text()
    await nodeHttpFetch(`${base}/fail`, { signal: sdk.signal, ...callerSignalInit(caller.signal) } as RequestInit).catch(() => undefined)
    await expect.poll(() => [getEventListeners(sdk.signal, 'abort').length, getEventListeners(caller.signal, 'abort').length]).toEqual([0, 0])
  })

  it('sends each request to its own URL (path and query), given as a string or a URL, to the same origin', async () => {
    const seen: string[] = []
    handler = (req, _body, res) => {
      seen.push(`${req.method} ${req.url}`)
      res.end('ok')
    }
    for (const input of [`${base}/v1/a?x=1`, `${base}/v1/b`, new URL(`${base}/v1/c?y=2#frag`), `${base}/v1/a?x=1`]) await (await nodeHttpFetch(input, { method: 'POST', body: '' })).text()
    expect(seen).toEqual(['POST /v1/a?x=1', 'POST /v1/b', 'POST /v1/c?y=2', 'POST /v1/a?x=1'])
  })

  it('follows a redirect (through globalThis.fetch)', async () => {
    handler = (req, _body, res) => {
      if (req.url === '/old') res.writeHead(307, { location: '/new' }).end()
      else res.writeHead(200, { 'content-type': 'text/plain' }).end(`at ${req.url}`)
    }
    const response = await nodeHttpFetch(`${base}/old`)
    expect(await response.text()).toBe('at /new')
  })

  it('follows a redirect whose Location header is spelt in capitals; returns a 3xx without one as is', async () => {
    handler = (req, _body, res) => {
      if (req.url === '/old') res.writeHead(302, [['LOCATION', '/new']]).end()
      else if (req.url === '/bare') res.writeHead(302, { 'x-no': 'location' }).end('no location')
      else res.writeHead(200, { 'content-type': 'text/plain' }).end(`at ${req.url}`)
    }
    expect(await (await nodeHttpFetch(`${base}/old`)).text()).toBe('at /new')
    const bare = await nodeHttpFetch(`${base}/bare`)
    expect([bare.status, await bare.text()]).toEqual([302, 'no location'])
  })
})
