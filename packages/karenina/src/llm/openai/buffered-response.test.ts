import { describe, expect, it } from 'vitest'
import { bufferedResponse } from './buffered-response.js'

// Each case reads a BufferedResponse and a standard Response made from the same bytes the same way, and
// expects the same outcome (value or error), the same bodyUsed and the same body state afterwards.
type Outcome = { ok: unknown } | { error: string }
type Read = (response: Response) => Promise<unknown>

async function outcome(read: Read, response: Response): Promise<Outcome> {
  try {
    return { ok: await read(response) }
  } catch (error) {
    return { error: `${(error as Error).constructor.name}: ${(error as Error).message}` }
  }
}

const bytesOf = (text: string) => new Uint8Array(Buffer.from(text, 'utf8'))
const INIT: ResponseInit = { status: 200, statusText: 'OK' }

function pair(bytes: Uint8Array, contentType = 'application/json; charset=utf-8'): [Response, Response] {
  const buffered = bufferedResponse(bytes, INIT)
  const standard = new Response(new Uint8Array(bytes), INIT)
  for (const response of [buffered, standard]) response.headers.append('content-type', contentType)
  return [buffered, standard]
}

async function sameOutcomes(bytes: Uint8Array, reads: Read[], contentType?: string): Promise<void> {
  const [buffered, standard] = pair(bytes, contentType)
  for (const read of reads) {
    expect(await outcome(read, buffered)).toEqual(await outcome(read, standard))
    expect(buffered.bodyUsed).toBe(standard.bodyUsed)
  }
}

const text: Read = (r) => r.text()
const json: Read = (r) => r.json()
const arrayBuffer: Read = async (r) => [...new Uint8Array(await r.arrayBuffer())]
const bytes: Read = async (r) => [...(await r.bytes())]
const blob: Read = async (r) => {
  const b = await r.blob()
  return { type: b.type, text: await b.text() }
}
const body: Read = async (r) => (r.body === null ? null : { locked: r.body.locked })
const clone: Read = async (r) => r.clone().text()

describe('bufferedResponse', () => {
  it('is a Response with the given status', () => {
    const response = bufferedResponse(bytesOf('{}'), { status: 201, statusText: 'Made' })
    expect(response).toBeInstanceOf(Response)
    expect([response.status, response.statusText, response.ok, response.url, response.type, response.bodyUsed]).toEqual([201, 'Made', true, '', 'default', false])
  })

  it('reads as a standard Response does: text, json, bytes and arrayBuffer, then a second read fails alike', async () => {
    for (const first of [text, json, arrayBuffer, bytes]) await sameOutcomes(bytesOf('{"a": "é"}'), [first, text, json, body, clone])
  })

  it('decodes UTF-8 as fetch does: a leading BOM dropped, invalid bytes replaced, an empty body', async () => {
    await sameOutcomes(new Uint8Array([0xef, 0xbb, 0xbf, 0x41, 0xff, 0xc3]), [text])
    await sameOutcomes(new Uint8Array([0xef, 0xbb, 0xbf, 0xef, 0xbb, 0xbf, 0x42]), [text])
    await sameOutcomes(new Uint8Array([]), [text])
    await sameOutcomes(new Uint8Array([]), [json])
  })

  it('fails on invalid JSON with the same error', async () => {
    await sameOutcomes(bytesOf('{"a":'), [json, text])
  })

  it('gives the standard stream on `body`, and reads through it from then on', async () => {
    await sameOutcomes(bytesOf('hello'), [body, text, text])
    const [buffered] = pair(bytesOf('streamed'))
    const reader = buffered.body!.getReader()
    const chunks: number[] = []
    for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) chunks.push(...chunk.value)
    expect(Buffer.from(chunks).toString()).toBe('streamed')
    expect(buffered.bodyUsed).toBe(true)
  })

  it('clones, blobs and reads form data as a standard Response does', async () => {
    await sameOutcomes(bytesOf('hello'), [clone, text, clone])
    await sameOutcomes(bytesOf('{"a":1}'), [blob, blob])
    await sameOutcomes(bytesOf('a=1&b=%C3%A9'), [(r) => r.formData().then((f) => [...f.entries()]), text], 'application/x-www-form-urlencoded')
  })

  it('returns a copy from arrayBuffer and bytes: the caller may change it', async () => {
    const source = bytesOf('abc')
    const response = bufferedResponse(source, INIT)
    const read = new Uint8Array(await response.arrayBuffer())
    read[0] = 0x7a
    expect(Buffer.from(source).toString()).toBe('abc')
  })
})
