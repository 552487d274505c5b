// The seed's worked example (seed 000 §9) as a user writes it with the public API: one benchmark question,
// template_and_rubric mode with abstention off, answered and judged through the real OpenAI SDK against the
// loopback LLM server; then the run's result set is exported in Karenina's format and imported back.
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { reply, startLlmServer, type LlmServer } from '@karenina/testing'
import {
  Benchmark,
  buildStages,
  defineRubric,
  defineTemplate,
  exactMatch,
  field,
  llmTrait,
  readResultsFile,
  regexTrait,
  runVerification,
  VerificationResultSchema,
  writeResultsExport,
  type VerificationConfigInput,
} from 'karenina'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { z } from 'zod'

const ANSWER = 'Venetoclax targets BCL2 (B-cell lymphoma 2), a key anti-apoptotic protein.'

const Answer = defineTemplate({
  target: field(z.string(), {
    description: 'The protein target of the drug named in the response',
    groundTruth: 'BCL2',
    check: exactMatch({ normalize: ['lowercase', 'strip'] }),
  }),
})

const rubric = defineRubric({
  llmTraits: [llmTrait({ name: 'conciseness', kind: 'boolean', description: 'Is the response concise and to the point?' })],
  regexTraits: [regexTrait({ name: 'has_citations', description: 'Cites sources as [n]', pattern: '\\[\\d+\\]' })],
})

let server: LlmServer
let dir: string
beforeAll(async () => {
  server = await startLlmServer()
  dir = await mkdtemp(join(tmpdir(), 'karenina-worked-example-'))
  server.on({ model: 'gpt-answerer' }, reply.text(ANSWER, { usage: { inputTokens: 20, outputTokens: 18 } }))
  // The rubric prompt lists the traits to evaluate; anything else the judge sees is the template parse.
  server.on({ model: 'gpt-judge', match: 'conciseness' }, reply.json({ scores: { conciseness: true } }))
  server.on({ model: 'gpt-judge' }, reply.json({ target: 'BCL2' }, { usage: { inputTokens: 310, outputTokens: 7 } }))
})
afterAll(async () => {
  await server.close()
  await rm(dir, { recursive: true, force: true })
})

function model(name: string) {
  return { interface: 'openai_endpoint', model_name: name, endpoint_base_url: server.openaiBaseURL, endpoint_api_key: 'sk-test' } as const
}

describe('seed worked example: venetoclax, template_and_rubric, abstention off', () => {
  // Spec 02 §1.2 over the seed's printed list: PlaceholderRetryAutoFail is always present, and
  // DeepJudgmentRubricAutoFail only comes with template deep judgment.
  it('plans the stage list of that configuration', () => {
    const names = buildStages({ evaluationMode: 'template_and_rubric', hasNonAgenticTraits: true }).map((stage) => stage.name)
    expect(names).toEqual([
      'ValidateTemplate',
      'GenerateAnswer',
      'RecursionLimitAutoFail',
      'TraceValidationAutoFail',
      'PlaceholderRetryAutoFail',
      'ParseTemplate',
      'VerifyTemplate',
      'EmbeddingCheck',
      'RubricEvaluation',
      'FinalizeResult',
    ])
  })

  it('verifies BCL2, scores conciseness true and has_citations false, and round-trips through the export format', async () => {
    const benchmark = Benchmark.create({ name: 'worked example', globalRubric: rubric })
    const id = benchmark.addQuestion({ question: 'What is the putative target of venetoclax?', rawAnswer: 'BCL2', template: Answer })
    const config: VerificationConfigInput = {
      answering_models: [model('gpt-answerer')],
      parsing_models: [model('gpt-judge')],
      evaluation_mode: 'template_and_rubric',
      abstention_enabled: false,
    }
    const results = await runVerification(benchmark, config, { env: {} })

    expect(results.results).toHaveLength(1)
    const result = results.results[0]!
    expect(result.metadata.question_id).toBe(id)
    expect(result.metadata.failure).toBeNull()
    expect(result.template?.verify_result).toBe(true)
    expect(result.template?.parsed_llm_response).toEqual({ target: 'BCL2' })
    expect(result.template?.abstention_check_performed ?? false).toBe(false)
    expect(result.template?.embedding_check_performed ?? false).toBe(false)
    expect(result.rubric?.llm_trait_scores).toEqual({ conciseness: true })
    expect(result.rubric?.regex_trait_scores).toEqual({ has_citations: false })
    // One answer, one template parse, one batch rubric call.
    expect(server.requests.filter((r) => r.model === 'gpt-answerer')).toHaveLength(1)
    expect(server.requests.filter((r) => r.model === 'gpt-judge')).toHaveLength(2)

    const file = join(dir, 'results.json')
    await writeResultsExport(file, results, {
      job: { jobId: 'worked-example', totalQuestions: 1, successfulCount: 1, failedCount: 0, isComplete: true },
    })
    const loaded = await readResultsFile(file)
    expect(loaded.results).toHaveLength(1)
    expect(VerificationResultSchema.parse(loaded.results[0])).toBeTruthy()
    expect(JSON.parse(JSON.stringify(loaded.results[0]))).toEqual(JSON.parse(JSON.stringify(result)))
  })
})
