import { describe, expect, it } from 'vitest'
import { collectCaveats } from './caveats.js'
import { classifyFailure } from './classify-failure.js'
import type { VerdictInput } from './verdict-input.js'

const compat = { compat: 'karenina-python' } as const
const both = (input: VerdictInput) => [classifyFailure(input), classifyFailure(input, compat)]

describe('classifyFailure (spec 04 §3.1)', () => {
  it('rule 8: a clean run passes', () => {
    expect(both({ templateVerificationPerformed: true, verifyResult: true })).toEqual([null, null])
  })

  it('rule 1: auto-fail stages map to their category, the placeholder to connection', () => {
    const cases = {
      RecursionLimitAutoFail: 'recursion_limit',
      TraceValidationAutoFail: 'trace_validation',
      DeepJudgmentAutoFail: 'deep_judgment',
      DeepJudgmentRubricAutoFail: 'deep_judgment_rubric',
      PlaceholderRetryAutoFail: 'connection',
    } as const
    for (const [stage, category] of Object.entries(cases)) {
      // Rule 1 wins over a content failure and an error.
      const failure = classifyFailure({ failedStage: stage, templateVerificationPerformed: true, verifyResult: false, error: 'x' })
      expect(failure).toEqual({ category, stage, reason: `auto-fail at stage ${stage}`, details: null, group: category === 'connection' ? 'retry' : 'autofail' })
    }
  })

  it('rule 1 ignores the check stages that record failed_stage', () => {
    expect(classifyFailure({ failedStage: 'AbstentionCheck' })).toBeNull()
    expect(classifyFailure({ failedStage: 'SufficiencyCheck', verifyResult: false }, compat)).toBeNull()
  })

  it('rule 2: a performed verification that returned false is a content failure, even with exhausted retries', () => {
    const failure = classifyFailure({
      templateVerificationPerformed: true,
      verifyResult: false,
      error: 'timed out',
      errorCategory: 'timeout',
      retryCounts: { timeout: { used: 3, budget: 3 } },
    })
    expect(failure).toEqual({ category: 'content', stage: 'verify_template', reason: 'verify_template returned False', details: null, group: 'content' })
    // verify_result false without verification performed is not content.
    expect(classifyFailure({ templateVerificationPerformed: false, verifyResult: false })).toBeNull()
  })

  it('rule 3: exhausted retries of the error category', () => {
    const retryCounts = { rate_limit: { used: 5, budget: 5 }, timeout: { used: 0, budget: 3 } }
    const failure = classifyFailure({ error: '429', errorCategory: 'rate_limit', errorStage: 'GenerateAnswer', lastRunStage: 'X', retryCounts })
    expect(failure).toEqual({
      category: 'rate_limit',
      stage: 'GenerateAnswer',
      reason: 'rate_limit retries exhausted',
      details: { error_message: '429', retry_counts: retryCounts },
      group: 'retry',
    })
    expect(failure!.details!.retry_counts).not.toBe(retryCounts)
  })

  it('rule 3: not exhausted, missing entry, or permanent errors fall through to unexpected_error', () => {
    const base = { error: 'boom', errorStage: 'GenerateAnswer' }
    expect(classifyFailure({ ...base, errorCategory: 'timeout', retryCounts: { timeout: { used: 2, budget: 3 } } })?.category).toBe('unexpected_error')
    expect(classifyFailure({ ...base, errorCategory: 'timeout', retryCounts: {} })?.category).toBe('unexpected_error')
    expect(classifyFailure({ ...base, errorCategory: 'permanent', retryCounts: { permanent: { used: 9, budget: 0 } } })?.category).toBe(
      'unexpected_error',
    )
    // null counters count as 0: 0 >= 0 is exhausted; the stage falls back to the last run stage.
    expect(classifyFailure({ error: 'x', errorCategory: 'server_error', lastRunStage: 'ParseTemplate', retryCounts: { server_error: { used: null, budget: null } } })).toMatchObject({
      category: 'server_error',
      stage: 'ParseTemplate',
    })
  })

  it('rule 4a: abstention, with trimmed reasoning or the default reason', () => {
    expect(classifyFailure({ abstentionDetected: true, abstentionReasoning: '  refused\n' })).toMatchObject({
      category: 'abstention',
      stage: 'abstention_check',
      reason: 'refused',
      group: 'abstained',
    })
    expect(classifyFailure({ abstentionDetected: true, abstentionReasoning: '   ' })?.reason).toBe('model abstained')
    expect(classifyFailure({ abstentionDetected: true, abstentionReasoning: 'é'.repeat(600) })?.reason).toBe('é'.repeat(500))
  })

  it('rule 4b default: an insufficient response is a sufficiency failure, a sufficient one passes', () => {
    const insufficient: VerdictInput = { sufficiencyDetected: false, sufficiencyReasoning: 'missing dose', verifyResult: false, failedStage: 'SufficiencyCheck' }
    expect(classifyFailure(insufficient)).toMatchObject({ category: 'sufficiency', stage: 'sufficiency_check', reason: 'missing dose', group: 'abstained' })
    expect(classifyFailure({ sufficiencyDetected: false })?.reason).toBe('insufficient response')
    expect(classifyFailure({ sufficiencyDetected: true, templateVerificationPerformed: true, verifyResult: true })).toBeNull()
    expect(classifyFailure({ sufficiencyDetected: null })).toBeNull()
  })

  it('rule 4b compat: reproduces the inversion (sufficient → failure, insufficient → pass)', () => {
    expect(classifyFailure({ sufficiencyDetected: true, sufficiencyReasoning: 'all there', templateVerificationPerformed: true, verifyResult: true }, compat)).toMatchObject({
      category: 'sufficiency',
      reason: 'all there',
    })
    expect(classifyFailure({ sufficiencyDetected: false, verifyResult: false, failedStage: 'SufficiencyCheck' }, compat)).toBeNull()
  })

  it('rule 5: template validation error', () => {
    expect(classifyFailure({ templateValidationError: ' bad template ', error: 'Stage ValidateTemplate raised', errorStage: 'ValidateTemplate' })).toEqual({
      category: 'template_validation',
      stage: 'validate_template',
      reason: 'bad template',
      details: null,
      group: 'system',
    })
  })

  it('rule 6: a parse error is a parsing failure; compat reproduces the rule that never matches', () => {
    for (const failure of both({ error: ' judge returned junk ', errorStage: 'parse_template' })) {
      expect(failure).toEqual({ category: 'parsing', stage: 'parse_template', reason: 'judge returned junk', details: { error_message: ' judge returned junk ' }, group: 'system' })
    }
    const parseError = { error: 'Judge never produced a valid object', errorStage: 'ParseTemplate' }
    expect(classifyFailure(parseError)).toMatchObject({ category: 'parsing', stage: 'parse_template' })
    // The source's stage names are class names, so its rule 6 never matches: unexpected_error.
    expect(classifyFailure(parseError, { compat: 'karenina-python' })).toMatchObject({ category: 'unexpected_error', stage: 'ParseTemplate' })
  })

  it('rule 7: any other error, stage falling back to the last run stage then "unknown"', () => {
    expect(classifyFailure({ error: 'boom', lastRunStage: 'RubricEvaluation' })).toEqual({
      category: 'unexpected_error',
      stage: 'RubricEvaluation',
      reason: 'boom',
      details: { error_message: 'boom' },
      group: 'system',
    })
    expect(classifyFailure({ error: '   ' })).toMatchObject({ stage: 'unknown', reason: 'unexpected error' })
  })
})

describe('collectCaveats (spec 04 §3.2)', () => {
  it('collects in Karenina order', () => {
    expect(
      collectCaveats({ retryCounts: { timeout: { used: 1, budget: 3 } }, parseDecisionMalformed: true, embeddingOverrideApplied: true, responseTimeoutPartial: true }),
    ).toEqual(['partial_content', 'embedding_override', 'parse_decision_malformed', 'retries_used'])
  })

  it('is empty for a plain run, and unused retries are no caveat', () => {
    expect(collectCaveats({})).toEqual([])
    expect(collectCaveats({ retryCounts: { timeout: { used: 0, budget: 3 }, connection: { used: null, budget: 3 } } })).toEqual([])
  })
})
