import { describe, expect, it } from 'vitest'
import type { ChatMessage } from '../../llm/ports.js'
import { offlineTask } from '../../../test/fixtures/pipeline/pipeline-fixtures.js'
import { ArtifactKeys } from '../artifact-keys.js'
import { createTaskContext, runTask, type VerificationTask } from '../run-task.js'
import { DeepJudgmentAutoFailStage } from './deep-judgment-auto-fail.js'
import { DeepJudgmentRubricAutoFailStage } from './deep-judgment-rubric-auto-fail.js'
import { PlaceholderRetryAutoFailStage } from './placeholder-retry-auto-fail.js'
import { RecursionLimitAutoFailStage } from './recursion-limit-auto-fail.js'
import { TraceValidationAutoFailStage } from './trace-validation-auto-fail.js'
import { ValidateTemplateStage, type AnswerClass } from './validate-template.js'

function context(task: Partial<VerificationTask> = {}) {
  return createTaskContext(offlineTask(task))
}

describe('ValidateTemplate', () => {
  const stage = new ValidateTemplateStage()

  it('always runs and publishes the template bound to the question id', () => {
    const ctx = context()
    ctx.markError('earlier')
    expect(stage.shouldRun()).toBe(true)
    const fresh = context()
    stage.execute(fresh)
    expect(fresh.error).toBeNull()
    expect(fresh.getArtifact(ArtifactKeys.TEMPLATE_VALIDATION_ERROR)).toBeNull()
    expect(fresh.getArtifact(ArtifactKeys.TEMPLATE_MODE)).toBe('verified')
    expect(fresh.getArtifact(ArtifactKeys.RAW_ANSWER)).toBe(fresh.settings.template)
    const answer = fresh.getArtifact<AnswerClass>(ArtifactKeys.ANSWER)!
    expect(answer.instantiate({ target: 'BCL2' }).id).toBe('q-venetoclax')
    expect(stage.produces).toEqual(['RawAnswer', 'Answer', 'template_validation_error', 'template_mode'])
  })

  it('a task without a usable template fails validation: failure template_validation, no model call', async () => {
    const ctx = context({ template: null })
    stage.execute(ctx)
    expect(ctx.error).toBe('Template validation failed: no answer template for question q-venetoclax')
    expect(ctx.getArtifact(ArtifactKeys.TEMPLATE_VALIDATION_ERROR)).toBe(ctx.error)

    const result = await runTask(offlineTask({ templateProblem: 'classic template Answer has no TypeScript implementation registered' }))
    expect(result.metadata.failure).toEqual({
      category: 'template_validation',
      stage: 'validate_template',
      reason: 'Template validation failed: classic template Answer has no TypeScript implementation registered',
      details: null,
      group: 'system',
    })
    expect(result.metadata.template_id).toBe(offlineTask().template!.templateId)
  })
})

describe('RecursionLimitAutoFail', () => {
  const stage = new RecursionLimitAutoFailStage()

  it('runs only when the limit was reached and no error is recorded', () => {
    const ctx = context()
    expect(stage.requires).toEqual(['recursion_limit_reached'])
    expect(stage.produces).toEqual([])
    expect(stage.shouldRun(ctx)).toBe(false)
    ctx.setArtifact(ArtifactKeys.RECURSION_LIMIT_REACHED, false)
    expect(stage.shouldRun(ctx)).toBe(false)
    ctx.setArtifact(ArtifactKeys.RECURSION_LIMIT_REACHED, true)
    expect(stage.shouldRun(ctx)).toBe(true)
    ctx.markError('earlier')
    expect(stage.shouldRun(ctx)).toBe(false)
  })

  it('fails verification; the first guard keeps failed_stage', () => {
    const ctx = context()
    ctx.setResultField(ArtifactKeys.FAILED_STAGE, 'TraceValidationAutoFail')
    stage.execute(ctx)
    expect(ctx.getArtifact(ArtifactKeys.VERIFY_RESULT)).toBe(false)
    expect(ctx.getResultField(ArtifactKeys.VERIFY_RESULT)).toBe(false)
    expect(ctx.getArtifact(ArtifactKeys.FIELD_VERIFICATION_RESULT)).toBe(false)
    expect(ctx.getResultField(ArtifactKeys.FAILED_STAGE)).toBe('TraceValidationAutoFail')
    expect(ctx.error).toBeNull()
  })
})

describe('TraceValidationAutoFail', () => {
  const stage = new TraceValidationAutoFailStage()
  const mcpModel = { model_provider: 'openai', model_name: 'gpt-answerer', mcp_urls_dict: { pubmed: 'http://127.0.0.1:9/mcp' } }

  it('runs when an answer exists and no error is recorded', () => {
    const ctx = context()
    expect(stage.shouldRun(ctx)).toBe(false)
    ctx.setArtifact(ArtifactKeys.RAW_LLM_RESPONSE, '')
    expect(stage.shouldRun(ctx)).toBe(true)
    ctx.markError('earlier')
    expect(stage.shouldRun(ctx)).toBe(false)
  })

  it('answers without MCP are not checked', () => {
    const ctx = context()
    ctx.setArtifact(ArtifactKeys.RAW_LLM_RESPONSE, '--- Tool Message (call_id: x) ---\nno AI message')
    stage.execute(ctx)
    expect(ctx.getArtifact(ArtifactKeys.MCP_ENABLED)).toBe(false)
    expect(ctx.getArtifact(ArtifactKeys.TRACE_VALIDATION_FAILED)).toBe(false)
    expect(ctx.hasArtifact(ArtifactKeys.VERIFY_RESULT)).toBe(false)
  })

  it('an MCP trace ending in a tool message fails verification, without an error', () => {
    const ctx = context({ answeringModel: mcpModel })
    const messages: ChatMessage[] = [
      { role: 'assistant', content: '', tool_calls: [{ id: 'a', name: 'search', input: {} }] },
      { role: 'tool', content: 'result', tool_result: { tool_use_id: 'a', is_error: false } },
    ]
    ctx.setArtifact(ArtifactKeys.RAW_LLM_RESPONSE, 'ignored: messages win')
    ctx.setArtifact(ArtifactKeys.TRACE_MESSAGES, messages)
    stage.execute(ctx)
    expect(ctx.getArtifact(ArtifactKeys.MCP_ENABLED)).toBe(true)
    expect(ctx.getArtifact(ArtifactKeys.TRACE_VALIDATION_FAILED)).toBe(true)
    expect(ctx.getArtifact(ArtifactKeys.TRACE_VALIDATION_ERROR)).toBe('Last message in trace is not an AI message')
    expect(ctx.getResultField(ArtifactKeys.TRACE_EXTRACTION_ERROR)).toBe('Last message in trace is not an AI message')
    expect(ctx.getResultField(ArtifactKeys.VERIFY_RESULT)).toBe(false)
    expect(ctx.getArtifact(ArtifactKeys.FIELD_VERIFICATION_RESULT)).toBe(false)
    expect(ctx.getResultField(ArtifactKeys.FAILED_STAGE)).toBe('TraceValidationAutoFail')
    expect(ctx.error).toBeNull()
  })

  it('an MCP trace string ending in an AI message with text passes', () => {
    const ctx = context({ answeringModel: mcpModel })
    ctx.setArtifact(ArtifactKeys.RAW_LLM_RESPONSE, '--- Tool Message (call_id: a) ---\nx\n\n--- AI Message ---\nBCL2')
    ctx.setArtifact(ArtifactKeys.TRACE_MESSAGES, [])
    stage.execute(ctx)
    expect(ctx.getArtifact(ArtifactKeys.TRACE_VALIDATION_FAILED)).toBe(false)
    expect(ctx.getResultField(ArtifactKeys.FAILED_STAGE)).toBeNull()
  })
})

describe('PlaceholderRetryAutoFail', () => {
  const stage = new PlaceholderRetryAutoFailStage()

  it('runs when trace messages exist and no error is recorded', () => {
    const ctx = context()
    expect(stage.requires).toEqual(['trace_messages'])
    expect(stage.shouldRun(ctx)).toBe(false)
    ctx.setArtifact(ArtifactKeys.TRACE_MESSAGES, null)
    expect(stage.shouldRun(ctx)).toBe(false)
    ctx.setArtifact(ArtifactKeys.TRACE_MESSAGES, [])
    expect(stage.shouldRun(ctx)).toBe(true)
  })

  it('a trace ending in the retry placeholder is a connection failure attributed to generate_answer', () => {
    const ctx = context()
    ctx.beginStage(stage.name)
    ctx.setArtifact(ArtifactKeys.TRACE_MESSAGES, [{ role: 'assistant', content: `Model call failed after 3 attempts: ${'x'.repeat(600)}` }])
    stage.execute(ctx)
    expect(ctx.getResultField(ArtifactKeys.VERIFY_RESULT)).toBe(false)
    expect(ctx.getArtifact(ArtifactKeys.FIELD_VERIFICATION_RESULT)).toBe(false)
    expect(ctx.getResultField(ArtifactKeys.FAILED_STAGE)).toBe('PlaceholderRetryAutoFail')
    expect(ctx.errorCategory).toBe('connection')
    expect(ctx.errorStage).toBe('generate_answer')
    expect(ctx.error).toBe(`Model retry exhausted in agent loop: Model call failed after 3 attempts: ${'x'.repeat(464)}`)
  })

  it('any other last message is left alone', () => {
    const ctx = context()
    ctx.setArtifact(ArtifactKeys.TRACE_MESSAGES, [{ role: 'assistant', content: 'BCL2' }])
    stage.execute(ctx)
    expect(ctx.error).toBeNull()
    expect(ctx.hasArtifact(ArtifactKeys.VERIFY_RESULT)).toBe(false)
  })

  it('end to end: the manual trace with the placeholder classifies as connection (auto-fail)', async () => {
    const result = await runTask(
      offlineTask({ answeringModel: { interface: 'manual', manual_traces: { 'q-venetoclax': [{ role: 'assistant', content: 'Model call failed after 2 attempts: boom' }] } } }),
    )
    expect(result.metadata.failure).toMatchObject({ category: 'connection', stage: 'PlaceholderRetryAutoFail', group: 'retry' })
    expect(result.template?.verify_result).toBe(false)
    expect(result.template?.template_verification_performed).toBe(true)
  })
})

describe('DeepJudgmentAutoFail (spec 02 §4.11)', () => {
  const stage = new DeepJudgmentAutoFailStage()

  /** A context where template deep judgment ran and `missing` attributes had no valid excerpt. */
  function judged(missing: string[]) {
    const ctx = context()
    ctx.setArtifact(ArtifactKeys.DEEP_JUDGMENT_PERFORMED, true)
    ctx.setArtifact(ArtifactKeys.ATTRIBUTES_WITHOUT_EXCERPTS, missing)
    ctx.setArtifactAndResult(ArtifactKeys.VERIFY_RESULT, true)
    ctx.setArtifact(ArtifactKeys.FIELD_VERIFICATION_RESULT, true)
    return ctx
  }

  it('runs only when deep judgment ran, found attributes without excerpts, is not reasoning-only, and no error is recorded', () => {
    expect(stage.shouldRun(judged(['target']))).toBe(true)
    expect(stage.shouldRun(judged([]))).toBe(false)
    expect(stage.shouldRun(context())).toBe(false)

    const notPerformed = judged(['target'])
    notPerformed.setArtifact(ArtifactKeys.DEEP_JUDGMENT_PERFORMED, false)
    expect(stage.shouldRun(notPerformed)).toBe(false)

    const reasoningOnly = judged(['target'])
    reasoningOnly.setArtifact(ArtifactKeys.DEEP_JUDGMENT_REASONING_ONLY, true)
    expect(stage.shouldRun(reasoningOnly)).toBe(false)

    const failed = judged(['target'])
    failed.markError('earlier')
    expect(stage.shouldRun(failed)).toBe(false)
  })

  it('fails verification (verify_result and field verification false, failed_stage set) without recording an error', () => {
    const ctx = judged(['target', 'dose', 'target'])
    stage.execute(ctx)
    expect(ctx.getResultField(ArtifactKeys.VERIFY_RESULT)).toBe(false)
    expect(ctx.getArtifact(ArtifactKeys.FIELD_VERIFICATION_RESULT)).toBe(false)
    expect(ctx.getResultField(ArtifactKeys.FAILED_STAGE)).toBe('DeepJudgmentAutoFail')
    expect(ctx.error).toBeNull()
  })

  it('a detected abstention takes priority: the verdict is left to it', () => {
    const ctx = judged(['target'])
    ctx.setArtifact(ArtifactKeys.ABSTENTION_CHECK_PERFORMED, true)
    ctx.setArtifact(ArtifactKeys.ABSTENTION_DETECTED, true)
    stage.execute(ctx)
    expect(ctx.getResultField(ArtifactKeys.VERIFY_RESULT)).toBe(true)
    expect(ctx.getResultField(ArtifactKeys.FAILED_STAGE)).toBeNull()

    // Detected but not performed (never both in a real run) does not count as an abstention.
    const unperformed = judged(['target'])
    unperformed.setArtifact(ArtifactKeys.ABSTENTION_DETECTED, true)
    stage.execute(unperformed)
    expect(unperformed.getResultField(ArtifactKeys.VERIFY_RESULT)).toBe(false)
  })
})

describe('DeepJudgmentRubricAutoFail (spec 02 §4.13)', () => {
  const stage = new DeepJudgmentRubricAutoFailStage()

  /** A context where rubric deep judgment ran and `missing` traits had no valid excerpt. */
  function judged(missing: string[]) {
    const ctx = context()
    ctx.setResultField(ArtifactKeys.DEEP_JUDGMENT_RUBRIC_PERFORMED, true)
    ctx.setResultField(ArtifactKeys.TRAITS_WITHOUT_VALID_EXCERPTS, missing)
    return ctx
  }

  it('runs only when rubric deep judgment ran, some trait has no valid excerpt, and no error is recorded', () => {
    expect(stage.requires).toEqual(['raw_llm_response'])
    expect(stage.shouldRun(judged(['has_citations']))).toBe(true)
    expect(stage.shouldRun(judged([]))).toBe(false)
    expect(stage.shouldRun(context())).toBe(false)
    const notPerformed = judged(['has_citations'])
    notPerformed.setResultField(ArtifactKeys.DEEP_JUDGMENT_RUBRIC_PERFORMED, false)
    expect(stage.shouldRun(notPerformed)).toBe(false)
    const failed = judged(['has_citations'])
    failed.markError('earlier')
    expect(stage.shouldRun(failed)).toBe(false)
  })

  it('sets verify_result false (in rubric_only mode too: it does not depend on a template verdict)', () => {
    const ctx = judged(['has_citations'])
    expect(ctx.getResultField(ArtifactKeys.VERIFY_RESULT)).toBeNull()
    stage.execute(ctx)
    expect(ctx.getResultField(ArtifactKeys.VERIFY_RESULT)).toBe(false)
    expect(ctx.getResultField(ArtifactKeys.FAILED_STAGE)).toBe('DeepJudgmentRubricAutoFail')
  })

  it('a detected abstention (result field) takes priority', () => {
    const ctx = judged(['has_citations'])
    ctx.setResultField(ArtifactKeys.ABSTENTION_DETECTED, true)
    stage.execute(ctx)
    expect(ctx.getResultField(ArtifactKeys.VERIFY_RESULT)).toBeNull()
    expect(ctx.getResultField(ArtifactKeys.FAILED_STAGE)).toBeNull()
  })
})
