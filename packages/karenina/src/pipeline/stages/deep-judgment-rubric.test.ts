import { reply, startLlmServer, type LlmServer, type NormalizedRequest as FullRequest } from '@karenina/testing'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { DeepJudgmentRubricConfig } from '../../config/deep-judgment-rubric-config.js'
import { resolveRubricDeepJudgment, type RubricDeepJudgmentConfig } from '../../deep-judgment/rubric-trait-settings.js'
import { startTavilyServer, type TavilyServer } from '../../../test/fixtures/llm/search/tavily-server.js'
import { defineRubric } from '../../rubric/rubric.js'
import { llmTrait } from '../../rubric/traits/llm-trait.js'
import { regexTrait } from '../../rubric/traits/regex-trait.js'
import { judgeRequests, loopbackTask } from '../../../test/fixtures/pipeline/pipeline-fixtures.js'
import { exportResults } from '../../results/export.js'
import { runTask, type VerificationTask } from '../run-task.js'
import type { TaskOptions } from '../task-settings.js'


// What the predicates read: shared by rule matchers (requests) and server.requests (recorded ones).
type NormalizedRequest = Pick<FullRequest, 'system' | 'lastUserText'>
let server: LlmServer
let tavily: TavilyServer | undefined
beforeEach(async () => {
  server = await startLlmServer()
})
afterEach(async () => {
  await server.close()
  await tavily?.close()
  tavily = undefined
})

const ANSWER = 'Venetoclax targets BCL2 (B-cell lymphoma 2), a key anti-apoptotic protein [1].'

const systemHas = (text: string) => (r: NormalizedRequest) => (r.system ?? '').includes(text)
const traitIs = (name: string) => (r: NormalizedRequest) => r.lastUserText.includes(`## Trait\n${name}\n`)
const both = (a: (r: NormalizedRequest) => boolean, b: (r: NormalizedRequest) => boolean) => (r: NormalizedRequest) => a(r) && b(r)
const isExcerpts = systemHas('You extract verbatim quotes')
const isReasoning = systemHas('You are a careful rubric evaluator')
const isScore = systemHas('You translate a reasoning analysis')
const isHallucination = systemHas('You assess the hallucination risk')

const rubric = defineRubric({
  llmTraits: [
    llmTrait({ name: 'names_target', kind: 'boolean', description: 'Does the answer name the molecular target?' }),
    llmTrait({ name: 'clinical_context', kind: 'score', description: 'How well does it give clinical context?', minScore: 1, maxScore: 5 }),
  ],
  regexTraits: [regexTrait({ name: 'has_citation', pattern: '\\[\\d+\\]' })],
})

function rubricTask(options: Partial<TaskOptions>, overrides: Partial<VerificationTask> = {}): VerificationTask {
  server.on({ model: 'gpt-answerer' }, ANSWER)
  return loopbackTask(server, { template: null, rubric, options: { evaluationMode: 'rubric_only', deepJudgmentMode: 'full', deepJudgmentRubricMode: 'enable_all', ...options }, ...overrides })
}

function scriptNamesTarget(): void {
  server.on({ model: 'gpt-judge', match: both(isExcerpts, traitIs('names_target')) }, reply.json({ excerpts: [{ text: 'Venetoclax targets BCL2', confidence: 'high' }, { text: 'targets MCL1', confidence: 'low' }] }))
  server.on({ model: 'gpt-judge', match: both(isReasoning, traitIs('names_target')) }, reply.text('  Evidence: "Venetoclax targets BCL2".\nInterpretation: the target is named.\nConclusion: met.  '))
  server.on({ model: 'gpt-judge', match: both(isScore, traitIs('names_target')) }, reply.json({ result: true }))
}

describe('rubric deep judgment — through the loopback server', () => {
  it('a trait without a valid excerpt after every retry auto-fails the task and is listed (DeepJudgmentRubricAutoFail)', async () => {
    scriptNamesTarget()
    // clinical_context: every attempt quotes text that is not in the answer.
    server.on({ model: 'gpt-judge', match: both(isExcerpts, traitIs('clinical_context')) }, reply.json({ excerpts: [{ text: 'approved for CLL in 2016', confidence: 'high' }] }))
    const result = await runTask(rubricTask({}))

    const excerptCalls = judgeRequests(server).filter(both(isExcerpts, traitIs('clinical_context')))
    expect(excerptCalls).toHaveLength(3)
    expect(excerptCalls[1]!.lastUserText).toContain('## Retry feedback')
    expect(excerptCalls[1]!.lastUserText).toContain('"approved for CLL in 2016" (similarity: ')
    expect(excerptCalls[1]!.lastUserText).toContain('threshold: 0.80')
    // names_target: excerpts + reasoning + score; clinical_context: 3 excerpt attempts, nothing else.
    expect(judgeRequests(server)).toHaveLength(6)

    expect(result.template?.verify_result).toBe(false)
    expect(result.metadata.failure).toMatchObject({ category: 'deep_judgment_rubric', stage: 'DeepJudgmentRubricAutoFail' })
    expect(result.rubric?.llm_trait_scores).toEqual({ names_target: true })
    // Regex traits are still evaluated next to deep judgment (Karenina drops them; compat mode does too).
    expect(result.rubric?.regex_trait_scores).toEqual({ has_citation: true })
    expect(result.deep_judgment_rubric).toEqual({
      deep_judgment_rubric_performed: true,
      extracted_rubric_excerpts: { names_target: [{ text: 'Venetoclax targets BCL2', confidence: 'high', similarity_score: 1 }] },
      rubric_trait_reasoning: { names_target: 'Evidence: "Venetoclax targets BCL2".\nInterpretation: the target is named.\nConclusion: met.' },
      deep_judgment_rubric_scores: { names_target: true },
      standard_rubric_scores: { has_citation: true },
      trait_metadata: {
        names_target: { stages_completed: ['excerpt_extraction', 'reasoning_generation', 'score_extraction'], model_calls: 3, had_excerpts: true, excerpt_retry_count: 0, excerpt_validation_failed: false },
        clinical_context: { stages_completed: [], model_calls: 3, had_excerpts: true, excerpt_retry_count: 2, excerpt_validation_failed: true },
      },
      traits_without_valid_excerpts: ['clinical_context'],
      rubric_hallucination_risk_assessment: null,
      total_deep_judgment_model_calls: 6,
      total_traits_evaluated: 1,
      total_excerpt_retries: 2,
    })
    expect(result.template?.usage_metadata).toHaveProperty('rubric_evaluation')
  })

  it('compat mode drops regex and callable traits from the evaluation when a trait is deep-judged', async () => {
    scriptNamesTarget()
    server.on({ model: 'gpt-judge', match: both(isExcerpts, traitIs('clinical_context')) }, reply.json({ excerpts: [{ text: 'a key anti-apoptotic protein', confidence: 'medium' }] }))
    server.on({ model: 'gpt-judge', match: both(isReasoning, traitIs('clinical_context')) }, reply.text('Conclusion: little context.'))
    server.on({ model: 'gpt-judge', match: both(isScore, traitIs('clinical_context')) }, reply.json({ score: 9 }))
    const result = await runTask(rubricTask({ compat: 'karenina-python' }))
    expect(result.rubric?.regex_trait_scores).toBeNull()
    // Scores are clamped to the trait's range.
    expect(result.rubric?.llm_trait_scores).toEqual({ names_target: true, clinical_context: 5 })
    expect(result.metadata.failure).toBeNull()
  })

  it('without excerpts: reasoning over the answer, then the score (two calls per trait)', async () => {
    server.on({ model: 'gpt-judge', match: isReasoning }, reply.text('Conclusion: fine.'))
    server.on({ model: 'gpt-judge', match: both(isScore, traitIs('names_target')) }, reply.json({ result: 'yes' }))
    server.on({ model: 'gpt-judge', match: both(isScore, traitIs('clinical_context')) }, reply.json({ score: 3 }))
    const result = await runTask(rubricTask({ deepJudgmentRubricGlobalExcerpts: false }))
    expect(judgeRequests(server)).toHaveLength(4)
    expect(judgeRequests(server).filter(isReasoning)[0]!.lastUserText).toContain(`## Response\n--- AI Message ---\n${ANSWER}`)
    expect(result.deep_judgment_rubric).toMatchObject({
      deep_judgment_rubric_scores: { names_target: true, clinical_context: 3 },
      extracted_rubric_excerpts: {},
      traits_without_valid_excerpts: [],
      total_deep_judgment_model_calls: 4,
      total_traits_evaluated: 2,
    })
    expect(result.deep_judgment_rubric?.trait_metadata?.clinical_context).toEqual({
      stages_completed: ['reasoning_generation', 'score_extraction'],
      model_calls: 2,
      had_excerpts: false,
      excerpt_retry_count: 0,
      excerpt_validation_failed: false,
    })
    expect(result.metadata.failure).toBeNull()
  })

  it('a score reply that is not JSON is read from the text (first integer, clamped)', async () => {
    server.on({ model: 'gpt-judge', match: isReasoning }, reply.text('Conclusion: good.'))
    server.on({ model: 'gpt-judge', match: both(isScore, traitIs('names_target')) }, reply.text('The verdict is: yes'))
    server.on({ model: 'gpt-judge', match: both(isScore, traitIs('clinical_context')) }, reply.text('I would give it 4 out of 5.'))
    const result = await runTask(rubricTask({ deepJudgmentRubricGlobalExcerpts: false }))
    expect(result.deep_judgment_rubric?.deep_judgment_rubric_scores).toEqual({ names_target: true, clinical_context: 4 })
  })

  it('search-enabled traits: one search per excerpt, one assessment call per excerpt, overall risk = the worst', async () => {
    tavily = await startTavilyServer(({ body }) => [{ title: 'Source', url: 'https://example.org', content: `About ${String(body.query)}` }])
    const searchRubric = defineRubric({
      llmTraits: [llmTrait({ name: 'names_target', kind: 'boolean', description: 'Names the target?', deepJudgmentEnabled: true, deepJudgmentSearchEnabled: true })],
    })
    server.on({ model: 'gpt-judge', match: isExcerpts }, reply.json({ excerpts: [{ text: 'Venetoclax targets BCL2', confidence: 'high' }, { text: 'a key anti-apoptotic protein', confidence: 'medium' }] }))
    let assessment = 0
    server.on({ model: 'gpt-judge', match: isHallucination }, () => {
      assessment += 1
      return assessment === 1 ? reply.json({ risk: 'none', justification: 'Confirmed.' }) : reply.json({ risk: 'medium', justification: 'Vague.' })
    })
    server.on({ model: 'gpt-judge', match: isReasoning }, reply.text('Conclusion: met.'))
    server.on({ model: 'gpt-judge', match: isScore }, reply.json({ result: true }))
    const result = await runTask(
      rubricTask({ deepJudgmentRubricMode: 'disabled' }, { rubric: searchRubric, env: { TAVILY_API_KEY: 'tvly-test', TAVILY_BASE_URL: tavily.baseURL } }),
    )
    expect(tavily.requests).toHaveLength(2)
    expect(judgeRequests(server).filter(isHallucination)[0]!.lastUserText).toContain('About Venetoclax targets BCL2')
    expect(result.deep_judgment_rubric).toMatchObject({
      rubric_hallucination_risk_assessment: { names_target: { overall_risk: 'medium', per_excerpt_risks: ['none', 'medium'] } },
      trait_metadata: { names_target: { stages_completed: ['excerpt_extraction', 'hallucination_assessment', 'reasoning_generation', 'score_extraction'], model_calls: 5 } },
    })
    expect(result.deep_judgment_rubric?.extracted_rubric_excerpts?.names_target?.[0]).toMatchObject({ hallucination_risk: 'none', hallucination_justification: 'Confirmed.' })
    // The reasoning prompt shows each excerpt's risk and the overall risk.
    expect(judgeRequests(server).find(isReasoning)!.lastUserText).toContain('## Overall hallucination risk\nmedium')

    // The same fields in Karenina's v2.2 export.
    const line = (JSON.parse(exportResults([result])) as { results: { deep_judgment_rubric: Record<string, unknown> }[] }).results[0]!
    expect(line.deep_judgment_rubric).toMatchObject({
      rubric_hallucination_risk_assessment: { names_target: { overall_risk: 'medium', per_excerpt_risks: ['none', 'medium'] } },
      extracted_rubric_excerpts: { names_target: [{ text: 'Venetoclax targets BCL2', hallucination_risk: 'none', hallucination_justification: 'Confirmed.' }, { hallucination_risk: 'medium' }] },
      trait_metadata: { names_target: { stages_completed: ['excerpt_extraction', 'hallucination_assessment', 'reasoning_generation', 'score_extraction'] } },
    })
  })

  it('without template deep judgment the auto-fail stage is absent (Karenina): the trait is listed but verify_result is untouched', async () => {
    server.on({ model: 'gpt-judge', match: isExcerpts }, reply.json({ excerpts: [{ text: 'not in the answer at all', confidence: 'high' }] }))
    server.on({ model: 'gpt-judge', match: both(isScore, traitIs('names_target')) }, reply.json({ result: true }))
    const result = await runTask(rubricTask({ deepJudgmentMode: 'disabled', deepJudgmentRubricExcerptRetryAttemptsDefault: 0 }))
    expect(result.deep_judgment_rubric?.traits_without_valid_excerpts).toEqual(['names_target', 'clinical_context'])
    expect(result.template?.verify_result).toBeNull()
    expect(result.metadata.failure).toBeNull()
  })
})

describe('resolveRubricDeepJudgment (spec 03 §4)', () => {
  const traits = [
    llmTrait({ name: 'a', kind: 'boolean', deepJudgmentEnabled: true, deepJudgmentMaxExcerpts: 4 }),
    llmTrait({ name: 'b', kind: 'score' }),
    llmTrait({ name: 'c', kind: 'literal', classes: { x: 'X', y: 'Y' }, deepJudgmentEnabled: true }),
  ]
  const base: RubricDeepJudgmentConfig = {
    mode: 'disabled',
    globalExcerpts: true,
    maxExcerptsDefault: 7,
    fuzzyThresholdDefault: 0.8,
    retryAttemptsDefault: 2,
    custom: null,
    questionId: 'q1',
    fallback: { maxExcerpts: 3, fuzzyThreshold: 0.85, retryAttempts: 1 },
  }

  it('disabled / use_checkpoint: the trait settings, unset numbers from the template deep-judgment settings; literal traits excluded', () => {
    for (const mode of ['disabled', 'use_checkpoint'] as const) {
      expect(Object.fromEntries(resolveRubricDeepJudgment(traits, { ...base, mode }))).toEqual({
        a: { excerptEnabled: true, maxExcerpts: 4, fuzzyThreshold: 0.85, retryAttempts: 1, searchEnabled: false },
      })
    }
  })

  it('enable_all: every boolean/score trait with the rubric defaults', () => {
    expect([...resolveRubricDeepJudgment(traits, { ...base, mode: 'enable_all', globalExcerpts: false }).entries()]).toEqual([
      ['a', { excerptEnabled: false, maxExcerpts: 7, fuzzyThreshold: 0.8, retryAttempts: 2, searchEnabled: false }],
      ['b', { excerptEnabled: false, maxExcerpts: 7, fuzzyThreshold: 0.8, retryAttempts: 2, searchEnabled: false }],
    ])
  })

  it('custom: question-specific entry first, then global, else off', () => {
    const entry = (enabled: boolean, max: number | null) => ({ enabled, excerpt_enabled: true, max_excerpts: max, fuzzy_match_threshold: null, excerpt_retry_attempts: null, search_enabled: false })
    const custom: DeepJudgmentRubricConfig = { global: { a: entry(true, 5), b: entry(true, null) }, question_specific: { q1: { b: entry(false, 9) }, q2: { a: entry(true, 6) } } }
    expect(Object.fromEntries(resolveRubricDeepJudgment(traits, { ...base, mode: 'custom', custom }))).toEqual({
      a: { excerptEnabled: true, maxExcerpts: 5, fuzzyThreshold: 0.85, retryAttempts: 1, searchEnabled: false },
    })
    expect(resolveRubricDeepJudgment(traits, { ...base, mode: 'custom', custom, questionId: 'q2' }).get('a')?.maxExcerpts).toBe(6)
    expect(resolveRubricDeepJudgment(traits, { ...base, mode: 'custom', custom, questionId: 'q2' }).get('b')?.maxExcerpts).toBe(3)
  })
})
