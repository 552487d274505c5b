// AI SDK models where users give models: the toVerify engine (judge + rubric trait) and a benchmark run
// (answering and parsing models), real `ai` + providers against the loopback server.
import { createAnthropic } from '@ai-sdk/anthropic'
import { createOpenAI } from '@ai-sdk/openai'
import { reply, startLlmServer, type LlmServer } from '@karenina/testing'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { Target } from '../../../test/fixtures/batch/batch-fixtures.js'
import { runVerification } from '../../batch/run-verification.js'
import { Benchmark } from '../../benchmark/benchmark.js'
import { defineRubric } from '../../rubric/rubric.js'
import { llmTrait } from '../../rubric/traits/llm-trait.js'
import { runBenchmarkTest } from '../../runner/runtime/adapter-kit.js'
import { planBenchmarkTests } from '../../runner/runtime/plan-benchmark-tests.js'
import { verifyResponse } from '../../runner/runtime/verify-response.js'

let server: LlmServer
beforeEach(async () => {
  server = await startLlmServer()
})
afterEach(async () => {
  await server.close()
})

const QUESTION = 'What is the putative target of venetoclax?'

describe('an AI SDK LanguageModel wherever a model is given', () => {
  it('judges toVerify (template and an LLM rubric trait) through @ai-sdk/openai', async () => {
    const judge = createOpenAI({ baseURL: server.openaiBaseURL, apiKey: 'sk-test' }).chat('gpt-judge')
    server.on({ match: (r) => JSON.stringify(r.responseFormat).includes('target') }, reply.json({ target: 'BCL2' }, { usage: { inputTokens: 40, outputTokens: 6 } }))
    server.on({ match: (r) => JSON.stringify(r.responseFormat).includes('BatchRubricScores') }, reply.json({ scores: { concise: true } }))
    const rubric = defineRubric({ llmTraits: [llmTrait({ name: 'concise', description: 'Is the answer concise?', kind: 'boolean' })] })
    const outcome = await verifyResponse('Venetoclax inhibits BCL2.', Target, {
      question: QUESTION,
      judge,
      rubric,
      config: { replay: 'off' },
      now: () => new Date(2026, 0, 2, 3, 4, 5),
    })
    expect(outcome.pass).toBe(true)
    expect(outcome.result.metadata.parsing).toEqual({ interface: 'ai_sdk', model_name: 'openai.chat/gpt-judge', tools: [], config_id: null })
    expect(outcome.result.template?.parsed_llm_response).toEqual({ target: 'BCL2' })
    expect(outcome.result.rubric?.llm_trait_scores).toEqual({ concise: true })
    expect(server.requests.every((r) => r.model === 'gpt-judge')).toBe(true)
  })

  it('answers and judges a benchmark in runVerification (Anthropic answers, OpenAI judges), usage per model', async () => {
    const answerer = createAnthropic({ baseURL: `${server.anthropicBaseURL}/v1`, apiKey: 'sk-ant-test' })('claude-answerer')
    const judge = createOpenAI({ baseURL: server.openaiBaseURL, apiKey: 'sk-test' }).chat('gpt-judge')
    server.on({ model: 'claude-answerer' }, reply.text('Venetoclax targets BCL2.', { usage: { inputTokens: 12, outputTokens: 5 } }))
    server.on({ model: 'gpt-judge' }, reply.json({ target: 'BCL2' }))
    const benchmark = Benchmark.create({ name: 'ai-sdk' })
    benchmark.addQuestion({ id: 'q1', question: QUESTION, rawAnswer: 'BCL2', template: Target })
    const results = [...(await runVerification(benchmark, { answering_models: [answerer], parsing_models: [judge] }, { env: {} }))]
    expect(results).toHaveLength(1)
    const result = results[0]!
    expect(result.metadata.answering).toMatchObject({ interface: 'ai_sdk', model_name: 'anthropic.messages/claude-answerer' })
    expect(result.metadata.parsing).toMatchObject({ interface: 'ai_sdk', model_name: 'openai.chat/gpt-judge' })
    expect(result.template?.raw_llm_response).toBe('--- AI Message ---\nVenetoclax targets BCL2.')
    expect(result.template?.verify_result).toBe(true)
    expect(server.requests.find((r) => r.model === 'claude-answerer')?.lastUserText).toContain(QUESTION)
  })

  it('answers and judges a describeBenchmark test (the plan and test body both runners use)', async () => {
    const answerer = createAnthropic({ baseURL: `${server.anthropicBaseURL}/v1`, apiKey: 'sk-ant-test' })('claude-answerer')
    const judge = createOpenAI({ baseURL: server.openaiBaseURL, apiKey: 'sk-test' })('gpt-judge')
    server.on({ model: 'claude-answerer' }, reply.text('Venetoclax targets BCL2.'))
    server.on({ model: 'gpt-judge' }, reply.json({ target: 'BCL2' }))
    const benchmark = Benchmark.create({ name: 'ai-sdk' })
    benchmark.addQuestion({ id: 'q1', question: QUESTION, rawAnswer: 'BCL2', template: Target })
    const [planned] = planBenchmarkTests(benchmark, { judgeModel: judge, answeringModels: [answerer], env: {}, replay: 'off' })
    expect(planned!.answeringModel).toBe('ai_sdk:anthropic.messages/claude-answerer')
    const attached: { pass: boolean; parsing: unknown }[] = []
    await runBenchmarkTest(planned!, { timeout: 60_000, attach: (result, pass) => attached.push({ pass, parsing: result.metadata.parsing }) })
    expect(attached).toEqual([{ pass: true, parsing: { interface: 'ai_sdk', model_name: 'openai.responses/gpt-judge', tools: [], config_id: null } }])
  })
})
