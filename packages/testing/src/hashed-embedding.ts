/** Default size of {@link hashedEmbedding} vectors. */
export const DEFAULT_EMBEDDING_DIMENSIONS = 64

/**
 * A deterministic embedding: a signed, hashed bag of lower-cased words, L2-normalized, rounded to
 * float32 (so the float and base64 encodings carry the same numbers). Texts sharing words have a
 * high cosine similarity; unrelated texts are near 0. Empty text gives the zero vector.
 */
export function hashedEmbedding(text: string, dimensions: number = DEFAULT_EMBEDDING_DIMENSIONS): number[] {
  const vector = new Float64Array(dimensions)
  for (const word of text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []) {
    const h = fnv1a(word)
    // A second hash picks the sign, so colliding words cancel out rather than pile up.
    const sign = fnv1a(`${word}\u0000sign`) & 1 ? 1 : -1
    vector[h % dimensions] = (vector[h % dimensions] ?? 0) + sign
  }
  let norm = 0
  for (const v of vector) norm += v * v
  norm = Math.sqrt(norm)
  return Array.from(Float32Array.from(vector, (v) => (norm === 0 ? 0 : v / norm)))
}

/** Cosine similarity of two equal-length vectors (0 when either is the zero vector). */
export function cosineSimilarity(a: readonly number[], b: readonly number[]): number {
  let dot = 0
  let na = 0
  let nb = 0
  for (let i = 0; i < a.length; i++) {
    const x = a[i] ?? 0
    const y = b[i] ?? 0
    dot += x * y
    na += x * x
    nb += y * y
  }
  return na === 0 || nb === 0 ? 0 : dot / Math.sqrt(na * nb)
}

/** 32-bit FNV-1a over UTF-16 code units: tiny, fast, stable across runs and platforms. */
function fnv1a(text: string): number {
  let hash = 0x811c9dc5
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i)
    hash = Math.imul(hash, 0x01000193)
  }
  return hash >>> 0
}
