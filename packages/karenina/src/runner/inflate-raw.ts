// A raw DEFLATE decoder (RFC 1951, after zlib's puff.c) for packed records, with a preset dictionary. vitest's
// main process unpacks one record per test: node:zlib would create and free a native stream for each (~40 KB
// of malloc'd state and a 16 KB output buffer), and over 10,000 tests that churn alone raised its peak RSS by
// ~60 MiB. This decoder reuses its buffers: the only allocation per record is the string it returns.

const MAXBITS = 15
const LENGTH_BASE = [3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83, 99, 115, 131, 163, 195, 227, 258]
const LENGTH_EXTRA = [0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0]
const DIST_BASE = [1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193, 257, 385, 513, 769, 1025, 1537, 2049, 3073, 4097, 6145, 8193, 12289, 16385, 24577]
const DIST_EXTRA = [0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12, 13, 13]
const CODE_LENGTH_ORDER = [16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15]

/** A canonical Huffman code: how many codes of each length, and the symbols ordered by code. */
interface Huffman {
  count: Uint16Array
  symbol: Uint16Array
}

const huffman = (symbols: number): Huffman => ({ count: new Uint16Array(MAXBITS + 1), symbol: new Uint16Array(symbols) })

/** The data is not a valid raw DEFLATE stream (its message says why). */
export class InflateError extends Error {}


/** The decoder's state, reused from one record to the next. */
class RawInflater {
  #input: Buffer = Buffer.allocUnsafeSlow(4096)
  #inputLength = 0
  #inputPos = 0
  #bitBuffer = 0
  #bitCount = 0
  #out: Buffer = Buffer.allocUnsafeSlow(64 * 1024)
  #outPos = 0
  readonly #offsets = new Uint16Array(MAXBITS + 1)
  readonly #lengths = new Uint8Array(320)
  readonly #lengthCode = huffman(288)
  readonly #distCode = huffman(30)
  readonly #codeLengthCode = huffman(19)
  readonly #fixedLengthCode = huffman(288)
  readonly #fixedDistCode = huffman(30)

  constructor() {
    const lengths = this.#lengths
    lengths.fill(8, 0, 144).fill(9, 144, 256).fill(7, 256, 280).fill(8, 280, 288)
    this.#construct(this.#fixedLengthCode, lengths, 0, 288)
    lengths.fill(5, 0, 30)
    this.#construct(this.#fixedDistCode, lengths, 0, 30)
  }

  /** Inflates the base64 `packed` text against `dictionary`; its bytes, valid until the next call. */
  inflateBase64(packed: string, dictionary: Uint8Array): Buffer {
    const maxBytes = Math.ceil((packed.length * 3) / 4)
    if (this.#input.length < maxBytes) this.#input = Buffer.allocUnsafeSlow(maxBytes * 2)
    this.#inputLength = this.#input.write(packed, 'base64')
    this.#inputPos = 0
    this.#bitBuffer = 0
    this.#bitCount = 0
    this.#reserve(dictionary.length)
    this.#out.set(dictionary, 0)
    this.#outPos = dictionary.length
    let last = 0
    while (last === 0) {
      last = this.#bits(1)
      const type = this.#bits(2)
      if (type === 0) this.#stored()
      else if (type === 1) this.#codes(this.#fixedLengthCode, this.#fixedDistCode)
      else if (type === 2) this.#dynamic()
      else throw new InflateError('invalid block type')
    }
    return this.#out.subarray(dictionary.length, this.#outPos)
  }

  #bits(need: number): number {
    let value = this.#bitBuffer
    while (this.#bitCount < need) {
      if (this.#inputPos >= this.#inputLength) throw new InflateError('unexpected end of data')
      value |= this.#input[this.#inputPos++]! << this.#bitCount
      this.#bitCount += 8
    }
    this.#bitBuffer = value >>> need
    this.#bitCount -= need
    return value & ((1 << need) - 1)
  }

  #reserve(extra: number): void {
    if (this.#outPos + extra <= this.#out.length) return
    const grown = Buffer.allocUnsafeSlow(Math.max(this.#out.length * 2, this.#outPos + extra))
    this.#out.copy(grown, 0, 0, this.#outPos)
    this.#out = grown
  }

  #stored(): void {
    this.#bitBuffer = 0
    this.#bitCount = 0
    if (this.#inputPos + 4 > this.#inputLength) throw new InflateError('unexpected end of data')
    const input = this.#input
    const length = input[this.#inputPos]! | (input[this.#inputPos + 1]! << 8)
    const check = input[this.#inputPos + 2]! | (input[this.#inputPos + 3]! << 8)
    if (length !== (~check & 0xffff)) throw new InflateError('stored block length does not match its complement')
    this.#inputPos += 4
    if (this.#inputPos + length > this.#inputLength) throw new InflateError('unexpected end of data')
    this.#reserve(length)
    input.copy(this.#out, this.#outPos, this.#inputPos, this.#inputPos + length)
    this.#outPos += length
    this.#inputPos += length
  }

  /** Builds a canonical code from `lengths[from, from + n)`; throws when the lengths over-subscribe it. */
  #construct(h: Huffman, lengths: Uint8Array, from: number, n: number): void {
    h.count.fill(0)
    for (let s = 0; s < n; s++) h.count[lengths[from + s]!]!++
    if (h.count[0] === n) return
    let left = 1
    for (let len = 1; len <= MAXBITS; len++) {
      left = (left << 1) - h.count[len]!
      if (left < 0) throw new InflateError('over-subscribed Huffman code')
    }
    const offsets = this.#offsets
    offsets[1] = 0
    for (let len = 1; len < MAXBITS; len++) offsets[len + 1] = offsets[len]! + h.count[len]!
    for (let s = 0; s < n; s++) {
      const len = lengths[from + s]!
      if (len !== 0) h.symbol[offsets[len]!++] = s
    }
  }

  #decode(h: Huffman): number {
    let code = 0
    let first = 0
    let index = 0
    for (let len = 1; len <= MAXBITS; len++) {
      code |= this.#bits(1)
      const count = h.count[len]!
      if (code - count < first) return h.symbol[index + (code - first)]!
      index += count
      first = (first + count) << 1
      code <<= 1
    }
    throw new InflateError('invalid Huffman code')
  }

  #codes(lengthCode: Huffman, distCode: Huffman): void {
    for (;;) {
      const symbol = this.#decode(lengthCode)
      if (symbol < 256) {
        this.#reserve(1)
        this.#out[this.#outPos++] = symbol
      } else if (symbol === 256) {
        return
      } else {
        const s = symbol - 257
        if (s >= 29) throw new InflateError('invalid length symbol')
        const length = LENGTH_BASE[s]! + this.#bits(LENGTH_EXTRA[s]!)
        const d = this.#decode(distCode)
        if (d >= 30) throw new InflateError('invalid distance symbol')
        const distance = DIST_BASE[d]! + this.#bits(DIST_EXTRA[d]!)
        if (distance > this.#outPos) throw new InflateError('distance too far back')
        this.#reserve(length)
        const out = this.#out
        let pos = this.#outPos
        for (let i = 0; i < length; i++, pos++) out[pos] = out[pos - distance]!
        this.#outPos = pos
      }
    }
  }

  #dynamic(): void {
    const nlen = this.#bits(5) + 257
    const ndist = this.#bits(5) + 1
    const ncode = this.#bits(4) + 4
    if (nlen > 286 || ndist > 30) throw new InflateError('too many length or distance codes')
    const lengths = this.#lengths
    lengths.fill(0, 0, 19)
    for (let i = 0; i < ncode; i++) lengths[CODE_LENGTH_ORDER[i]!] = this.#bits(3)
    this.#construct(this.#codeLengthCode, lengths, 0, 19)
    let index = 0
    while (index < nlen + ndist) {
      const symbol = this.#decode(this.#codeLengthCode)
      if (symbol < 16) {
        lengths[index++] = symbol
        continue
      }
      let value = 0
      let repeat: number
      if (symbol === 16) {
        if (index === 0) throw new InflateError('repeat with no first length')
        value = lengths[index - 1]!
        repeat = 3 + this.#bits(2)
      } else if (symbol === 17) {
        repeat = 3 + this.#bits(3)
      } else {
        repeat = 11 + this.#bits(7)
      }
      if (index + repeat > nlen + ndist) throw new InflateError('too many lengths')
      lengths.fill(value, index, index + repeat)
      index += repeat
    }
    if (lengths[256] === 0) throw new InflateError('no end-of-block code')
    this.#construct(this.#lengthCode, lengths, 0, nlen)
    this.#construct(this.#distCode, lengths, nlen, ndist)
    this.#codes(this.#lengthCode, this.#distCode)
  }
}

let inflater: RawInflater | undefined

/**
 * Inflates raw DEFLATE data, given as base64 text, that was deflated against `dictionary` (zlib's preset
 * dictionary); returns the UTF-8 text. Throws {@link InflateError} when the data is not valid.
 */
export function inflateRawBase64(base64: string, dictionary: Uint8Array): string {
  return inflateRawBase64Bytes(base64, dictionary).toString('utf8')
}

/** As {@link inflateRawBase64}, the bytes: a view of the decoder's buffer, valid until its next call (no copy). */
export function inflateRawBase64Bytes(base64: string, dictionary: Uint8Array): Buffer {
  inflater ??= new RawInflater()
  return inflater.inflateBase64(base64, dictionary)
}
