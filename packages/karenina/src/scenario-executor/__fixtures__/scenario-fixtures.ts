import { reply, type LlmServer, type NormalizedRequest } from '@karenina/testing'
import type { VerificationConfigInput } from '../../config/verification-config.js'
import { loopbackModel, NO_RETRIES } from '../../batch/__fixtures__/batch-fixtures.js'

export { Target } from '../../batch/__fixtures__/batch-fixtures.js'

/** The answer a scripted answerer gives: the judge reads `TARGET=<x>` from it. */
export const say = (target: string) => `I think TARGET=${target}.`

/** The part of a judge prompt that is the response (not the question, which may carry a transcript). */
export function responseOf(request: Pick<NormalizedRequest, 'lastUserText'>): string {
  const text = request.lastUserText
  const at = text.indexOf('## Response to Parse\n')
  return at < 0 ? text : text.slice(at)
}

/** The judge extracts `target` from `TARGET=<x>` in the response (`none` when absent). */
export function scriptJudge(server: LlmServer): void {
  server.on({ model: /judge/ }, (request) => reply.json({ target: /TARGET=(\w+)/.exec(responseOf(request))?.[1] ?? 'none' }))
}

/** The answerer replies with `answer(lastUserText)`. */
export function scriptAnswerer(server: LlmServer, answer: (question: string, request: NormalizedRequest) => string): void {
  server.on({ model: /answerer|other/ }, (request) => answer(request.lastUserText, request))
}

/** Answering with `gpt-answerer`, judging with `gpt-judge`, through the server, retries off. */
export function scenarioConfig(server: LlmServer, overrides: Record<string, unknown> = {}): VerificationConfigInput {
  return {
    answering_models: [loopbackModel(server, 'gpt-answerer')],
    parsing_models: [loopbackModel(server, 'gpt-judge')],
    retry_policy: NO_RETRIES,
    async_max_workers: 2,
    ...overrides,
  } as VerificationConfigInput
}

export const answererRequests = (server: LlmServer) => server.requests.filter((r) => r.model !== 'gpt-judge')
