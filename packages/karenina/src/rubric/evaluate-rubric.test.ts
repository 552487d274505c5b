import { fault, reply, startLlmServer, type LlmServer } from '@karenina/testing'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { PyFloat } from '../compat/py-float-value.js'
import type { ModelPorts } from '../llm/ports.js'
import { resolveModel } from '../llm/resolve-model.js'
import { evaluateMetricTraits } from './metrics.js'
import { evaluateRubric } from './evaluate-rubric.js'
import { defineRubric } from './rubric.js'
import type { RubricJudge } from './rubric-judge.js'
import { callableTrait, callableTraitFromJSON } from './traits/callable-trait.js'
import { llmTrait, llmTraitFromJSON } from './traits/llm-trait.js'
import { metricTrait } from './traits/metric-trait.js'
import { regexTrait } from './traits/regex-trait.js'

let server: LlmServer
beforeEach(async () => {
  server = await startLlmServer()
})
afterEach(async () => {
  await server.close()
})

const noRetries = {
  connection: { max_attempts: 0, backoff_min: 0.001, backoff_max: 0.001 },
  timeout: { max_attempts: 0, backoff_min: 0.001, backoff_max: 0.001 },
  rate_limit: { max_attempts: 0, backoff_min: 0.001, backoff_max: 0.001 },
  server_error: { max_attempts: 0, backoff_min: 0.001, backoff_max: 0.001 },
}

function ports(): Promise<ModelPorts> {
  return resolveModel('openai:gpt-4.1-mini', { baseURL: server.openaiBaseURL, apiKey: 'sk-test', env: {}, retryPolicy: noRetries, role: 'parsing' })
}

function judge(): RubricJudge {
  return { parser: async () => (await ports()).parser, interface: 'langchain' }
}

const QUESTION = 'What is the capital of France?'
const ANSWER = 'Paris is the capital of France [1].'

const clarity = llmTrait({ name: 'clarity', kind: 'boolean', description: 'Is the answer clear?' })
const conciseness = llmTrait({ name: 'conciseness', kind: 'score', description: 'How concise is the answer?' })
const safety = llmTrait({ name: 'safety', kind: 'boolean', description: 'Is it safe?' })
const tone = llmTrait({ name: 'tone', kind: 'literal', classes: { formal: 'Formal register', casual: 'Casual register', mixed: 'Both' } })
const citations = regexTrait({ name: 'citations', pattern: '\\[\\d+\\]' })

// The trait block of a single-trait prompt (the user text ends with it).
const single = (name: string) => ({ match: `## Trait\n**${name}**` })

describe('evaluateRubric — standard evaluation through the loopback judge', () => {
  it('batch strategy: ONE call for N boolean/score traits, scores validated and clamped', async () => {
    server.on({ match: 'Traits to Evaluate' }, reply.json({ scores: { clarity: true, conciseness: 9, safety: 'no', unknown: 3 } }, { usage: { inputTokens: 120, outputTokens: 12 } }))
    const usage: unknown[] = []
    const out = await evaluateRubric(
      { question: QUESTION, answer: ANSWER, rubric: defineRubric({ llmTraits: [clarity, conciseness, safety] }) },
      { judge: judge(), onUsage: (u) => usage.push(u) },
    )
    expect(server.requests).toHaveLength(1)
    // Reply order; the unknown name is ignored; 9 is clamped to max 5; "no" is false.
    expect(out.scores).toEqual({ clarity: true, conciseness: 5, safety: false })
    expect(Object.keys(out.scores)).toEqual(['clarity', 'conciseness', 'safety'])
    expect(out.labels).toBeNull()
    expect(usage).toEqual([expect.objectContaining({ input_tokens: 120, output_tokens: 12, model: 'langchain:gpt-4.1-mini' })])
    const request = server.requests[0]!
    expect(request.lastUserText).toContain('- **conciseness** (score 1-5): How concise is the answer?')
    expect(request.lastUserText).toContain(`## Question\n${QUESTION}`)
    expect(request.lastUserText).toContain(`## Answer to Evaluate\n${ANSWER}`)
  })

  it('batch strategy: a trait missing from the reply scores null', async () => {
    server.on({}, reply.json({ scores: { clarity: false } }))
    const out = await evaluateRubric({ question: QUESTION, answer: ANSWER, rubric: defineRubric({ llmTraits: [clarity, conciseness] }) }, { judge: judge() })
    expect(out.scores).toEqual({ clarity: false, conciseness: null })
  })

  it('sequential strategy: N calls for N traits, a failed trait scores null', async () => {
    server.on(single('clarity'), reply.json({ result: true }))
    server.on(single('conciseness'), reply.text('{"score": 4.0}'))
    server.on(single('safety'), fault.status(400, { message: 'bad request' }))
    const out = await evaluateRubric(
      { question: QUESTION, answer: ANSWER, rubric: defineRubric({ llmTraits: [clarity, conciseness, safety] }) },
      { judge: judge(), strategy: 'sequential', concurrency: 1 },
    )
    expect(out.scores).toEqual({ clarity: true, conciseness: 4, safety: null })
    expect(out.failures).toEqual([{ traits: ['safety'], message: expect.stringContaining('bad request'), error: expect.any(Error) }])
    const traitCalls = server.requests.filter((r) => r.lastUserText.includes('## Trait\n'))
    expect(new Set(traitCalls.map((r) => r.lastUserText.match(/\*\*(\w+)\*\*/)![1]))).toEqual(new Set(['clarity', 'conciseness', 'safety']))
    // One call per trait (a rejected native call may fall back to a plain one, never merges traits).
    for (const request of server.requests) expect(request.lastUserText.match(/## Trait\n/g)).toHaveLength(1)
  })

  it('sequential strategy runs up to `concurrency` calls at once', async () => {
    server.on({ match: '**clarity**', delayMs: 40 }, reply.json({ result: true }))
    server.on({ match: '**safety**', delayMs: 40 }, reply.json({ result: false }))
    const out = await evaluateRubric(
      { question: QUESTION, answer: ANSWER, rubric: defineRubric({ llmTraits: [clarity, safety] }) },
      { judge: judge(), strategy: 'sequential', concurrency: 2 },
    )
    expect(out.scores).toEqual({ clarity: true, safety: false })
    expect(server.stats.maxInFlight).toBe(2)
  })

  it('a failed batch call leaves its traits unscored and lists them in failures; the other traits keep their scores', async () => {
    server.on({}, fault.status(400, { message: 'bad request' }))
    const out = await evaluateRubric({ question: QUESTION, answer: ANSWER, rubric: defineRubric({ llmTraits: [clarity], regexTraits: [citations] }) }, { judge: judge() })
    expect(out.scores).toEqual({ citations: true, clarity: null })
    expect(out.failures).toEqual([{ traits: ['clarity'], message: expect.stringContaining('bad request'), error: expect.any(Error) }])
  })

  it("compat mode: a failed batch call throws (the whole rubric result is lost, as in Karenina)", async () => {
    server.on({}, fault.status(400, { message: 'bad request' }))
    await expect(
      evaluateRubric({ question: QUESTION, answer: ANSWER, rubric: defineRubric({ llmTraits: [clarity], regexTraits: [citations] }) }, { judge: judge(), compat: 'karenina-python' }),
    ).rejects.toThrow(/^Failed to evaluate rubric traits using batch strategy: /)
  })

  it('literal traits (batch): exact, case-insensitive and invalid classes; missing traits', async () => {
    const audience = llmTrait({ name: 'audience', kind: 'literal', classes: { expert: 'For experts', lay: 'For the public' } })
    const format = llmTrait({ name: 'format', kind: 'literal', classes: { prose: 'Prose', list: 'List' } })
    const language = llmTrait({ name: 'language', kind: 'literal', classes: { en: 'English', fr: 'French' } })
    server.on(
      { match: 'Traits to Classify' },
      reply.json({
        classifications: [
          { trait_name: 'tone', class_name: 'CASUAL' },
          { trait_name: 'audience', class_name: 'children' },
          { trait_name: 'format', class_name: 'list' },
          { trait_name: 'nope', class_name: 'x' },
        ],
      }),
    )
    const out = await evaluateRubric(
      { question: QUESTION, answer: ANSWER, rubric: defineRubric({ llmTraits: [tone, audience, format, language] }) },
      { judge: judge() },
    )
    expect(server.requests).toHaveLength(1)
    expect(out.scores).toEqual({ tone: 1, audience: -1, format: 1, language: -1 })
    expect(out.labels).toEqual({ tone: 'casual', audience: 'children', format: 'list', language: '[MISSING_FROM_RESPONSE]' })
    // Left out of the reply: a failed evaluation (an invalid class name is the judge's verdict, scored -1).
    expect(out.failures).toEqual([{ traits: ['language'], message: `the judge's reply did not score trait "language"`, error: null }])
    expect(server.requests[0]!.lastUserText).toContain('Classes: formal, casual, mixed')
  })

  it('literal traits (sequential): one call each; a failed call is -1 with an [EVALUATION_ERROR] label', async () => {
    const format = llmTrait({ name: 'format', kind: 'literal', classes: { prose: 'Prose', list: 'List' } })
    server.on(single('tone'), reply.json({ classification: 'formal' }))
    server.on(single('format'), fault.status(400, { message: 'bad request' }))
    const out = await evaluateRubric({ question: QUESTION, answer: ANSWER, rubric: defineRubric({ llmTraits: [tone, format] }) }, { judge: judge(), strategy: 'sequential' })
    expect(out.scores).toEqual({ tone: 0, format: -1 })
    expect(out.labels!.tone).toBe('formal')
    expect(out.labels!.format).toMatch(/^\[EVALUATION_ERROR: .+\]$/)
    expect(out.failures.map((f) => f.traits)).toEqual([['format']])
  })

  it('regex and callable traits need no judge and make no call', async () => {
    const long = callableTrait({ name: 'long', kind: 'boolean', fn: (text) => text.length > 100 })
    const words = callableTrait({ name: 'words', kind: 'score', minScore: 0, maxScore: 100, fn: (text) => text.split(' ').length / 2 }) // 7 words: a float score
    const register = callableTrait({ name: 'register', kind: 'literal', classes: { short: 'Short', long: 'Long' }, fn: async () => 'short' })
    const broken = callableTrait({ name: 'broken', kind: 'score', minScore: 1, maxScore: 3, fn: () => 7 })
    const out = await evaluateRubric({
      question: QUESTION,
      answer: ANSWER,
      rubric: defineRubric({ regexTraits: [citations, regexTrait({ name: 'url', pattern: 'https?://' })], callableTraits: [long, words, register, broken] }),
    })
    // An out-of-range score is an error (no clamping): null, as in Karenina, and listed in failures.
    expect(out).toMatchObject({ scores: { citations: true, url: false, long: false, words: 3.5, register: 0, broken: null }, labels: null, usage: [] })
    expect(out.failures).toEqual([{ traits: ['broken'], message: "Failed to evaluate callable trait 'broken': Score 7 is above maximum 3 for trait 'broken'", error: expect.any(Error) }])
    expect(server.requests).toHaveLength(0)
  })

  it('a callable trait from a checkpoint runs only through the registry; unregistered → null + warning', async () => {
    const stored = callableTraitFromJSON({ name: 'has_refs', kind: 'boolean', callable_code: 'gASVAAAAAAAAAAA=' })
    const warnings: string[] = []
    const rubric = defineRubric({ callableTraits: [stored] })
    const without = await evaluateRubric({ question: QUESTION, answer: ANSWER, rubric }, { onWarning: (w) => warnings.push(w) })
    expect(without.scores).toEqual({ has_refs: null })
    expect(warnings).toEqual([expect.stringContaining("Callable trait 'has_refs' has no registered TypeScript function")])
    const withFn = await evaluateRubric({ question: QUESTION, answer: ANSWER, rubric }, { callableRegistry: { has_refs: (t) => t.includes('[1]') } })
    expect(withFn.scores).toEqual({ has_refs: true })
  })

  it('shows the reference answer only to opted-in traits: mixed opt-ins split the batch in two calls', async () => {
    const grounded = llmTrait({ name: 'grounded', kind: 'boolean', description: 'Agrees with the reference', includeGroundTruth: true })
    server.on({ match: '**grounded**' }, reply.json({ scores: { grounded: true } }))
    server.on({ match: '**clarity**' }, reply.json({ scores: { clarity: true } }))
    const out = await evaluateRubric(
      { question: QUESTION, answer: ANSWER, rubric: defineRubric({ llmTraits: [clarity, grounded] }), groundTruth: 'Paris' },
      { judge: judge() },
    )
    expect(out.scores).toEqual({ grounded: true, clarity: true })
    expect(server.requests).toHaveLength(2)
    const [withReference, withoutReference] = server.requests
    expect(withReference!.lastUserText).toContain('## Reference Answer')
    expect(withoutReference!.lastUserText).not.toContain('## Reference Answer')
  })

  it('omits the question block in TaskEval mode', async () => {
    server.on({}, reply.json({ scores: { clarity: true } }))
    await evaluateRubric({ question: QUESTION, answer: ANSWER, rubric: defineRubric({ llmTraits: [clarity] }) }, { judge: judge(), taskEval: true })
    expect(server.requests[0]!.lastUserText).not.toContain('## Question')
  })

  describe('template-kind traits (a record filled by the judge, scored per field)', () => {
    const DoseInfo = z.object({ dose_mg: z.number().describe('Dose in mg'), frequency: z.string(), with_food: z.boolean().optional() })
    const doseInfo = llmTrait({ name: 'dose_info', kind: DoseInfo, description: 'The dosing the answer gives' })
    const doseTrait = { match: '## Trait\n**dose_info**' }

    it("one call with the trait's schema; each field lands under `trait.field`, coerced as Pydantic's lax mode does", async () => {
      server.on(doseTrait, reply.json({ dose_mg: '400', frequency: 'once daily', unknown_key: 1 }, { usage: { inputTokens: 70, outputTokens: 9 } }))
      const out = await evaluateRubric({ question: QUESTION, answer: 'Take 400 mg once daily.', rubric: defineRubric({ llmTraits: [doseInfo] }) }, { judge: judge() })
      expect(out.scores).toEqual({ 'dose_info.dose_mg': new PyFloat(400), 'dose_info.frequency': 'once daily', 'dose_info.with_food': null })
      expect(Object.keys(out.scores)).toEqual(['dose_info.dose_mg', 'dose_info.frequency', 'dose_info.with_food'])
      expect(out.failures).toEqual([])
      expect(out.usage).toHaveLength(1)
      expect(server.requests).toHaveLength(1)
      const request = server.requests[0]!
      expect(request.lastUserText).toContain('## Answer to Evaluate\nTake 400 mg once daily.')
      expect(request.lastUserText).toContain('**dose_info**: The dosing the answer gives')
      const format = request.responseFormat as { type: string; schema: { properties: Record<string, unknown> } }
      expect(format.type).toBe('json_schema')
      expect(Object.keys(format.schema.properties)).toEqual(['dose_mg', 'frequency', 'with_food'])
    })

    it('template traits are called one per trait, beside the batch call of scalar traits', async () => {
      const sideEffects = llmTrait({ name: 'side_effects', kind: z.object({ items: z.array(z.string()), count: z.int() }) })
      server.on(doseTrait, reply.json({ dose_mg: 400, frequency: 'daily', with_food: 'yes' }))
      server.on({ match: '## Trait\n**side_effects**' }, reply.json({ items: ['nausea'], count: '1' }))
      server.on({ match: 'Traits to Evaluate' }, reply.json({ scores: { clarity: true } }))
      const out = await evaluateRubric({ question: QUESTION, answer: ANSWER, rubric: defineRubric({ llmTraits: [doseInfo, clarity, sideEffects] }) }, { judge: judge() })
      expect(out.scores).toEqual({
        'dose_info.dose_mg': new PyFloat(400),
        'dose_info.frequency': 'daily',
        'dose_info.with_food': true,
        'side_effects.items': ['nausea'],
        'side_effects.count': 1,
        clarity: true,
      })
      expect(server.requests).toHaveLength(3)
    })

    it('a reply that fails the record type leaves the trait unscored (`{trait: null}`) and lists it in failures', async () => {
      server.on(doseTrait, reply.json({ dose_mg: 'a lot', frequency: 'daily' }))
      const out = await evaluateRubric({ question: QUESTION, answer: ANSWER, rubric: defineRubric({ llmTraits: [doseInfo] }) }, { judge: judge() })
      expect(out.scores).toEqual({ dose_info: null })
      expect(out.failures).toEqual([{ traits: ['dose_info'], message: expect.stringMatching(/dose_mg/), error: expect.any(Error) }])
    })

    it("compat mode: the same null, without a failure (Karenina logs a warning only)", async () => {
      server.on(doseTrait, fault.status(400, { message: 'bad request' }))
      const out = await evaluateRubric({ question: QUESTION, answer: ANSWER, rubric: defineRubric({ llmTraits: [doseInfo] }) }, { judge: judge(), compat: 'karenina-python' })
      expect(out.scores).toEqual({ dose_info: null })
      expect(out.failures).toEqual([])
    })

    it('a trait loaded from Karenina JSON (kind = {type: "template", schema}) with a default and an optional field', async () => {
      const facts = llmTraitFromJSON({
        name: 'facts',
        kind: {
          type: 'template',
          schema: {
            title: 'Facts',
            type: 'object',
            properties: {
              n: { type: 'integer' },
              unit: { type: 'string', default: 'mg' },
              note: { anyOf: [{ type: 'string' }, { type: 'null' }], default: null },
            },
            required: ['n'],
          },
        },
      })
      server.on({ match: '**facts**' }, reply.json({ n: 4.0, note: null }))
      const out = await evaluateRubric({ question: QUESTION, answer: ANSWER, rubric: defineRubric({ llmTraits: [facts] }) }, { judge: judge() })
      expect(out.scores).toEqual({ 'facts.n': 4, 'facts.unit': 'mg', 'facts.note': null })
    })
  })

  it('seed-style rubric: conciseness (score 1-5) by the judge, citations (regex) locally', async () => {
    server.on({ match: 'Traits to Evaluate' }, reply.json({ scores: { conciseness: 4 } }))
    const rubric = defineRubric({
      llmTraits: [llmTrait({ name: 'conciseness', kind: 'score', minScore: 1, maxScore: 5, description: 'Is the response concise?' })],
      regexTraits: [regexTrait({ name: 'citations', description: 'Has bracket citations', pattern: '\\[\\d+\\]' })],
    })
    const out = await evaluateRubric({ question: QUESTION, answer: ANSWER, rubric }, { judge: judge() })
    expect(out.scores).toEqual({ citations: true, conciseness: 4 })
    expect(server.requests).toHaveLength(1)
    expect(server.requests[0]!.lastUserText).not.toContain('citations')
  })
})

describe('evaluateMetricTraits', () => {
  const coverage = metricTrait({ name: 'coverage', tpInstructions: ['mentions Paris', 'mentions the Seine'], metrics: ['precision', 'recall', 'f1'] })

  it('computes metrics from the scripted confusion lists (deduplicated)', async () => {
    server.on({ match: '## TP instructions' }, reply.json({ tp: ['Paris', ' paris ', ''], fn: ['mentions the Seine'], fp: ['Lyon'] }))
    const out = await evaluateMetricTraits({ question: QUESTION, answer: ANSWER, traits: [coverage] }, { judge: judge() })
    expect(out.confusionLists).toEqual({ coverage: { tp: ['Paris'], fn: ['mentions the Seine'], fp: ['Lyon'], tn: [] } })
    expect(out.metrics).toEqual({ coverage: { precision: 0.5, recall: 0.5, f1: 0.5 } })
    expect(server.requests).toHaveLength(1)
  })

  it('full matrix mode: accuracy and specificity; a failed trait gets empty lists and {}', async () => {
    const safety = metricTrait({
      name: 'safety',
      evaluationMode: 'full_matrix',
      tpInstructions: ['mentions dose'],
      tnInstructions: ['no off-label use'],
      metrics: ['accuracy', 'specificity'],
    })
    server.on({ match: '**safety**' }, reply.json({ tp: ['400 mg'], fn: [], fp: [], tn: ['no off-label use'] }))
    server.on({ match: '**coverage**' }, fault.status(400, { message: 'bad request' }))
    const out = await evaluateMetricTraits({ question: QUESTION, answer: ANSWER, traits: [safety, coverage] }, { judge: judge() })
    expect(out.metrics).toEqual({ safety: { accuracy: 1, specificity: 1 }, coverage: {} })
    expect(out.confusionLists.coverage).toEqual({ tp: [], tn: [], fp: [], fn: [] })
    expect(server.requests.some((r) => r.lastUserText.includes('## TN instructions'))).toBe(true)
  })
})
