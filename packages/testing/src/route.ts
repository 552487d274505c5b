import type { IncomingHttpHeaders } from 'node:http'
import { parseAnthropicMessages } from './anthropic-messages.js'
import type { Endpoint, NormalizedRequest, Provider } from './normalized-request.js'
import { parseOpenAiChat } from './openai-chat.js'
import { parseOpenAiEmbeddings } from './openai-embeddings.js'
import { parseOpenAiResponses } from './openai-responses.js'

/** An endpoint the server speaks. */
export interface Route {
  provider: Provider
  endpoint: Endpoint
  parse: (body: Record<string, unknown>) => NormalizedRequest
}

const ROUTES: Record<string, Route> = {
  '/v1/chat/completions': { provider: 'openai', endpoint: 'chat', parse: parseOpenAiChat },
  '/v1/embeddings': { provider: 'openai', endpoint: 'embeddings', parse: parseOpenAiEmbeddings },
  '/v1/responses': { provider: 'openai', endpoint: 'chat', parse: parseOpenAiResponses },
  '/v1/messages': { provider: 'anthropic', endpoint: 'chat', parse: parseAnthropicMessages },
}

/** The route for a path (query string already removed), if any. */
export function findRoute(path: string): Route | undefined {
  const key = Object.hasOwn(ROUTES, path) ? path : `/v1${path}`
  const route = Object.hasOwn(ROUTES, key) ? ROUTES[key] : undefined
  // OpenAI's paths also answer without `/v1`, for a baseURL given without it.
  return key === path || route?.provider === 'openai' ? route : undefined
}

/** Which provider's error shape to use for a request outside every route. */
export function guessProvider(path: string, headers: IncomingHttpHeaders): Provider {
  return headers['anthropic-version'] !== undefined || path.includes('/messages') ? 'anthropic' : 'openai'
}
