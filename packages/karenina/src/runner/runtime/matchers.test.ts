import { fault, reply, startLlmServer, type LlmServer } from '@karenina/testing'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { containsAny } from '../../primitives/contains-any.js'
import { exactMatch } from '../../primitives/exact-match.js'
import { numericTolerance } from '../../primitives/numeric-tolerance.js'
import { defineRubric } from '../../rubric/rubric.js'
import { callableTrait } from '../../rubric/traits/callable-trait.js'
import { llmTrait } from '../../rubric/traits/llm-trait.js'
import { metricTrait } from '../../rubric/traits/metric-trait.js'
import { regexTrait } from '../../rubric/traits/regex-trait.js'
import { VerificationResultSchema } from '../../results/verification-result.js'
import { defineTemplate } from '../../template/define-template.js'
import { field } from '../../template/field.js'
import type { MatcherOptions } from './matcher-options.js'
import { satisfyTemplate } from './satisfy-template.js'
import { scoreTrait, verifyResponse } from './verify-response.js'

const NO_RETRIES = { connection: { max_attempts: 0 }, timeout: { max_attempts: 0 }, rate_limit: { max_attempts: 0 }, server_error: { max_attempts: 0 } }

const Venetoclax = defineTemplate({
  target: field(z.string(), { description: 'The protein venetoclax targets', groundTruth: 'BCL2', check: exactMatch({ normalize: ['lowercase', 'strip', 'remove_punctuation'] }) }),
})

const Vaccine = defineTemplate({
  platform: field(z.string(), { description: 'The vaccine platform', groundTruth: 'mRNA', check: containsAny({ substrings: ['mRNA', 'messenger RNA'] }) }),
  doses: field(z.number(), { description: 'Number of doses in the primary series', groundTruth: 2, check: numericTolerance({ tolerance: 0 }) }),
})

let server: LlmServer
let options: MatcherOptions
beforeEach(async () => {
  server = await startLlmServer()
  options = {
    question: 'What is the putative target of venetoclax?',
    judge: 'openai:gpt-judge',
    config: { replay: 'off' },
    modelOptions: { baseURL: server.openaiBaseURL, apiKey: 'sk-test', retryPolicy: NO_RETRIES, env: {} },
    now: () => new Date(2026, 0, 2, 3, 4, 5),
  }
})
afterEach(async () => {
  await server.close()
})

describe('verifyResponse', () => {
  it('passes when the judge extracts a value the primitive accepts, with a full result', async () => {
    server.on({ model: 'gpt-judge' }, reply.json({ target: 'Bcl-2' }))
    const outcome = await verifyResponse('Venetoclax inhibits Bcl-2.', Venetoclax, options)
    expect(outcome.pass).toBe(true)
    expect(VerificationResultSchema.safeParse(outcome.result).success).toBe(true)
    expect(outcome.result.metadata.question_text).toBe(options.question)
    expect(outcome.result.metadata.answering.interface).toBe('manual')
    expect(outcome.result.template?.raw_llm_response).toBe('Venetoclax inhibits Bcl-2.')
    expect(server.requests.at(-1)?.lastUserText).toContain('Venetoclax inhibits Bcl-2.')
    expect(outcome.message({ isNot: true })).toContain('not to verify against the template')
  })

  it('a wrong answer shows, per field, what the judge extracted, the ground truth and the primitive', async () => {
    server.on({ model: 'gpt-judge' }, reply.json({ target: 'MCL1' }))
    const outcome = await verifyResponse('It targets MCL1.', Venetoclax, options)
    expect(outcome.pass).toBe(false)
    expect(outcome.result.metadata.failure?.category).toBe('content')
    const message = outcome.message()
    expect(message).toContain('wrong answer')
    expect(message).toContain('✗ target')
    expect(message).toMatch(/extracted: +"MCL1"/)
    expect(message).toMatch(/ground truth: +"BCL2"/)
    expect(message).toContain('primitive:    ExactMatch(')
  })

  it('a judge that never produces a valid object is a parsing failure, not a wrong answer', async () => {
    server.on({ model: 'gpt-judge' }, fault.schemaViolation())
    const outcome = await verifyResponse('Venetoclax inhibits Bcl-2.', Venetoclax, options)
    expect(outcome.pass).toBe(false)
    expect(outcome.result.metadata.failure?.category).toBe('parsing')
    expect(outcome.message()).toContain('the judge failed to produce a valid object')
    expect(outcome.message()).not.toMatch(/but it is a wrong answer/)
  })

  it.each([
    ['a 500', fault.serverError(500), 'server_error', 'server error (retries exhausted)'],
    ['a 429', fault.rateLimit({ retryAfterMs: 1 }), 'rate_limit', 'rate limit (retries exhausted)'],
  ])('a judge failing with %s after retries names that category, never "parsing failure"', async (_name, failure, category, words) => {
    server.on({ model: 'gpt-judge' }, failure)
    const retryPolicy = { ...NO_RETRIES, server_error: { max_attempts: 1, backoff_min: 0, backoff_max: 0 }, rate_limit: { max_attempts: 1, backoff_min: 0, backoff_max: 0 } }
    const outcome = await verifyResponse('Venetoclax inhibits Bcl-2.', Venetoclax, { ...options, modelOptions: { ...options.modelOptions, retryPolicy } })
    expect(server.requests).toHaveLength(2)
    expect(outcome.pass).toBe(false)
    expect(outcome.result.metadata.failure?.category).toBe(category)
    const message = outcome.message()
    expect(message).toContain(`the verification did not complete: ${words} [${category}] while calling the judge langchain:gpt-judge at parse_template — an error, not a wrong answer`)
    expect(message).not.toContain('parsing failure')
    expect(message).not.toContain('failed to produce a valid object')
  })

  it('a rubric judge that scored nothing is a failed trait evaluation in the message, not a template parsing failure', async () => {
    server.on({ model: 'gpt-judge', match: 'Traits to Evaluate' }, reply.json({ scores: {} }))
    server.on({ model: 'gpt-judge' }, reply.json({ target: 'BCL2' }))
    const rubric = defineRubric({ llmTraits: [llmTrait({ name: 'concise', kind: 'boolean' })] })
    const outcome = await verifyResponse('Venetoclax inhibits BCL2.', Venetoclax, { ...options, rubric })
    expect(outcome.pass).toBe(false)
    expect(outcome.result.metadata.failure).toMatchObject({ category: 'parsing', stage: 'rubric_evaluation' })
    const message = outcome.message()
    expect(message).toContain('the verification did not complete: the judge produced no valid object [parsing] at rubric_evaluation — an error, not a wrong answer')
    expect(message).toContain(`reason: rubric trait evaluation failed for concise: the judge's reply did not score trait "concise"`)
    expect(message).not.toContain('failed to produce a valid object')
  })

  it('a granular threshold passes partial credit; a trace input is verified on its final AI message', async () => {
    server.on({ model: 'gpt-judge' }, reply.json({ platform: 'messenger RNA', doses: 3 }))
    const trace = {
      messages: [
        { role: 'user' as const, content: 'Which platform?' },
        { role: 'assistant' as const, content: 'An mRNA vaccine given as three doses.' },
      ],
    }
    const strict = await verifyResponse(trace, Vaccine, options)
    expect(strict.pass).toBe(false)
    const partial = await verifyResponse(trace, Vaccine, { ...options, granular: 0.5 })
    expect(partial.pass).toBe(true)
    expect(partial.result.template?.verify_result).toBe(false)
    expect(partial.result.template?.trace_messages).toHaveLength(2)
    const failed = await verifyResponse(trace, Vaccine, { ...options, granular: 0.75 })
    expect(failed.message()).toContain('granular score 0.5 (threshold 0.75)')
    expect(server.requests.at(-1)?.lastUserText).toContain('An mRNA vaccine given as three doses.')
  })

  it('checks rubric trait expectations next to the template', async () => {
    server.on({ model: 'gpt-judge', match: 'Traits to Evaluate' }, reply.json({ scores: { conciseness: 2 } }))
    server.on({ model: 'gpt-judge' }, reply.json({ target: 'BCL2' }))
    const rubric = defineRubric({ llmTraits: [llmTrait({ name: 'conciseness', kind: 'score', description: 'How concise?' })] })
    const outcome = await verifyResponse('BCL2.', Venetoclax, { ...options, rubric, traits: { conciseness: { atLeast: 3 } } })
    expect(outcome.pass).toBe(false)
    expect(outcome.message()).toContain('the template passed but rubric traits did not')
    expect(outcome.message()).toContain('✗ trait conciseness (llm): scored 2 (expected ≥ 3)')
  })
})

describe('scoreTrait', () => {
  it('regex and callable traits run locally, without any judge call', async () => {
    const citations = regexTrait({ name: 'citations', pattern: '\\[\\d+\\]' })
    expect((await scoreTrait('BCL2 [1].', citations, true, options)).pass).toBe(true)
    const missing = await scoreTrait('BCL2.', citations, undefined, options)
    expect(missing.pass).toBe(false)
    expect(missing.message()).toContain('expected trait citations to score true, but scored false')
    const short = callableTrait({ name: 'short', kind: 'score', minScore: 0, maxScore: 100, fn: (text: string) => text.length })
    expect((await scoreTrait('abcdef', short, { atMost: 10 }, options)).pass).toBe(true)
    expect((await scoreTrait('abcdef', short, 7, options)).pass).toBe(false)
    expect(server.requests).toHaveLength(0)
  })

  it('a regex or callable trait that throws fails with its cause in the message, not as a missing score', async () => {
    const crashes = callableTrait({ name: 'crashes', kind: 'boolean', fn: () => { throw new Error('lookup table missing') } })
    const outcome = await scoreTrait('BCL2 [1].', crashes, true, options)
    expect(outcome.pass).toBe(false)
    expect(outcome.result.metadata.failure).toMatchObject({ category: 'unexpected_error', stage: 'rubric_evaluation' })
    const message = outcome.message()
    expect(message).toContain('expected trait crashes to score true, but the evaluation did not complete')
    expect(message).toContain("reason: rubric trait evaluation failed for crashes: Failed to evaluate callable trait 'crashes': lookup table missing")
    expect(server.requests).toHaveLength(0)
  })

  it('LLM score, boolean and literal traits are scored by the judge', async () => {
    server.on({ model: 'gpt-judge', match: '**conciseness**' }, reply.json({ score: 4 }))
    server.on({ model: 'gpt-judge', match: '**tone**' }, reply.json({ classification: 'Formal' }))
    const sequential = { ...options, taskOptions: { rubricEvaluationStrategy: 'sequential' as const } }
    const conciseness = llmTrait({ name: 'conciseness', kind: 'score', description: 'How concise?' })
    expect((await scoreTrait('BCL2.', conciseness, { atLeast: 3, atMost: 5 }, sequential)).pass).toBe(true)
    const low = await scoreTrait('BCL2.', conciseness, { atLeast: 5 }, sequential)
    expect(low.message()).toContain('expected trait conciseness to score ≥ 5, but scored 4')
    const tone = llmTrait({ name: 'tone', kind: 'literal', classes: { formal: 'Formal', casual: 'Casual' } })
    expect((await scoreTrait('BCL2.', tone, 'formal', sequential)).pass).toBe(true)
    expect((await scoreTrait('BCL2.', tone, ['casual'], sequential)).message()).toContain('expected trait tone to score one of "casual", but scored class "formal"')
  })

  it('template-kind traits are scored per field and checked with { fields }', async () => {
    server.on({ model: 'gpt-judge', match: '**dose_info**' }, reply.json({ dose_mg: '400', frequency: 'once daily' }))
    const doseInfo = llmTrait({ name: 'dose_info', kind: z.object({ dose_mg: z.number(), frequency: z.string() }), description: 'The dosing given' })
    const answer = 'Take 400 mg once daily.'
    const scored = await scoreTrait(answer, doseInfo, undefined, options)
    expect(scored.pass).toBe(true)
    expect(Object.keys(scored.result.rubric?.llm_trait_scores ?? {})).toEqual(['dose_info.dose_mg', 'dose_info.frequency'])
    expect((await scoreTrait(answer, doseInfo, { fields: { dose_mg: 400, frequency: 'once daily' } }, options)).pass).toBe(true)
    expect((await scoreTrait(answer, doseInfo, { fields: { dose_mg: { atLeast: 100, atMost: 500 } } }, options)).pass).toBe(true)
    const wrong = await scoreTrait(answer, doseInfo, { fields: { dose_mg: { atMost: 200 }, frequency: 'twice daily' } }, options)
    expect(wrong.pass).toBe(false)
    expect(wrong.message()).toContain('expected trait dose_info to score dose_mg ≤ 200, frequency = "twice daily", but dose_mg = 400, expected ≤ 200; frequency = "once daily", expected "twice daily"')
    const unknown = await scoreTrait(answer, doseInfo, { fields: { route: 'oral' } }, options)
    expect(unknown.message()).toContain('route is not a field of the trait (fields: dose_mg, frequency)')
  })

  it('a template-kind trait whose reply never fits its record fails as an evaluation that did not complete', async () => {
    // Every reply, the feedback retries' too, misses the record type.
    server.on({ model: 'gpt-judge' }, reply.json({ dose_mg: 'a lot', frequency: 'daily' }))
    const doseInfo = llmTrait({ name: 'dose_info', kind: z.object({ dose_mg: z.number(), frequency: z.string() }) })
    const outcome = await scoreTrait('Take a lot.', doseInfo, undefined, options)
    expect(outcome.pass).toBe(false)
    expect(outcome.result.metadata.failure).toMatchObject({ stage: 'rubric_evaluation', category: 'parsing' })
    expect(outcome.message()).toContain('dose_mg')
  })

  it('metric traits are checked per metric, and the message lists the confusion buckets', async () => {
    server.on({ model: 'gpt-judge' }, reply.json({ tp: ['BCL2'], fn: [], fp: ['MCL1'] }))
    const coverage = metricTrait({ name: 'coverage', tpInstructions: ['names BCL2'], tnInstructions: [], metrics: ['precision', 'recall', 'f1'] })
    const ok = await scoreTrait('BCL2 and MCL1', coverage, { recall: 1 }, options)
    expect(ok.pass).toBe(true)
    const strict = await scoreTrait('BCL2 and MCL1', coverage, { f1: { atLeast: 0.8 } }, options)
    expect(strict.pass).toBe(false)
    expect(strict.message()).toContain('f1 = 0.667, expected ≥ 0.8')
    expect(strict.message()).toContain('fp: "MCL1"')
  })
})

describe('satisfyTemplate', () => {
  it('verifies structured values synchronously with the judge path validation', () => {
    const ok = satisfyTemplate({ platform: 'mRNA', doses: '2' }, Vaccine)
    expect(ok.pass).toBe(true)
    expect(ok.result.template?.field_results).toEqual({ platform: true, doses: true })
    const wrong = satisfyTemplate({ platform: 'viral vector', doses: 2 }, Vaccine)
    expect(wrong.pass).toBe(false)
    expect(wrong.message()).toContain('expected the values to verify against the template, but it is a wrong answer')
    expect(wrong.message()).toMatch(/✗ platform\n +extracted: +"viral vector"/)
    const invalid = satisfyTemplate({ platform: 'mRNA', doses: 'two' }, Vaccine)
    expect(invalid.pass).toBe(false)
    expect(invalid.message()).toContain('the values are not a valid object for the template')
    expect(invalid.message()).toContain('doses')
  })

  it('names the template by its name, never by the default class name "Answer"', () => {
    const named = defineTemplate({ platform: field(z.string(), { description: 'Vaccine platform', groundTruth: 'mRNA', check: exactMatch() }) }, { name: 'VaccinePlatform' })
    const wrong = satisfyTemplate({ platform: 'viral vector' }, named)
    expect(wrong.message()).toContain('expected the values to verify against template VaccinePlatform, but it is a wrong answer')
    expect(satisfyTemplate({ platform: 'viral vector', doses: 2 }, Vaccine).message()).not.toContain('Answer')
  })
})
