import { reply, type LlmServer } from '@karenina/testing'
import { z } from 'zod'
import { Benchmark } from '../../benchmark/benchmark.js'
import type { ModelConfigInput } from '../../config/model-config.js'
import type { RetryPolicyInput } from '../../config/retry-policy.js'
import type { VerificationConfigInput } from '../../config/verification-config.js'
import { exactMatch } from '../../primitives/exact-match.js'
import { defineTemplate } from '../../template/define-template.js'
import { field } from '../../template/field.js'

/** The template of every batch-test question: the judge extracts `target`, which must be BCL2. */
export const Target = defineTemplate({
  target: field(z.string(), {
    description: 'The protein target named in the response',
    groundTruth: 'BCL2',
    check: exactMatch({ normalize: ['lowercase', 'strip'] }),
  }),
})

/** Retries off. */
export const NO_RETRIES: RetryPolicyInput = {
  connection: { max_attempts: 0 },
  timeout: { max_attempts: 0 },
  rate_limit: { max_attempts: 0 },
  server_error: { max_attempts: 0 },
}

/** An OpenAI-compatible model served by the loopback server. */
export function loopbackModel(server: LlmServer, name: string, extra: Partial<ModelConfigInput> = {}): ModelConfigInput {
  return { interface: 'openai_endpoint', model_name: name, endpoint_base_url: server.openaiBaseURL, endpoint_api_key: 'sk-test', ...extra }
}

/** Text of question `i`; its number is echoed by the scripted answerer, so judge rules can target it. */
export function questionText(i: number): string {
  return `Question ${i}: what is the putative target of venetoclax?`
}

/** A benchmark of `n` questions with ids `q<i>` (zero-padded to sort in order). */
export function batchBenchmark(n: number): Benchmark {
  const benchmark = Benchmark.create({ name: 'batch', now: () => new Date(2026, 0, 2, 3, 4, 5) })
  for (let i = 0; i < n; i++) {
    benchmark.addQuestion({ id: qid(i), question: questionText(i), rawAnswer: 'BCL2', template: Target, keywords: ['apoptosis'] })
  }
  return benchmark
}

export function qid(i: number): string {
  return `q${String(i).padStart(3, '0')}`
}

/** The number of the question a request is about (`Question 7:` in the prompt, `[q7]` in an answer). */
export function questionNumber(text: string | undefined): number | null {
  const m = /Question (\d+):|\[q(\d+)\]/.exec(text ?? '')
  return m ? Number(m[1] ?? m[2]) : null
}

/** Scripts the happy path: the answerer names BCL2 and tags the question; judges extract BCL2. */
export function scriptHappyPath(server: LlmServer, options: { answererDelayMs?: number; judgeDelayMs?: number } = {}): void {
  server.on({ model: /answerer/, ...(options.answererDelayMs ? { delayMs: options.answererDelayMs } : {}) }, (request) => {
    return `The target is BCL2 [q${questionNumber(request.lastUserText)}]`
  })
  server.on({ model: /judge/, ...(options.judgeDelayMs ? { delayMs: options.judgeDelayMs } : {}) }, reply.json({ target: 'BCL2' }))
}

/** A config answering with `gpt-answerer` and judging with the given judges, through the server. */
export function batchConfig(server: LlmServer, overrides: Partial<VerificationConfigInput & Record<string, unknown>> = {}, judges = ['gpt-judge']): VerificationConfigInput {
  return {
    answering_models: [loopbackModel(server, 'gpt-answerer')],
    parsing_models: judges.map((j) => loopbackModel(server, j)),
    retry_policy: NO_RETRIES,
    async_max_workers: 4,
    ...overrides,
  } as VerificationConfigInput
}

/** A fixed clock: 2026-01-02 03:04:05 local time, advancing 10 ms per reading. */
export function steppingClock(): () => Date {
  let ms = new Date(2026, 0, 2, 3, 4, 5).getTime()
  return () => new Date((ms += 10))
}
