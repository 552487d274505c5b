export { startLlmServer } from './start-llm-server.js'
export type { FailNextOptions, LlmServer, LlmServerOptions, LlmServerStats } from './start-llm-server.js'
export type { BatchApiControl, BatchApiCounts, BatchApiOptions, CreateRequest, EmulatedBatch } from './batch-api.js'
export type { RuleHandle, RuleMatcher } from './rule.js'
export { reply } from './reply.js'
export type {
  ChattyJsonReply,
  ConnectionResetReply,
  EmbeddingReply,
  EmptyReply,
  FencedJsonReply,
  HangReply,
  HttpErrorReply,
  JsonReply,
  MalformedJsonReply,
  RawReply,
  Reply,
  ReplyContext,
  ReplyFunction,
  ReplyInput,
  ReplyKind,
  SchemaViolationReply,
  TextReply,
  ToolCallSpec,
  ToolCallsReply,
  UsageOverride,
} from './reply.js'
export { fault } from './reply.js'
export type { HttpErrorOptions } from './reply.js'
export type {
  Endpoint,
  JsonValue,
  NormalizedMessage,
  NormalizedRequest,
  NormalizedResponseFormat,
  NormalizedTool,
  NormalizedToolCall,
  NormalizedToolChoice,
  Provider,
} from './normalized-request.js'
export type { RecordedReply, RecordedRequest } from './recorded-request.js'
export { cosineSimilarity, DEFAULT_EMBEDDING_DIMENSIONS, hashedEmbedding } from './hashed-embedding.js'
export { sampleFromSchema, violateSchema } from './json-schema-sample.js'
