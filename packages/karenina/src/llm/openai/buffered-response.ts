// Why: a `Response` built on a Buffer copies the bytes into a ReadableStream, which `text()` then reads back chunk
// by chunk; the SDKs read a buffered reply with one `text()`. Measured (pnpm bench --only overhead, 16 rounds,
// interleaved builds): core ÷ bare SDK loop 1.01–1.10 with this Response, 1.09–1.14 with a standard one.

// undici's UTF-8 decode of a body (`utf8DecodeBytes`): one leading BOM removed, then TextDecoder's (which removes
// another), invalid sequences replaced.
const utf8 = new TextDecoder()
const decodeUtf8 = (bytes: Uint8Array) => utf8.decode(bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf ? bytes.subarray(3) : bytes)

// Response as a base class: TypeScript's DOM types declare its members as properties, which a class may not
// with methods; at run time the prototype chain is Response's.
const StandardResponse = Response as unknown as new (body: null, init: ResponseInit) => { readonly headers: Headers }

/**
 * A standard `Response` (status, headers, `instanceof Response`) over a whole body held in memory: `text`,
 * `json`, `arrayBuffer` and `bytes` read the bytes directly; `body`, `blob`, `formData` and `clone` go through
 * a standard Response made from them on first use, which from then on holds the body.
 */
class BufferedResponse extends StandardResponse {
  #bytes: Uint8Array
  #init: ResponseInit
  #read = false
  #standard: Response | null = null

  constructor(bytes: Uint8Array, init: ResponseInit) {
    super(null, init)
    this.#bytes = bytes
    this.#init = init
  }

  /** The standard Response holding the body (made once; a body already read stays read). */
  #body(): Response {
    if (this.#standard !== null) return this.#standard
    const standard = new Response(this.#bytes, this.#init)
    for (const [name, value] of this.headers) standard.headers.append(name, value)
    if (this.#read) void standard.arrayBuffer()
    return (this.#standard = standard)
  }

  /** The body read by `read` once (a second read fails as fetch's does), or by `standard` once that Response exists. */
  #take<T>(read: (bytes: Uint8Array) => T, standard: (response: Response) => Promise<T>): Promise<T> {
    if (this.#standard !== null) return standard(this.#standard)
    if (this.#read) return Promise.reject(new TypeError('Body is unusable: Body has already been read'))
    this.#read = true
    try {
      return Promise.resolve(read(this.#bytes))
    } catch (error) {
      return Promise.reject(error)
    }
  }

  get body(): ReadableStream<Uint8Array> | null {
    return this.#body().body
  }

  get bodyUsed(): boolean {
    return this.#standard !== null ? this.#standard.bodyUsed : this.#read
  }

  text(): Promise<string> {
    return this.#take(decodeUtf8, (response) => response.text())
  }

  json(): Promise<unknown> {
    return this.#take((bytes) => JSON.parse(decodeUtf8(bytes)) as unknown, (response) => response.json())
  }

  arrayBuffer(): Promise<ArrayBuffer> {
    return this.#take((bytes) => bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer, (response) => response.arrayBuffer())
  }

  bytes(): Promise<Uint8Array> {
    return this.#take((bytes) => new Uint8Array(bytes), (response) => response.bytes())
  }

  // Blob's type is the parsed MIME type of Content-Type, as fetch computes it: the standard Response gives it.
  blob(): Promise<Blob> {
    return this.#body().blob()
  }

  formData(): Promise<FormData> {
    return this.#body().formData()
  }

  clone(): Response {
    return this.#body().clone()
  }
}

/** A `Response` over `bytes` (a whole body), read without a stream (see {@link BufferedResponse}). */
export function bufferedResponse(bytes: Uint8Array, init: ResponseInit): Response {
  return new BufferedResponse(bytes, init) as unknown as Response
}
