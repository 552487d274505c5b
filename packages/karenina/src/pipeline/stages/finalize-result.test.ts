import { describe, expect, it } from 'vitest'
import type { ChatMessage } from '../../llm/ports.js'
import { VerificationResultSchema, type VerificationResult } from '../../results/verification-result.js'
import { computeResultId } from '../../results/result-id.js'
import { offlineTask } from '../../../test/fixtures/pipeline/pipeline-fixtures.js'
import { ArtifactKeys } from '../artifact-keys.js'
import { createTaskContext, type VerificationTask } from '../run-task.js'
import { UsageTracker } from '../usage-tracker.js'
import { FinalizeResultStage } from './finalize-result.js'
import { PARSE_FAILURE_STAGE } from './parse-template.js'
import { rubricFromJSON } from '../../rubric/rubric.js'

const stage = new FinalizeResultStage()

function finalized(arrange: (ctx: ReturnType<typeof createTaskContext>) => void = () => {}, task: Partial<VerificationTask> = {}): VerificationResult {
  const ctx = createTaskContext(offlineTask(task), { now: () => new Date(2026, 3, 21, 12, 0, 0) })
  arrange(ctx)
  ctx.beginStage(stage.name)
  stage.execute(ctx)
  return ctx.getArtifact<VerificationResult>(ArtifactKeys.FINAL_RESULT)!
}

describe('FinalizeResult', () => {
  it('always runs, last, and builds a result that parses with VerificationResultSchema', () => {
    const ctx = createTaskContext(offlineTask())
    ctx.markError('boom')
    expect(stage.shouldRun()).toBe(true)
    expect(stage.produces).toEqual(['final_result'])
    const result = finalized()
    expect(VerificationResultSchema.parse(result)).toEqual(result)
    expect(result.template).not.toBeNull()
    expect(result.template?.usage_metadata).toBeNull()
    expect(result.rubric).toBeNull()
    expect(result.deep_judgment).toBeNull()
    expect(result.used_full_trace).toBe(true)
    expect(result.extensions).toBeUndefined()
  })

  it('metadata: task fields, identities, system prompts, timestamp and the result id', () => {
    const result = finalized((ctx) => ctx.setResultField(ArtifactKeys.EXECUTION_TIME, 1.5), {
      answeringModel: { model_provider: 'openai', model_name: 'gpt-answerer', system_prompt: 'Be brief.' },
      keywords: ['bcl2'],
      rawAnswer: 'BCL2',
      replicate: 2,
      runName: 'run_1',
      fewShotExamples: [{ question: 'q', answer: 'a' }],
      options: { fewShotEnabled: true },
      scenario: { id: 'sc', node: 'n1', turn: 0, path: ['n0', 'n1'] },
    })
    const m = result.metadata
    expect(m).toMatchObject({
      question_id: 'q-venetoclax',
      keywords: ['bcl2'],
      raw_answer: 'BCL2',
      replicate: 2,
      run_name: 'run_1',
      few_shot_enabled: true,
      few_shot_example_count: 1,
      answering_system_prompt: 'Be brief.',
      parsing_system_prompt: null,
      execution_time: 1.5,
      timestamp: '2026-04-21 12:00:00',
      scenario_id: 'sc',
      scenario_node: 'n1',
      scenario_turn: 0,
      scenario_path: ['n0', 'n1'],
      evaluation_mode: null,
      partial_content: null,
    })
    expect(m.result_id).toBe(
      computeResultId({ questionId: 'q-venetoclax', answering: m.answering, parsing: m.parsing, timestamp: m.timestamp, replicate: 2, scenarioId: 'sc', scenarioNode: 'n1', scenarioTurn: 0 }),
    )
  })

  it('classifies the verdict: an error recorded at parse_template is a parsing failure', () => {
    const result = finalized((ctx) => ctx.markError('Parsing failed: nope', { stage: PARSE_FAILURE_STAGE }))
    expect(result.metadata.failure).toEqual({ category: 'parsing', stage: 'parse_template', reason: 'Parsing failed: nope', details: { error_message: 'Parsing failed: nope' }, group: 'system' })
  })

  it('template_verification_performed follows field_verification_result (auto-fails count)', () => {
    expect(finalized().template?.template_verification_performed).toBe(false)
    const result = finalized((ctx) => {
      ctx.setArtifact(ArtifactKeys.FIELD_VERIFICATION_RESULT, false)
      ctx.setArtifactAndResult(ArtifactKeys.VERIFY_RESULT, false)
      ctx.setFailedStageOnce('RecursionLimitAutoFail')
    })
    expect(result.template?.template_verification_performed).toBe(true)
    expect(result.metadata.failure).toMatchObject({ category: 'recursion_limit', stage: 'RecursionLimitAutoFail' })
  })

  it('an empty raw answer falls back to the harmonized trace; messages get block indexes', () => {
    const messages: ChatMessage[] = [
      { role: 'assistant', content: 'Looking it up', tool_calls: [{ id: 'a', name: 'search', input: {} }] },
      { role: 'tool', content: 'BCL2', tool_result: { tool_use_id: 'a', is_error: false } },
    ]
    const result = finalized((ctx) => {
      ctx.setResultField(ArtifactKeys.RAW_LLM_RESPONSE, '')
      ctx.setArtifact(ArtifactKeys.TRACE_MESSAGES, messages)
    })
    expect(result.template?.raw_llm_response).toBe('--- AI Message ---\nLooking it up\nTool Calls:\n  search (call_a)\n   Call ID: a\n\n--- Tool Message (call_id: a) ---\nBCL2')
    expect(result.template?.trace_messages).toEqual([
      { role: 'assistant', content: 'Looking it up', block_index: 0, tool_calls: [{ id: 'a', name: 'search', input: {} }] },
      { role: 'tool', content: 'BCL2', block_index: 1, tool_result: { tool_use_id: 'a', is_error: false } },
    ])
  })

  it('usage: the tracker’s summary and agent metrics ({} when nothing was tracked)', () => {
    const empty = finalized((ctx) => ctx.setArtifact(ArtifactKeys.USAGE_TRACKER, new UsageTracker()))
    expect(empty.template?.usage_metadata).toEqual({})
    expect(empty.template?.agent_metrics).toBeNull()
  })

  it('custom result fields go to extensions, with the context’s explicit extensions', () => {
    const result = finalized((ctx) => {
      ctx.setResultField('word_count', 12)
      ctx.setResultField(ArtifactKeys.VERIFY_RESULT, true)
      ctx.extensions.set('toxicity', { score: 0.1 })
    })
    expect(result.extensions).toEqual({ word_count: 12, toxicity: { score: 0.1 } })
  })

  it('a value in the wrong shape does not lose the task: unexpected_error at FinalizeResult naming the path', () => {
    const result = finalized((ctx) => ctx.setResultField(ArtifactKeys.VERIFY_RESULT, 'yes'))
    expect(result.metadata.failure).toMatchObject({ category: 'unexpected_error', stage: 'FinalizeResult' })
    expect(result.metadata.failure?.reason).toMatch(/^the result failed validation at template\.verify_result: /)
    expect(result.template).toBeNull()
  })

  it('a rubric section appears when a rubric evaluation stored scores, split by trait kind', () => {
    const rubric = rubricFromJSON({ llm_traits: [{ name: 'concise', kind: 'boolean' }], regex_traits: [{ name: 'has_citations', pattern: '\\[\\d+\\]' }] })
    const result = finalized(
      (ctx) => {
        ctx.setResultField(ArtifactKeys.VERIFY_RUBRIC, { concise: true, has_citations: false, failed: null })
        ctx.setResultField(ArtifactKeys.RUBRIC_EVALUATION_STRATEGY, 'batch')
      },
      { rubric },
    )
    expect(result.rubric).toMatchObject({
      rubric_evaluation_performed: true,
      rubric_evaluation_strategy: 'batch',
      llm_trait_scores: { concise: true },
      regex_trait_scores: { has_citations: false },
      callable_trait_scores: null,
    })
  })

  it('a deep-judgment section appears only for a recorded mode other than disabled', () => {
    expect(finalized((ctx) => ctx.setResultField(ArtifactKeys.DEEP_JUDGMENT_MODE, 'disabled')).deep_judgment).toBeNull()
    const result = finalized((ctx) => {
      ctx.setResultField(ArtifactKeys.DEEP_JUDGMENT_MODE, 'full')
      ctx.setResultField(ArtifactKeys.DEEP_JUDGMENT_PERFORMED, true)
      ctx.setResultField(ArtifactKeys.DEEP_JUDGMENT_MODEL_CALLS, 3)
    })
    expect(result.deep_judgment).toMatchObject({ deep_judgment_mode: 'full', deep_judgment_performed: true, deep_judgment_model_calls: 3 })
  })
})
