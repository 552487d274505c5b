// Benchmarks and configs of `pnpm bench` (scripts/bench.ts), kept here so they resolve zod and the sources.
import { fault, reply, startLlmServer, type LlmServer, type NormalizedRequest, type ToolCallSpec } from '@karenina/testing'
import { Benchmark } from '../../benchmark/benchmark.js'
import type { VerificationConfigInput } from '../../config/verification-config.js'
import { defineRubric } from '../../rubric/rubric.js'
import { llmTrait } from '../../rubric/traits/llm-trait.js'
import { regexTrait } from '../../rubric/traits/regex-trait.js'
import { defineTemplate } from '../../template/define-template.js'
import { Target, questionText } from './batch-fixtures.js'

export { fault }

/** A template with no judged field: only a regex over the answer (no judge call). */
export const RegexOnly = defineTemplate({}, { groundTruth: () => ({ regex: { target: { pattern: 'BCL2', expected: 'BCL2', matchType: 'contains' } } }) })

/** One LLM trait (one batch judge call) and one regex trait (no call). */
export const BENCH_RUBRIC = defineRubric({
  llmTraits: [llmTrait({ name: 'conciseness', kind: 'score', description: 'How concise is the answer?', higherIsBetter: true })],
  regexTraits: [regexTrait({ name: 'names_bcl2', pattern: 'BCL2' })],
})

/** `n` questions with ids `b<i>`, the Target template (or the regex-only one), and optionally the rubric. */
export function benchBenchmark(n: number, options: { regexOnly?: boolean; rubric?: boolean } = {}): Benchmark {
  const benchmark = Benchmark.create({ name: 'bench' })
  if (options.rubric) benchmark.setGlobalRubric(BENCH_RUBRIC)
  for (let i = 0; i < n; i++) {
    benchmark.addQuestion({ id: `b${i}`, question: questionText(i), rawAnswer: 'BCL2', template: options.regexOnly ? RegexOnly : Target })
  }
  return benchmark
}

/** Whether a judge request asks for the Target template (its schema has a `target` property). */
function asksForTarget(request: NormalizedRequest): boolean {
  return JSON.stringify(request.body).includes('"target"')
}

/** A loopback server scripted for the bench: answers name BCL2, the template judge extracts it, other judges get a schema sample. */
export async function startBenchServer(latencyMs = 0): Promise<LlmServer> {
  const server = await startLlmServer({ defaultReply: 'echo', defaultDelayMs: latencyMs })
  server.on({ model: 'bench-answerer' }, 'The putative target is BCL2.')
  // The agent of the `agent` bench: 3 MCP tool calls in one turn, then the answer.
  const calls: ToolCallSpec[] = [
    { name: 'lookup_target', arguments: { drug: 'venetoclax' } },
    { name: 'add', arguments: { a: 1, b: 2 } },
    { name: 'lookup_target', arguments: { drug: 'imatinib' } },
  ]
  server.on({ model: 'bench-agent', match: (r) => !r.messages.some((m) => m.role === 'tool') }, reply.toolCalls(calls))
  server.on({ model: 'bench-agent' }, 'The putative target is BCL2.')
  // The optional checks (abstention, sufficiency, deep judgment of templates and rubrics), answered so they pass.
  const systemHas = (text: string) => (r: NormalizedRequest) => (r.system ?? '').includes(text)
  server.on({ model: 'bench-judge', match: 'abstain from answering' }, reply.json({ reasoning: 'A committed answer.', abstention_detected: false }))
  server.on({ model: 'bench-judge', match: 'enough information to fill every required field' }, reply.json({ reasoning: 'Names BCL2.', sufficient: true }))
  server.on({ model: 'bench-judge', match: systemHas('## Excerpt extraction') }, reply.json({ target: [{ text: 'target is BCL2', confidence: 'high' }] }))
  server.on({ model: 'bench-judge', match: systemHas('## Reasoning') }, reply.json({ target: 'The answer names BCL2.' }))
  server.on({ model: 'bench-judge', match: systemHas('You extract verbatim quotes') }, reply.json({ excerpts: [{ text: 'The putative target is BCL2', confidence: 'high' }] }))
  server.on({ model: 'bench-judge', match: systemHas('You are a careful rubric evaluator') }, reply.text('Conclusion: short and direct.'))
  server.on({ model: 'bench-judge', match: systemHas('You translate a reasoning analysis') }, reply.json({ score: 4 }))
  server.on({ model: 'bench-judge', match: asksForTarget }, reply.json({ target: 'BCL2' }))
  return server
}

/** A config answering and judging through an OpenAI-compatible base URL. */
export function benchConfig(baseURL: string, overrides: Record<string, unknown> = {}, models = { answering: 'bench-answerer', judge: 'bench-judge' }): VerificationConfigInput {
  const model = (name: string) => ({ interface: 'openai_endpoint', model_name: name, endpoint_base_url: baseURL, endpoint_api_key: 'sk-bench' })
  return {
    answering_models: [model(models.answering)],
    parsing_models: [model(models.judge)],
    retry_policy: { connection: { max_attempts: 0 }, timeout: { max_attempts: 0 }, rate_limit: { max_attempts: 0 }, server_error: { max_attempts: 0 } },
    ...overrides,
  } as VerificationConfigInput
}
