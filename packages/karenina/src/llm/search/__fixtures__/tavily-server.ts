import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

/** A request the fake Tavily server received. */
export interface TavilyRequest {
  path: string
  authorization: string | undefined
  body: Record<string, unknown>
}

/** A loopback Tavily-compatible server for tests: `POST /search` answered by `respond`. */
export interface TavilyServer {
  baseURL: string
  requests: TavilyRequest[]
  close(): Promise<void>
}

/** What the test answers: hits (wrapped in `{query, results}`), or a raw status and body. */
export type TavilyResponder = (request: TavilyRequest) => { title?: string; url?: string; content: string }[] | { status: number; body: string }

/** Starts the fake server on 127.0.0.1 with a random port. */
export async function startTavilyServer(respond: TavilyResponder): Promise<TavilyServer> {
  const requests: TavilyRequest[] = []
  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = []
    for await (const chunk of req) chunks.push(chunk as Buffer)
    let body: Record<string, unknown> = {}
    try {
      body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, unknown>
    } catch {
      // left empty: the responder sees what arrived
    }
    const request: TavilyRequest = { path: req.url ?? '', authorization: req.headers.authorization, body }
    requests.push(request)
    if (req.method !== 'POST' || request.path !== '/search') {
      res.writeHead(404, { 'content-type': 'application/json' }).end('{"detail": "not found"}')
      return
    }
    const outcome = respond(request)
    if (Array.isArray(outcome)) {
      const results = outcome.map((hit) => ({ title: hit.title ?? '', url: hit.url ?? '', content: hit.content, score: 0.9 }))
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ query: body.query, results, response_time: 0.01 }))
    } else res.writeHead(outcome.status, { 'content-type': 'application/json' }).end(outcome.body)
  }
  const server = createServer((req, res) => void handle(req, res))
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    baseURL: `http://127.0.0.1:${port}`,
    requests,
    close: () => new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  }
}
