import { hashedEmbedding } from './hashed-embedding.js'
import { sampleFromSchema, violateSchema } from './json-schema-sample.js'
import { forcedTool, targetSchema, type JsonValue, type NormalizedRequest } from './normalized-request.js'
import type { HttpErrorReply, Reply, ToolCallSpec, UsageOverride } from './reply.js'

/** A reply resolved against its request, in a provider-neutral form the wire renderers turn into bodies. */
export type Outcome =
  | {
      type: 'message'
      text: string
      /** The wire renderer assigns an id to a call scripted without one. */
      toolCalls: ToolCallSpec[]
      finishReason: 'stop' | 'length' | 'tool_calls'
      usage: UsageOverride | undefined
    }
  | { type: 'embeddings'; vectors: number[][] }
  | ({ type: 'error'; message: string } & Omit<HttpErrorReply, 'kind' | 'message'>)
  | { type: 'hang' }
  | { type: 'malformed-json' }
  | { type: 'connection-reset' }
  | { type: 'raw'; status: number; body: unknown; headers: Record<string, string> }

/** A default embedding for every input of the request, sized by `dimensions` when the client sent it. */
export function defaultEmbeddingReply(request: NormalizedRequest, dimensions: number): Reply {
  return { kind: 'embedding', vectors: request.input.map((text) => hashedEmbedding(text, request.dimensions ?? dimensions)) }
}

/**
 * The echo reply to a chat request (unmatched embeddings always get the default embedding): structured requests get
 * a value sampled from the schema; anything else gets the last user message back.
 */
export function echoReply(request: NormalizedRequest): Reply {
  const schema = targetSchema(request)
  if (schema !== undefined || request.responseFormat.type === 'json_object') {
    return { kind: 'json', value: sampleFromSchema(schema) }
  }
  return { kind: 'text', text: request.lastUserText }
}

/** Turns a reply into the outcome for this request, or into a non-retryable 500 naming the scripting mistake. */
export function resolveReply(reply: Reply, request: NormalizedRequest): Outcome {
  const isEmbeddings = request.endpoint === 'embeddings'
  switch (reply.kind) {
    case 'embedding': {
      if (!isEmbeddings) return scriptError(`an embedding reply cannot answer a chat request (model ${request.model})`)
      const n = request.input.length
      if (reply.vectors.length === 1) return { type: 'embeddings', vectors: request.input.map(() => reply.vectors[0] ?? []) }
      if (reply.vectors.length !== n) {
        return scriptError(`the embedding reply has ${reply.vectors.length} vectors for ${n} inputs`)
      }
      return { type: 'embeddings', vectors: reply.vectors }
    }
    case 'http-error': {
      const { kind: _kind, message, ...rest } = reply
      return { type: 'error', ...rest, message: message ?? `HTTP ${reply.status} (scripted by @karenina/testing)` }
    }
    case 'raw':
      return { type: 'raw', status: reply.status ?? 200, body: reply.body, headers: reply.headers ?? {} }
    case 'hang':
    case 'malformed-json':
    case 'connection-reset':
      return { type: reply.kind }
    default:
      if (isEmbeddings) return scriptError(`a '${reply.kind}' reply cannot answer an embeddings request`)
      return resolveChatReply(reply, request)
  }
}

function resolveChatReply(reply: Reply, request: NormalizedRequest): Outcome {
  const schema = targetSchema(request)
  switch (reply.kind) {
    case 'text':
      return message(reply.text, [], reply.finishReason ?? 'stop', reply.usage)
    case 'json':
      return jsonOutcome(reply.value, request, reply.usage)
    case 'schema-violation':
      return jsonOutcome(reply.value ?? violateSchema(schema), request, undefined)
    case 'tool-calls':
      return message(reply.text ?? '', reply.calls, 'tool_calls', reply.usage)
    case 'fenced-json': {
      const value = reply.value ?? sampleFromSchema(schema)
      return message('```json\n' + JSON.stringify(value, null, 2) + '\n```', [], 'stop', undefined)
    }
    case 'chatty-json': {
      const value = reply.value ?? sampleFromSchema(schema)
      const text = `Sure! Here is the answer you asked for:\n\n${JSON.stringify(value)}\n\nLet me know if you need anything else.`
      return message(text, [], 'stop', undefined)
    }
    case 'empty':
      return message('', [], 'stop', undefined)
    default:
      return scriptError(`a '${reply.kind}' reply cannot answer a chat request`)
  }
}

/** A JSON value becomes the forced tool's input when one tool is forced, otherwise the message text. */
function jsonOutcome(value: JsonValue, request: NormalizedRequest, usage: UsageOverride | undefined): Outcome {
  const tool = forcedTool(request)
  if (tool) return message('', [{ name: tool.name, arguments: value }], 'tool_calls', usage)
  return message(JSON.stringify(value), [], 'stop', usage)
}

function message(
  text: string,
  toolCalls: ToolCallSpec[],
  finishReason: 'stop' | 'length' | 'tool_calls',
  usage: UsageOverride | undefined,
): Outcome {
  return { type: 'message', text, toolCalls, finishReason, usage }
}

/** A scripting mistake: 500 with `x-should-retry: false`, so the SDK fails at once with this message. */
export function scriptError(message: string): Outcome {
  return { type: 'error', status: 500, shouldRetry: false, message: `@karenina/testing: ${message}` }
}
