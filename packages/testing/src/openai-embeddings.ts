import type { NormalizedRequest } from './normalized-request.js'
import { estimateTokens } from './token-estimate.js'
import { BadRequest, optionalNumber, requireString } from './wire-values.js'

/** Reads an OpenAI `POST /v1/embeddings` body (`input`: a string, strings, or token arrays). */
export function parseOpenAiEmbeddings(body: Record<string, unknown>): NormalizedRequest {
  const model = requireString(body, 'model')
  const input = parseInput(body['input'])
  return {
    provider: 'openai',
    endpoint: 'embeddings',
    model,
    system: undefined,
    messages: [],
    lastUserText: input.join('\n'),
    tools: [],
    toolChoice: { type: 'auto' },
    responseFormat: { type: 'text' },
    input,
    maxTokens: undefined,
    dimensions: optionalNumber(body['dimensions']),
    body,
  }
}

function parseInput(raw: unknown): string[] {
  if (typeof raw === 'string') return [raw]
  if (Array.isArray(raw) && raw.length > 0) {
    // A flat number array is one tokenized input; an array of them is several.
    if (raw.every((x) => typeof x === 'number')) return [raw.join(' ')]
    return raw.map((item, i) => {
      if (typeof item === 'string') return item
      if (Array.isArray(item) && item.every((x) => typeof x === 'number')) return item.join(' ')
      throw new BadRequest(`'input[${i}]' must be a string or an array of token ids`)
    })
  }
  throw new BadRequest(`'input' must be a non-empty string or array`)
}

/**
 * Renders vectors as an OpenAI embeddings list. `encoding_format: 'base64'` (what the SDK sends
 * unless told otherwise) packs each vector as little-endian float32, which the SDK decodes.
 */
export function renderOpenAiEmbeddings(vectors: number[][], request: NormalizedRequest): Record<string, unknown> {
  const base64 = request.body['encoding_format'] === 'base64'
  const tokens = estimateTokens(request.input.join(' '))
  return {
    object: 'list',
    data: vectors.map((vector, index) => ({
      object: 'embedding',
      index,
      embedding: base64 ? toBase64Float32(vector) : vector,
    })),
    model: request.model,
    usage: { prompt_tokens: tokens, total_tokens: tokens },
  }
}

function toBase64Float32(vector: number[]): string {
  const floats = Float32Array.from(vector)
  // Float32Array uses platform byte order; write explicitly so the wire is little-endian everywhere.
  const buf = Buffer.alloc(floats.length * 4)
  floats.forEach((v, i) => buf.writeFloatLE(v, i * 4))
  return buf.toString('base64')
}
