// Our raw DEFLATE decoder against node:zlib's encoder: stored, fixed and dynamic blocks, preset dictionaries,
// outputs past its initial buffer, back-references across the 32 KB window, and corrupt data.
import { deflateRawSync, constants } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { inflateRawBase64, InflateError } from './inflate-raw.js'
import { PACKED_RECORD_DICTIONARY_K1 } from './result-meta-dictionary.js'

/** A deterministic generator (mulberry32): the same inputs on every run. */
function random(seed: number): () => number {
  let a = seed
  return () => {
    a = (a + 0x6d2b79f5) | 0
    let t = Math.imul(a ^ (a >>> 15), 1 | a)
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

function text(rand: () => number, length: number, alphabet: string): string {
  const chars = [...alphabet] // code points: an emoji is not split into lone surrogates
  let out = ''
  while (out.length < length) {
    // Runs of repeated words (back-references) between random characters (literals).
    if (rand() < 0.3) out += chars.slice(0, 1 + Math.floor(rand() * chars.length)).join('').repeat(1 + Math.floor(rand() * 5))
    else out += chars[Math.floor(rand() * chars.length)]
  }
  return out
}

const dictionary = Buffer.from(PACKED_RECORD_DICTIONARY_K1, 'utf8')
const roundTrip = (input: string, options: { level?: number; strategy?: number; dictionary?: Buffer } = {}) =>
  inflateRawBase64(deflateRawSync(input, options).toString('base64'), options.dictionary ?? new Uint8Array(0))

describe('inflateRawBase64', () => {
  it('decodes what node:zlib encodes, at every level and strategy, with and without a preset dictionary', () => {
    const rand = random(42)
    const alphabets = ['ab', 'abcdefghij', '{"metadata": null, true, false, 0123456789', 'é→✓ BCL2 venetoclax 😀']
    for (let i = 0; i < 120; i++) {
      const input = text(rand, Math.floor(rand() * 6000), alphabets[i % alphabets.length]!)
      const level = i % 10
      const strategy = [constants.Z_DEFAULT_STRATEGY, constants.Z_FIXED, constants.Z_HUFFMAN_ONLY, constants.Z_RLE][i % 4]!
      expect(roundTrip(input, { level, strategy })).toBe(input)
      expect(roundTrip(input, { level, strategy, dictionary })).toBe(input)
    }
    expect(roundTrip('')).toBe('')
    expect(roundTrip('', { dictionary })).toBe('')
  })

  it('decodes outputs larger than its first buffer, with references across the whole window, and stored blocks', () => {
    const rand = random(7)
    const block = text(rand, 40_000, 'the putative target of venetoclax is BCL2 ')
    const large = block + text(rand, 100_000, 'xyz') + block
    expect(roundTrip(large)).toBe(large)
    expect(roundTrip(large, { level: 0 })).toBe(large)
    const incompressible = Array.from({ length: 70_000 }, () => String.fromCharCode(32 + Math.floor(rand() * 90))).join('')
    expect(roundTrip(incompressible, { level: 9 })).toBe(incompressible)
    // Its buffers are reused: a short record after a large one decodes alone.
    expect(roundTrip('{"pass":true}\nshort', { dictionary })).toBe('{"pass":true}\nshort')
  })

  it('throws InflateError on corrupt or truncated data, never loops', () => {
    const good = deflateRawSync('{"pass":true}\nsome result text that is long enough '.repeat(20), { dictionary })
    const truncated = good.subarray(0, Math.floor(good.length / 2)).toString('base64')
    expect(() => inflateRawBase64(truncated, dictionary)).toThrow(InflateError)
    expect(() => inflateRawBase64(Buffer.from([0xff, 0xff, 0xff]).toString('base64'), dictionary)).toThrow(InflateError)
    // A back-reference into a dictionary the decoder was not given.
    expect(() => inflateRawBase64(good.toString('base64'), new Uint8Array(0))).toThrow(InflateError)
    const rand = random(3)
    for (let i = 0; i < 200; i++) {
      const bytes = Buffer.from(good)
      const at = Math.floor(rand() * bytes.length)
      bytes[at] = bytes[at]! ^ (1 << Math.floor(rand() * 8))
      try {
        inflateRawBase64(bytes.toString('base64'), dictionary)
      } catch (error) {
        expect(error).toBeInstanceOf(InflateError)
      }
    }
  })
})
