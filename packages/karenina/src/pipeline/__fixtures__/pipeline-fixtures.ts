import type { LlmServer } from '@karenina/testing'
import { z } from 'zod'
import type { RetryPolicyInput } from '../../config/retry-policy.js'
import type { ResolveModelOptions } from '../../llm/resolve-model.js'
import { exactMatch } from '../../primitives/exact-match.js'
import { defineTemplate } from '../../template/define-template.js'
import { field } from '../../template/field.js'
import type { VerificationTask } from '../run-task.js'

/** The answering and judge models of pipeline tests: both served by the loopback server's OpenAI API. */
export const ANSWERING = 'openai:gpt-answerer'
export const JUDGE = 'openai:gpt-judge'

/** Retries off (tests that exercise retries pass their own policy). */
export const NO_RETRIES: RetryPolicyInput = {
  connection: { max_attempts: 0 },
  timeout: { max_attempts: 0 },
  rate_limit: { max_attempts: 0 },
  server_error: { max_attempts: 0 },
}

/** The seed's worked example (seed 000 §9): the putative target of venetoclax. */
export const VENETOCLAX_QUESTION = 'What is the putative target of venetoclax?'

export const Venetoclax = defineTemplate({
  target: field(z.string(), {
    description: 'The protein target of venetoclax named in the response',
    groundTruth: 'BCL2',
    check: exactMatch({ normalize: ['lowercase', 'strip', 'remove_punctuation'] }),
  }),
})

/** `resolveModel` options aiming the real OpenAI SDK at the loopback server. */
export function loopbackOptions(server: LlmServer, extra: ResolveModelOptions = {}): ResolveModelOptions {
  return { baseURL: server.openaiBaseURL, apiKey: 'sk-test', retryPolicy: NO_RETRIES, env: {}, ...extra }
}

/** A venetoclax task answered and judged through the loopback server. */
export function loopbackTask(server: LlmServer, overrides: Partial<VerificationTask> = {}): VerificationTask {
  return {
    questionId: 'q-venetoclax',
    questionText: VENETOCLAX_QUESTION,
    template: Venetoclax,
    answeringModel: ANSWERING,
    parsingModel: JUDGE,
    modelOptions: { answering: loopbackOptions(server), parsing: loopbackOptions(server) },
    env: {},
    ...overrides,
  }
}

/** The requests the judge model received. */
export function judgeRequests(server: LlmServer) {
  return server.requests.filter((r) => r.model === 'gpt-judge')
}

/** A fixed clock: 2026-01-02 03:04:05 local time, advancing 250 ms per reading. */
export function steppingClock(): () => Date {
  let ms = new Date(2026, 0, 2, 3, 4, 5).getTime()
  return () => {
    const now = new Date(ms)
    ms += 250
    return now
  }
}

/** A venetoclax task whose models are never called (stage unit tests that need no server). */
export function offlineTask(overrides: Partial<VerificationTask> = {}): VerificationTask {
  return {
    questionId: 'q-venetoclax',
    questionText: VENETOCLAX_QUESTION,
    template: Venetoclax,
    answeringModel: ANSWERING,
    parsingModel: JUDGE,
    env: {},
    ...overrides,
  }
}
