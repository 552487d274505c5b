import { reply, startLlmServer, type LlmServer, type NormalizedRequest as FullRequest } from '@karenina/testing'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { exportResults } from '../../results/export.js'
import { defineRubric } from '../../rubric/rubric.js'
import { llmTrait } from '../../rubric/traits/llm-trait.js'
import { exactMatch } from '../../primitives/exact-match.js'
import { defineTemplate } from '../../template/define-template.js'
import { field } from '../../template/field.js'
import { loopbackOptions, loopbackTask } from '../../../test/fixtures/pipeline/pipeline-fixtures.js'
import { runTask } from '../run-task.js'
import type { TaskOptions } from '../task-settings.js'

/**
 * LLM requests per question added by each check (the numbers the bench script reports), counted on the
 * loopback server, and every result field of the checks in the exported JSON.
 */


// What the predicates read: shared by rule matchers (requests) and server.requests (recorded ones).
type NormalizedRequest = Pick<FullRequest, 'system' | 'lastUserText'>
let server: LlmServer
beforeEach(async () => {
  server = await startLlmServer()
})
afterEach(async () => {
  await server.close()
})

const ANSWER = 'Venetoclax targets B-cell lymphoma 2, a key anti-apoptotic protein.'
const Target = defineTemplate({
  target: field(z.string(), { description: 'The protein target', groundTruth: 'BCL2', check: exactMatch({ normalize: ['lowercase', 'strip'] }) }),
})
const systemHas = (text: string) => (r: NormalizedRequest) => (r.system ?? '').includes(text)

/** Every call any check may make, answered so that everything passes (the judge's extraction is a near miss). */
function scriptEverything(): void {
  server.on({ model: 'gpt-answerer' }, ANSWER)
  server.on({ model: 'gpt-judge', match: 'abstain from answering' }, reply.json({ reasoning: 'Committed answer.', abstention_detected: false }))
  server.on({ model: 'gpt-judge', match: 'enough information to fill every required field' }, reply.json({ reasoning: 'target → B-cell lymphoma 2', sufficient: true }))
  server.on({ model: 'gpt-judge', match: systemHas('## Excerpt extraction') }, reply.json({ target: [{ text: 'targets B-cell lymphoma 2', confidence: 'high' }] }))
  server.on({ model: 'gpt-judge', match: systemHas('## Reasoning') }, reply.json({ target: 'Names B-cell lymphoma 2.' }))
  server.on({ model: 'gpt-judge', match: systemHas('You extract verbatim quotes') }, reply.json({ excerpts: [{ text: 'a key anti-apoptotic protein', confidence: 'high' }] }))
  server.on({ model: 'gpt-judge', match: systemHas('You are a careful rubric evaluator') }, reply.text('Conclusion: concise.'))
  server.on({ model: 'gpt-judge', match: systemHas('You translate a reasoning analysis') }, reply.json({ result: true }))
  server.on({ model: 'gpt-judge', match: 'semantically equivalent' }, 'YES')
  server.on({ endpoint: 'embeddings' }, reply.embedding([[1, 0], [0.99, 0.1]]))
  server.on({ model: 'gpt-judge', match: '## Traits to Evaluate' }, reply.json({ scores: { concise: true } }))
  server.on({ model: 'gpt-judge' }, reply.json({ target: 'B-cell lymphoma 2' }))
}

const rubric = defineRubric({ llmTraits: [llmTrait({ name: 'concise', kind: 'boolean', description: 'Is the answer concise?' })] })

async function requestsFor(options: Partial<TaskOptions>) {
  scriptEverything()
  const before = server.requests.length
  const result = await runTask(
    loopbackTask(server, {
      template: Target,
      options: { embeddingCheckModel: 'openai:embedder', embeddingCheckThreshold: 0.9, ...options },
      modelOptions: { answering: loopbackOptions(server), parsing: loopbackOptions(server), embedding: loopbackOptions(server) },
    }),
  )
  const requests = server.requests.slice(before)
  return { result, chat: requests.filter((r) => r.endpoint === 'chat').length, embeddings: requests.filter((r) => r.endpoint === 'embeddings').length }
}

describe('LLM requests per question added by each check', () => {
  it('baseline: one answer + one parse', async () => {
    expect(await requestsFor({})).toMatchObject({ chat: 2, embeddings: 0 })
  })

  it('abstention: +1 chat; sufficiency: +1 chat', async () => {
    expect(await requestsFor({ abstentionEnabled: true })).toMatchObject({ chat: 3 })
    expect(await requestsFor({ sufficiencyEnabled: true })).toMatchObject({ chat: 3 })
  })

  it('embedding check (only when field verification fails): +1 embeddings request, +1 chat when similar enough', async () => {
    const { result, chat, embeddings } = await requestsFor({ embeddingCheckEnabled: true })
    expect({ chat, embeddings }).toEqual({ chat: 3, embeddings: 1 })
    expect(result.template?.embedding_override_applied).toBe(true)
  })

  it('template deep judgment: full = 3 calls instead of the parse (+2, +1 per excerpt retry); reasoning_only = 2 (+1)', async () => {
    expect(await requestsFor({ deepJudgmentMode: 'full' })).toMatchObject({ chat: 4 })
    expect(await requestsFor({ deepJudgmentMode: 'reasoning_only' })).toMatchObject({ chat: 3 })
  })

  it('rubric deep judgment: 3 calls per deep-judged trait with excerpts (2 without), which leave the batch call', async () => {
    const rubricOnly = (extra: Partial<TaskOptions>) => ({ evaluationMode: 'template_and_rubric' as const, ...extra })
    scriptEverything()
    const base = await runTask(loopbackTask(server, { template: Target, rubric, options: rubricOnly({}) }))
    expect(base.rubric?.llm_trait_scores).toEqual({ concise: true })
    const baseline = server.requests.length
    const withDj = await runTask(loopbackTask(server, { template: Target, rubric, options: rubricOnly({ deepJudgmentRubricMode: 'enable_all' }) }))
    // baseline: answer, parse, rubric batch = 3; with DJ: answer, parse, excerpts, reasoning, score = 5.
    expect(baseline).toBe(3)
    expect(server.requests.length - baseline).toBe(5)
    expect(withDj.deep_judgment_rubric?.total_deep_judgment_model_calls).toBe(3)
  })
})

describe('every check field reaches the exported JSON', () => {
  it('abstention, sufficiency, embedding, deep judgment and rubric deep judgment fields are in the v2.2 export', async () => {
    scriptEverything()
    const result = await runTask(
      loopbackTask(server, {
        template: Target,
        rubric,
        options: {
          evaluationMode: 'template_and_rubric',
          abstentionEnabled: true,
          sufficiencyEnabled: true,
          embeddingCheckEnabled: true,
          embeddingCheckModel: 'openai:embedder',
          embeddingCheckThreshold: 0.9,
          deepJudgmentMode: 'full',
          deepJudgmentRubricMode: 'enable_all',
        },
        modelOptions: { answering: loopbackOptions(server), parsing: loopbackOptions(server), embedding: loopbackOptions(server) },
      }),
    )
    const exported = JSON.parse(exportResults([result], { job: { jobId: 'job-checks', totalQuestions: 1, successfulCount: 1, failedCount: 0 } })) as {
      results: Record<string, Record<string, unknown>>[]
    }
    const line = exported.results[0]!
    expect(line.template).toMatchObject({
      abstention_check_performed: true,
      abstention_detected: false,
      abstention_override_applied: false,
      abstention_reasoning: 'Committed answer.',
      sufficiency_check_performed: true,
      sufficiency_detected: true,
      sufficiency_override_applied: false,
      sufficiency_reasoning: 'target → B-cell lymphoma 2',
      embedding_check_performed: true,
      embedding_model_used: 'openai:embedder',
      embedding_override_applied: true,
      verify_result: true,
    })
    expect(line.template!.embedding_similarity_score).toBeCloseTo(0.995, 3)
    expect(Object.keys(line.template!.usage_metadata as object)).toEqual(
      expect.arrayContaining(['answer_generation', 'abstention_check', 'sufficiency_check', 'deep_judgment_excerpts', 'deep_judgment_reasoning', 'parsing', 'rubric_evaluation', 'total']),
    )
    expect(line.deep_judgment).toEqual({
      deep_judgment_mode: 'full',
      deep_judgment_performed: true,
      extracted_excerpts: { target: [{ text: 'targets B-cell lymphoma 2', confidence: 'high', similarity_score: 1.0 }] },
      attribute_reasoning: { target: 'Names B-cell lymphoma 2.' },
      deep_judgment_stages_completed: ['excerpts', 'reasoning', 'parameters'],
      deep_judgment_model_calls: 3,
      deep_judgment_excerpt_retry_count: 0,
      attributes_without_excerpts: [],
      deep_judgment_search_enabled: false,
      hallucination_risk_assessment: null,
    })
    expect(line.deep_judgment_rubric).toEqual({
      deep_judgment_rubric_performed: true,
      extracted_rubric_excerpts: { concise: [{ text: 'a key anti-apoptotic protein', confidence: 'high', similarity_score: 1.0 }] },
      rubric_trait_reasoning: { concise: 'Conclusion: concise.' },
      deep_judgment_rubric_scores: { concise: true },
      standard_rubric_scores: {},
      trait_metadata: { concise: { stages_completed: ['excerpt_extraction', 'reasoning_generation', 'score_extraction'], model_calls: 3, had_excerpts: true, excerpt_retry_count: 0, excerpt_validation_failed: false } },
      traits_without_valid_excerpts: [],
      rubric_hallucination_risk_assessment: null,
      total_deep_judgment_model_calls: 3,
      total_traits_evaluated: 1,
      total_excerpt_retries: 0,
    })
    // Python float formatting of the similarity scores in the exported bytes.
    expect(exportResults([result], { job: { jobId: 'j', totalQuestions: 1, successfulCount: 1, failedCount: 0 } })).toContain('"similarity_score": 1.0')
    expect(result.metadata.failure).toBeNull()
  })
})
