/** A JSON value as it travels on the wire. */
export type JsonValue = string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue }

/** Which wire format a request arrived in. */
export type Provider = 'openai' | 'anthropic'

/** Which kind of call a request is. */
export type Endpoint = 'chat' | 'embeddings'

/** One tool call, either sent back by the model or replayed in the conversation. */
export interface NormalizedToolCall {
  id: string
  name: string
  /** Parsed arguments; OpenAI's JSON string is parsed, and kept as the raw string if it is not JSON. */
  arguments: unknown
}

/**
 * One conversation turn in a provider-neutral shape. System prompts (OpenAI `system`/`developer`
 * messages, Anthropic's top-level `system`) are `system` turns; tool results (OpenAI `tool` messages,
 * Anthropic `tool_result` blocks) are `tool` turns carrying `toolCallId`.
 */
export interface NormalizedMessage {
  role: 'system' | 'user' | 'assistant' | 'tool'
  /** Text parts joined by a newline; `''` when the turn has no text. */
  text: string
  toolCalls?: NormalizedToolCall[]
  toolCallId?: string
  /** Anthropic `is_error` on a tool result. */
  isError?: boolean
}

/** A function tool the client offered the model. */
export interface NormalizedTool {
  name: string
  description?: string
  /** JSON Schema of the arguments (OpenAI `parameters`, Anthropic `input_schema`). */
  parameters?: Record<string, unknown>
}

/**
 * What the client allows the model to do with tools. `required` is OpenAI's `required` and
 * Anthropic's `any`; `tool` forces one named tool.
 */
export type NormalizedToolChoice =
  | { type: 'auto' }
  | { type: 'none' }
  | { type: 'required' }
  | { type: 'tool'; name: string }

/** The output format the client asked for (OpenAI `response_format`, Anthropic `output_config.format`). */
export type NormalizedResponseFormat =
  | { type: 'text' }
  | { type: 'json_object' }
  | { type: 'json_schema'; name?: string; schema: Record<string, unknown>; strict?: boolean }

/** A request as rules and reply functions see it: the same shape for both providers. */
export interface NormalizedRequest {
  provider: Provider
  endpoint: Endpoint
  /** `'responses'` for an OpenAI Responses API request (`/v1/responses`), answered in that API's shape. @default chat completions / messages */
  wireApi?: 'responses'
  model: string
  /** System text joined by a newline, or `undefined` when there is none. */
  system: string | undefined
  messages: NormalizedMessage[]
  /** Text of the last `user` turn (for embeddings: the inputs joined by a newline); `''` if none. */
  lastUserText: string
  tools: NormalizedTool[]
  toolChoice: NormalizedToolChoice
  responseFormat: NormalizedResponseFormat
  /** Embedding inputs (token arrays are rendered as space-separated numbers); `[]` for chat. */
  input: string[]
  /** `max_completion_tokens` / `max_tokens` when sent. */
  maxTokens: number | undefined
  /** Embedding `dimensions` when sent. */
  dimensions: number | undefined
  /** The parsed JSON body, untouched. */
  body: Record<string, unknown>
}

/**
 * The tool the model must call, if the request forces exactly one: a named tool choice, or
 * `required`/`any` with a single tool on offer.
 */
export function forcedTool(request: NormalizedRequest): NormalizedTool | undefined {
  const choice = request.toolChoice
  if (choice.type === 'tool') return request.tools.find((t) => t.name === choice.name) ?? { name: choice.name }
  if (choice.type === 'required' && request.tools.length === 1) return request.tools[0]
  return undefined
}

/** The JSON Schema the reply is expected to satisfy: the structured-output schema or the forced tool's. */
export function targetSchema(request: NormalizedRequest): Record<string, unknown> | undefined {
  const tool = forcedTool(request)
  if (tool) return tool.parameters
  return request.responseFormat.type === 'json_schema' ? request.responseFormat.schema : undefined
}

/** A chat request from its parsed turns: the system text and the last user text are read from them. */
export function chatRequest(
  provider: Provider,
  model: string,
  messages: NormalizedMessage[],
  parts: Pick<NormalizedRequest, 'wireApi' | 'tools' | 'toolChoice' | 'responseFormat' | 'maxTokens' | 'body'>,
): NormalizedRequest {
  const system = messages.filter((m) => m.role === 'system').map((m) => m.text)
  return {
    provider,
    endpoint: 'chat',
    ...(parts.wireApi === undefined ? {} : { wireApi: parts.wireApi }),
    model,
    system: system.length > 0 ? system.join('\n') : undefined,
    messages,
    lastUserText: messages.findLast((m) => m.role === 'user')?.text ?? '',
    tools: parts.tools,
    toolChoice: parts.toolChoice,
    responseFormat: parts.responseFormat,
    input: [],
    maxTokens: parts.maxTokens,
    dimensions: undefined,
    body: parts.body,
  }
}
