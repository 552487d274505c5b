import { fault, reply, startLlmServer, type LlmServer } from '@karenina/testing'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { pyJsonDumps } from '../../compat/py-json.js'
import { defineRubric } from '../../rubric/rubric.js'
import { callableTrait, callableTraitFromJSON } from '../../rubric/traits/callable-trait.js'
import { llmTrait } from '../../rubric/traits/llm-trait.js'
import { metricTrait } from '../../rubric/traits/metric-trait.js'
import { regexTrait } from '../../rubric/traits/regex-trait.js'
import { judgeRequests, loopbackOptions, loopbackTask, offlineTask } from '../../../test/fixtures/pipeline/pipeline-fixtures.js'
import { ArtifactKeys } from '../artifact-keys.js'
import { buildStages } from '../from-config.js'
import { createTaskContext, runTask, type VerificationTask } from '../run-task.js'
import { stagePlanOptionsOf } from '../from-config.js'
import { DEFAULT_TASK_OPTIONS } from '../task-settings.js'
import { RubricEvaluationStage } from './rubric-evaluation.js'

let server: LlmServer
beforeEach(async () => {
  server = await startLlmServer()
})
afterEach(async () => {
  await server.close()
})

const stage = new RubricEvaluationStage()
const ANSWER = 'Venetoclax targets BCL2 [1].'

// The seed's rubric (seed 000 §6) with the conciseness trait scored 1–5.
const seedRubric = defineRubric({
  llmTraits: [llmTrait({ name: 'conciseness', kind: 'score', minScore: 1, maxScore: 5, description: 'Is the response concise?' })],
  regexTraits: [regexTrait({ name: 'citations', description: 'Has bracket citations', pattern: '\\[\\d+\\]' })],
})

function rubricTask(overrides: Partial<VerificationTask> = {}): VerificationTask {
  return loopbackTask(server, { rubric: seedRubric, options: { evaluationMode: 'template_and_rubric' }, ...overrides })
}

/** A context as RubricEvaluation finds it after GenerateAnswer. */
function readyContext(task: VerificationTask, raw: string = ANSWER) {
  const ctx = createTaskContext(task)
  ctx.setArtifactAndResult(ArtifactKeys.RAW_LLM_RESPONSE, raw)
  ctx.beginStage(stage.name)
  return ctx
}

describe('RubricEvaluation — plan and shouldRun', () => {
  it('declares Karenina’s requires/produces and is planned for rubric modes with non-agentic traits', () => {
    expect(stage.requires).toEqual(['raw_llm_response'])
    expect(stage.produces).toEqual(['rubric_result', 'llm_trait_labels', 'metric_confusion_lists', 'metric_results'])
    const names = (mode: 'template_only' | 'template_and_rubric' | 'rubric_only') =>
      buildStages(stagePlanOptionsOf({ ...DEFAULT_TASK_OPTIONS, evaluationMode: mode }, seedRubric)).map((s) => s.name)
    expect(names('template_and_rubric')).toContain('RubricEvaluation')
    expect(names('rubric_only')).toEqual(['GenerateAnswer', 'RecursionLimitAutoFail', 'TraceValidationAutoFail', 'PlaceholderRetryAutoFail', 'RubricEvaluation', 'FinalizeResult'])
    expect(names('template_only')).not.toContain('RubricEvaluation')
  })

  it.each([
    ['a rubric with traits', {}, () => {}, true],
    ['no rubric', { rubric: null }, () => {}, false],
    ['an empty rubric', { rubric: defineRubric() }, () => {}, false],
    ['an earlier error', {}, (c) => c.markError('boom'), false],
    ['trace validation failed, full trace used', {}, (c) => c.setArtifact(ArtifactKeys.TRACE_VALIDATION_FAILED, true), true],
    [
      'trace validation failed, final message wanted',
      { options: { evaluationMode: 'template_and_rubric', useFullTraceForRubric: false } },
      (c) => c.setArtifact(ArtifactKeys.TRACE_VALIDATION_FAILED, true),
      false,
    ],
  ] as [string, Partial<VerificationTask>, (ctx: ReturnType<typeof readyContext>) => void, boolean][])('%s → %s', (_name, overrides, arrange, expected) => {
    const ctx = readyContext(offlineTask({ rubric: seedRubric, ...overrides }))
    arrange(ctx)
    expect(stage.shouldRun(ctx)).toBe(expected)
  })
})

describe('RubricEvaluation — execution', () => {
  it('seed rubric end to end: scores land in result.rubric, usage under rubric_evaluation', async () => {
    server.on({ model: 'gpt-judge', match: 'Traits to Evaluate' }, reply.json({ scores: { conciseness: 4 } }, { usage: { inputTokens: 90, outputTokens: 8 } }))
    server.on({ model: 'gpt-judge' }, reply.json({ target: 'BCL2' }))
    server.on({ model: 'gpt-answerer' }, ANSWER)
    const result = await runTask(rubricTask())
    expect(result.metadata.failure).toBeNull()
    expect(result.template?.verify_result).toBe(true)
    expect(result.rubric).toMatchObject({
      rubric_evaluation_performed: true,
      rubric_evaluation_strategy: 'batch',
      llm_trait_scores: { conciseness: 4 },
      regex_trait_scores: { citations: true },
      callable_trait_scores: null,
      metric_trait_scores: null,
      llm_trait_labels: null,
    })
    expect(result.template?.usage_metadata).toMatchObject({
      rubric_evaluation: { input_tokens: 90, output_tokens: 8, total_tokens: 98, model: 'langchain:gpt-judge' },
    })
    // One judge call for the rubric (batch), one for the template.
    expect(judgeRequests(server)).toHaveLength(2)
  })

  it('a template-kind trait end to end: each sub-field in llm_trait_scores under `trait.field`, floats written as Python does', async () => {
    const doseInfo = llmTrait({ name: 'dose_info', kind: z.object({ dose_mg: z.number(), frequency: z.string() }), description: 'The dosing given' })
    server.on({ model: 'gpt-judge', match: '**dose_info**' }, reply.json({ dose_mg: 400, frequency: 'once daily' }))
    server.on({ model: 'gpt-judge' }, reply.json({ target: 'BCL2' }))
    server.on({ model: 'gpt-answerer' }, 'Venetoclax targets BCL2; 400 mg once daily.')
    const result = await runTask(rubricTask({ rubric: defineRubric({ llmTraits: [doseInfo] }) }))
    expect(result.metadata.failure).toBeNull()
    expect(result.metadata.warnings ?? []).toEqual([])
    expect(result.rubric?.rubric_evaluation_performed).toBe(true)
    expect(Object.keys(result.rubric?.llm_trait_scores ?? {})).toEqual(['dose_info.dose_mg', 'dose_info.frequency'])
    expect(pyJsonDumps(result.rubric?.llm_trait_scores)).toBe('{"dose_info.dose_mg": 400.0, "dose_info.frequency": "once daily"}')
  })

  it('a template-kind trait whose reply never fits its record is a failed trait evaluation, not a silent pass', async () => {
    const doseInfo = llmTrait({ name: 'dose_info', kind: z.object({ dose_mg: z.number() }) })
    server.on({ model: 'gpt-judge', match: '**dose_info**' }, reply.json({ dose_mg: 'plenty' }))
    server.on({ model: 'gpt-judge' }, reply.json({ target: 'BCL2' }))
    server.on({ model: 'gpt-answerer' }, ANSWER)
    const result = await runTask(rubricTask({ rubric: defineRubric({ llmTraits: [doseInfo] }) }))
    expect(result.rubric?.llm_trait_scores).toBeNull()
    expect(result.metadata.failure).toMatchObject({ stage: 'rubric_evaluation', category: 'parsing' })
  })

  it('rubric_only: literal labels, metric confusion lists and metrics, sequential strategy (one call per trait)', async () => {
    const rubric = defineRubric({
      llmTraits: [
        llmTrait({ name: 'clarity', kind: 'boolean' }),
        llmTrait({ name: 'depth', kind: 'score' }),
        llmTrait({ name: 'tone', kind: 'literal', classes: { formal: 'Formal', casual: 'Casual' } }),
      ],
      metricTraits: [metricTrait({ name: 'coverage', tpInstructions: ['names BCL2'], metrics: ['precision', 'recall'] })],
    })
    server.on({ model: 'gpt-judge', match: '**clarity**' }, reply.json({ result: true }))
    server.on({ model: 'gpt-judge', match: '**depth**' }, reply.json({ score: 2 }))
    server.on({ model: 'gpt-judge', match: '**tone**' }, reply.json({ classification: 'Formal' }))
    server.on({ model: 'gpt-judge', match: '**coverage**' }, reply.json({ tp: ['BCL2'], fn: [], fp: ['MCL1'] }))
    server.on({ model: 'gpt-answerer' }, ANSWER)
    const result = await runTask(
      rubricTask({ template: null, rubric, options: { evaluationMode: 'rubric_only', rubricEvaluationStrategy: 'sequential' } }),
    )
    expect(judgeRequests(server)).toHaveLength(4)
    expect(result.rubric).toMatchObject({
      rubric_evaluation_strategy: 'sequential',
      llm_trait_scores: { clarity: true, depth: 2, tone: 0 },
      llm_trait_labels: { tone: 'formal' },
      metric_trait_scores: { coverage: { precision: 0.5, recall: 1 } },
      metric_trait_confusion_lists: { coverage: { tp: ['BCL2'], fn: [], fp: ['MCL1'], tn: [] } },
    })
  })

  it('a failed batch call is a failed trait evaluation: the other traits keep their scores, not a task error', async () => {
    server.on({ model: 'gpt-judge' }, fault.status(400, { message: 'bad request' }))
    const ctx = readyContext(rubricTask())
    await stage.execute(ctx)
    expect(ctx.error).toBeNull()
    expect(ctx.getArtifact(ArtifactKeys.RUBRIC_RESULT)).toEqual({ citations: true, conciseness: null })
    expect(ctx.getArtifact(ArtifactKeys.RUBRIC_TRAIT_FAILURES)).toEqual([{ traits: ['conciseness'], category: 'unexpected_error', message: expect.stringContaining('bad request') }])
    expect(ctx.getResultField(ArtifactKeys.RUBRIC_EVALUATION_STRATEGY)).toBe('batch')
  })

  it("compat mode keeps Karenina's behaviour: a warning and a null rubric result, no failure", async () => {
    server.on({ model: 'gpt-judge', match: 'Traits to Evaluate' }, fault.status(400, { message: 'bad request' }))
    server.on({ model: 'gpt-judge' }, reply.json({ target: 'BCL2' }))
    server.on({ model: 'gpt-answerer' }, ANSWER)
    const result = await runTask(rubricTask({ options: { evaluationMode: 'template_and_rubric', compat: 'karenina-python' } }))
    expect(result.metadata.failure).toBeNull()
    expect(result.rubric).toBeNull()
    expect(result.metadata.warnings).toEqual([expect.stringMatching(/^Rubric evaluation failed: Failed to evaluate rubric traits using batch strategy: /)])
  })

  it('rubric calls whose 429s exhausted the retries: failure rate_limit at rubric_evaluation, the trait unscored', async () => {
    server.on({ model: 'gpt-judge', match: 'Traits to Evaluate' }, fault.rateLimit({ retryAfterMs: 1 }))
    server.on({ model: 'gpt-judge' }, reply.json({ target: 'BCL2' }))
    server.on({ model: 'gpt-answerer' }, ANSWER)
    const retryPolicy = { rate_limit: { max_attempts: 2, backoff_min: 0, backoff_max: 0 } }
    const task = rubricTask()
    const result = await runTask({ ...task, modelOptions: { ...task.modelOptions, parsing: loopbackOptions(server, { retryPolicy }) } })
    expect(judgeRequests(server).filter((r) => r.lastUserText.includes('Traits to Evaluate') || JSON.stringify(r.messages).includes('Traits to Evaluate'))).toHaveLength(3)
    expect(result.template?.verify_result).toBe(true)
    expect(result.metadata.failure).toMatchObject({ category: 'rate_limit', group: 'retry', stage: 'rubric_evaluation' })
    expect(result.metadata.failure?.reason).toMatch(/^rubric trait evaluation failed for conciseness: /)
    expect(result.metadata.failure?.details).toMatchObject({ failed_traits: { conciseness: expect.stringContaining('429') } })
    // Karenina's score split drops unscored traits (spec 03 §9): the failure's details name them.
    expect(result.rubric).toMatchObject({ rubric_evaluation_performed: true, llm_trait_scores: null, regex_trait_scores: { citations: true } })
  })

  it('a judge that answers {"scores": {}} leaves the traits unscored: a parsing failure naming them', async () => {
    const rubric = defineRubric({
      llmTraits: [
        llmTrait({ name: 'conciseness', kind: 'score', minScore: 1, maxScore: 5 }),
        llmTrait({ name: 'cites_sources', kind: 'boolean' }),
      ],
    })
    server.on({ model: 'gpt-judge', match: 'Traits to Evaluate' }, reply.json({ scores: {} }))
    server.on({ model: 'gpt-judge' }, reply.json({ target: 'BCL2' }))
    server.on({ model: 'gpt-answerer' }, ANSWER)
    const result = await runTask(rubricTask({ rubric }))
    expect(result.metadata.failure).toMatchObject({ category: 'parsing', stage: 'rubric_evaluation' })
    expect(result.metadata.failure?.reason).toBe(`rubric trait evaluation failed for conciseness, cites_sources: the judge's reply did not score traits "conciseness", "cites_sources"`)
    expect(result.rubric?.llm_trait_scores ?? null).toBeNull()
    expect(result.metadata.failure?.details).toMatchObject({ failed_traits: { conciseness: expect.any(String), cites_sources: expect.any(String) } })
    // The batch schema names every trait as a required property, so structured output cannot leave one out.
    const batch = judgeRequests(server).find((r) => JSON.stringify(r.messages).includes('Traits to Evaluate'))!
    const schema = JSON.stringify(batch.body)
    expect(schema).toContain('"required":["conciseness","cites_sources"]')
    expect(schema).toContain('"cites_sources":{"type":"boolean"}')
  })

  it('deterministic traits only: no judge call; an unregistered Python callable scores null with a warning', async () => {
    const rubric = defineRubric({
      regexTraits: [regexTrait({ name: 'citations', pattern: '\\[\\d+\\]' })],
      callableTraits: [
        callableTraitFromJSON({ name: 'py_check', kind: 'boolean', callable_code: 'gASVAAAA' }),
        callableTrait({ name: 'short', kind: 'boolean', fn: (text) => text.length < 50 }),
        callableTraitFromJSON({ name: 'registered', kind: 'score', callable_code: 'gASVAAAA', min_score: 0, max_score: 9 }),
      ],
    })
    const ctx = readyContext(rubricTask({ rubric }))
    ctx.settings.callableRegistry = { registered: (text) => text.split(' ').length }
    await stage.execute(ctx)
    expect(server.requests).toHaveLength(0)
    expect(ctx.getResultField(ArtifactKeys.VERIFY_RUBRIC)).toEqual({ citations: true, py_check: null, short: true, registered: 4 })
    expect(ctx.warnings).toEqual([expect.stringContaining("Callable trait 'py_check' has no registered TypeScript function")])
  })

  it('a callable trait that throws is a failed trait evaluation: null score, the cause in failed_traits', async () => {
    const rubric = defineRubric({
      regexTraits: [regexTrait({ name: 'citations', pattern: '\\[\\d+\\]' })],
      callableTraits: [
        callableTrait({ name: 'crashes', kind: 'boolean', fn: () => { throw new Error('lookup table missing') } }),
        callableTrait({ name: 'wrong_type', kind: 'score', minScore: 0, maxScore: 5, fn: () => 'three' as unknown as number }),
      ],
    })
    server.on({ model: 'gpt-judge' }, reply.json({ target: 'BCL2' }))
    server.on({ model: 'gpt-answerer' }, ANSWER)
    const result = await runTask(rubricTask({ rubric }))
    expect(result.template?.verify_result).toBe(true)
    expect(result.metadata.failure).toMatchObject({ category: 'unexpected_error', group: 'system', stage: 'rubric_evaluation' })
    expect(result.metadata.failure?.reason).toBe("rubric trait evaluation failed for crashes, wrong_type: Failed to evaluate callable trait 'crashes': lookup table missing")
    expect(result.metadata.failure?.details).toMatchObject({
      failed_traits: {
        crashes: "Failed to evaluate callable trait 'crashes': lookup table missing",
        wrong_type: "Failed to evaluate callable trait 'wrong_type': Callable with kind='score' must return a number, got string",
      },
    })
    expect(result.rubric?.regex_trait_scores).toEqual({ citations: true })
  })

  it('a callable trait that throws in compat mode scores null silently, as Karenina', async () => {
    const rubric = defineRubric({ callableTraits: [callableTrait({ name: 'crashes', kind: 'boolean', fn: () => { throw new Error('lookup table missing') } })] })
    server.on({ model: 'gpt-judge' }, reply.json({ target: 'BCL2' }))
    server.on({ model: 'gpt-answerer' }, ANSWER)
    const result = await runTask(rubricTask({ rubric, options: { evaluationMode: 'template_and_rubric', compat: 'karenina-python' } }))
    expect(result.metadata.failure).toBeNull()
    expect(result.rubric?.callable_trait_scores?.['crashes'] ?? null).toBeNull()
  })

  it('use_full_trace_for_rubric=false evaluates the final AI message; a trace without one is a task error', async () => {
    const trace = '--- AI Message ---\nLet me check.\n\n--- Tool Message (call_id: c1) ---\nBCL2 [1]\n\n--- AI Message ---\nVenetoclax targets BCL2.'
    const rubric = defineRubric({ regexTraits: [regexTrait({ name: 'citations', pattern: '\\[\\d+\\]' })] })
    const options = { evaluationMode: 'template_and_rubric' as const, useFullTraceForRubric: false }
    const finalOnly = readyContext(rubricTask({ rubric, options }), trace)
    await stage.execute(finalOnly)
    expect(finalOnly.getResultField(ArtifactKeys.VERIFY_RUBRIC)).toEqual({ citations: false })
    const full = readyContext(rubricTask({ rubric }), trace)
    await stage.execute(full)
    expect(full.getResultField(ArtifactKeys.VERIFY_RUBRIC)).toEqual({ citations: true })

    const broken = readyContext(rubricTask({ rubric, options }), '--- AI Message ---\nHi\n\n--- Tool Message (call_id: c1) ---\nBCL2')
    await stage.execute(broken)
    expect(broken.error).toBe('Rubric evaluation: Failed to extract final AI message: Last message in trace is not an AI message')
    expect(broken.errorCategory).toBe('permanent')
    expect(broken.hasArtifact(ArtifactKeys.RUBRIC_RESULT)).toBe(false)
  })

  it('shows the reference answer (raw_answer) to traits that opt in', async () => {
    const rubric = defineRubric({ llmTraits: [llmTrait({ name: 'agrees', kind: 'boolean', includeGroundTruth: true })] })
    server.on({ model: 'gpt-judge' }, reply.json({ scores: { agrees: true } }))
    const ctx = readyContext(rubricTask({ rubric, rawAnswer: 'BCL2' }))
    await stage.execute(ctx)
    expect(ctx.getResultField(ArtifactKeys.VERIFY_RUBRIC)).toEqual({ agrees: true })
    expect(judgeRequests(server)[0]!.lastUserText).toContain('## Reference Answer')
  })

  it('takes the deep-judgment path for a trait with deep judgment (see deep-judgment-rubric.test.ts)', async () => {
    const rubric = defineRubric({ llmTraits: [llmTrait({ name: 'clarity', kind: 'boolean', deepJudgmentEnabled: true, deepJudgmentExcerptEnabled: false })] })
    server.on({ model: 'gpt-judge', match: '## Task\nWrite your reasoning' }, reply.text('Conclusion: clear.'))
    server.on({ model: 'gpt-judge' }, reply.json({ result: true }))
    const ctx = readyContext(rubricTask({ rubric }))
    await stage.execute(ctx)
    expect(ctx.getResultField(ArtifactKeys.VERIFY_RUBRIC)).toEqual({ clarity: true })
    expect(ctx.getResultField(ArtifactKeys.DEEP_JUDGMENT_RUBRIC_PERFORMED)).toBe(true)
    expect(ctx.getResultField(ArtifactKeys.RUBRIC_TRAIT_REASONING)).toEqual({ clarity: 'Conclusion: clear.' })
    expect(ctx.warnings).toEqual([])
  })
})
