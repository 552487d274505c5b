import type { IncomingMessage, ServerResponse } from 'node:http'
import { text as readText } from 'node:stream/consumers'
import { setTimeout as sleep } from 'node:timers/promises'
import type { NormalizedRequest, Provider } from './normalized-request.js'
import { hasApiKey, recordedFields, redactHeaders, type RecordedRequest } from './recorded-request.js'
import { toReply, type Reply } from './reply.js'
import { defaultEmbeddingReply, echoReply, resolveReply, scriptError, type Outcome } from './resolve-reply.js'
import { findRoute, guessProvider } from './route.js'
import { sendOutcome, writeText } from './send-outcome.js'
import type { LoopbackLlmServer } from './start-llm-server.js'
import { BadRequest, jsonBody } from './wire-values.js'

interface Decision {
  outcome: Outcome
  kind: string
  delayMs: number
}

/** Answers one HTTP request: record, route, parse, pick a rule, wait, send. */
export async function handleRequest(core: LoopbackLlmServer, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const leave = core.enter()
  res.once('close', leave)
  // Stop waiting as soon as the client hangs up or the server closes.
  const gone = new AbortController()
  res.once('close', () => gone.abort())
  const signal = AbortSignal.any([gone.signal, core.closing])

  const url = new URL(req.url ?? '/', 'http://127.0.0.1')
  const path = url.pathname
  const rawText = await readText(req).catch(() => undefined)
  const record = startRecord(core, req, path, rawText)
  if (rawText === undefined) return

  const answer = await core.batches.handle(req.method ?? 'GET', path, String(req.headers['content-type'] ?? ''), rawText, url.searchParams)
  if (answer !== undefined) {
    const text = typeof answer.body === 'string' ? answer.body : JSON.stringify(answer.body)
    const headers: Record<string, string> = answer.contentType === undefined ? {} : { 'content-type': answer.contentType }
    if (!res.destroyed) writeText(res, answer.status, text, headers)
    leave()
    record.reply = { kind: 'batch-api', status: answer.status, body: answer.body, delayMs: 0 }
    return
  }

  const route = req.method === 'POST' ? findRoute(path) : undefined
  const provider: Provider = route?.provider ?? guessProvider(path, req.headers)
  let request: NormalizedRequest | undefined
  let decision: Decision
  if (route === undefined) {
    const served = 'POST /v1/chat/completions, /v1/responses, /v1/embeddings, /v1/messages, and the batch APIs /v1/files, /v1/batches, /v1/messages/batches'
    decision = clientError(404, `@karenina/testing: no endpoint ${req.method ?? ''} ${path} (serves ${served})`, 'unknown-path')
  } else {
    try {
      const body = jsonBody(rawText)
      record.body = body
      request = route.parse(body)
      Object.assign(record, recordedFields(request))
      if (body['stream'] === true && request.provider !== 'anthropic') {
        throw new BadRequest('streaming is supported for Anthropic messages only by @karenina/testing')
      }
      decision = await decide(core, request)
    } catch (error) {
      if (error instanceof BadRequest) {
        decision = clientError(400, `@karenina/testing: ${error.message}`, 'bad-request')
      } else {
        decision = { outcome: scriptError(errorMessage(error)), kind: 'script-error', delayMs: 0 }
      }
    }
  }

  if (decision.delayMs > 0 && decision.outcome.type !== 'hang') {
    await sleep(decision.delayMs, undefined, { signal }).catch(() => undefined)
  }
  if (signal.aborted) {
    record.reply = { kind: decision.kind, status: null, delayMs: decision.delayMs }
    return
  }
  const sent = sendOutcome(decision.outcome, provider, request, req, res, core.ids)
  if (decision.outcome.type !== 'hang') leave()
  record.reply = { kind: decision.kind, ...sent, delayMs: decision.delayMs }
}

/** How the live rules answer a request (batched requests are answered the same way, without the delay). */
export async function decide(core: LoopbackLlmServer, request: NormalizedRequest): Promise<Decision> {
  let reply: Reply
  let delayMs = core.defaultDelayMs
  try {
    // A scripted default reply is the last rule, a chat rule: unmatched embeddings get the hashed default.
    const fallback = typeof core.defaultReply === 'string' ? [] : [core.defaultReply]
    const rule = [...core.priorityRules, ...core.rules, ...fallback].find((r) => r.matches(request))
    if (rule !== undefined) {
      rule.calls++
      delayMs = rule.matcher.delayMs ?? delayMs
      reply = toReply(typeof rule.reply === 'function' ? await rule.reply(request, { call: rule.calls }) : rule.reply)
    } else if (request.endpoint === 'embeddings') {
      reply = defaultEmbeddingReply(request, core.embeddingDimensions)
    } else if (core.defaultReply === 'error') {
      return { outcome: unmatched(request), kind: 'unmatched', delayMs }
    } else {
      reply = echoReply(request)
    }
  } catch (error) {
    return { outcome: scriptError(`a rule threw: ${errorMessage(error)}`), kind: 'script-error', delayMs }
  }
  const outcome = resolveReply(reply, request)
  const misfired = outcome.type === 'error' && outcome.shouldRetry === false && reply.kind !== 'http-error'
  return { outcome, kind: misfired ? 'script-error' : reply.kind, delayMs }
}

function unmatched(request: NormalizedRequest): Outcome {
  const last = request.lastUserText.length > 200 ? `${request.lastUserText.slice(0, 200)}…` : request.lastUserText
  return {
    type: 'error',
    status: 404,
    shouldRetry: false,
    message:
      `@karenina/testing: no rule matched this ${request.provider} ${request.endpoint} request ` +
      `(model ${JSON.stringify(request.model)}, last user message ${JSON.stringify(last)}); script one with server.on()`,
  }
}

function clientError(status: number, message: string, kind: string): Decision {
  return { outcome: { type: 'error', status, message, shouldRetry: false }, kind, delayMs: 0 }
}

function startRecord(core: LoopbackLlmServer, req: IncomingMessage, path: string, rawText: string | undefined): RecordedRequest {
  const record: RecordedRequest = {
    seq: core.requests.length + 1,
    provider: undefined,
    endpoint: undefined,
    method: req.method ?? 'GET',
    path,
    model: undefined,
    messages: [],
    system: undefined,
    lastUserText: '',
    tools: [],
    toolChoice: undefined,
    responseFormat: undefined,
    input: [],
    body: rawText,
    headers: redactHeaders(req.headers),
    apiKeySent: hasApiKey(req.headers),
    timestamp: core.ids.now(),
    reply: undefined,
  }
  core.requests.push(record)
  return record
}

function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error)
}
