// Why: a `Response` built on a Buffer copies the bytes and wraps them in a ReadableStream, which `text()` then
// reads back chunk by chunk (undici's body mixin); for the SDKs, which read a buffered reply with one `text()`,
// that is ~5 µs of a ~160 µs request's CPU, for every request. This Response keeps the bytes and decodes them as
// undici does, building the standard stream only if something asks for `body` (or `blob`, `formData`, a clone).

// undici's UTF-8 decode of a body (`utf8DecodeBytes`): a leading BOM dropped, invalid sequences replaced.
const utf8 = new TextDecoder()

function decodeUtf8(bytes: Uint8Array): string {
  if (bytes.length === 0) return ''
  const start = bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf ? 3 : 0
  return utf8.decode(start === 0 ? bytes : bytes.subarray(start))
}

function unusable(): TypeError {
  return new TypeError('Body is unusable: Body has already been read')
}

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
    this.#standard = standard
    return standard
  }

  /** The bytes, once; a second read fails as fetch's does. */
  #take(): Uint8Array {
    if (this.#read) throw unusable()
    this.#read = true
    return this.#bytes
  }

  get body(): ReadableStream<Uint8Array> | null {
    return this.#body().body
  }

  get bodyUsed(): boolean {
    return this.#standard !== null ? this.#standard.bodyUsed : this.#read
  }

  text(): Promise<string> {
    if (this.#standard !== null) return this.#standard.text()
    try {
      return Promise.resolve(decodeUtf8(this.#take()))
    } catch (error) {
      return Promise.reject(error)
    }
  }

  json(): Promise<unknown> {
    if (this.#standard !== null) return this.#standard.json()
    try {
      return Promise.resolve(JSON.parse(decodeUtf8(this.#take())))
    } catch (error) {
      return Promise.reject(error)
    }
  }

  arrayBuffer(): Promise<ArrayBuffer> {
    if (this.#standard !== null) return this.#standard.arrayBuffer()
    try {
      const bytes = this.#take()
      return Promise.resolve(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer)
    } catch (error) {
      return Promise.reject(error)
    }
  }

  bytes(): Promise<Uint8Array> {
    if (this.#standard !== null) return this.#standard.bytes()
    try {
      return Promise.resolve(new Uint8Array(this.#take()))
    } catch (error) {
      return Promise.reject(error)
    }
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
