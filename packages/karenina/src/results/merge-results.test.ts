import { describe, expect, it } from 'vitest'
import { ValidationError } from '../errors/validation-error.js'
import { mergeResultSets } from './merge-results.js'
import { parseVerificationResult, type VerificationResult } from './verification-result.js'
import { VerificationResultSet } from './verification-result-set.js'

function result(id: string, question: string, answer = 'BCL2'): VerificationResult {
  const model = { interface: 'openai_endpoint', model_name: 'gpt', tools: [], config_id: null }
  return parseVerificationResult({
    metadata: {
      question_id: question,
      template_id: 'no_template',
      question_text: `What about ${question}?`,
      answering: model,
      parsing: model,
      execution_time: 0.5,
      timestamp: '2026-01-02 03:04:05',
      result_id: id,
    },
    template: { raw_llm_response: answer },
  })
}

describe('mergeResultSets', () => {
  it('concatenates shards in order and keeps the first shared_data and all scenario records', () => {
    const a = new VerificationResultSet([result('r1', 'q1'), result('r2', 'q2')], { sharedData: { rubric_definition: { trait_names: ['t'] } }, scenarioResults: [{ s: 1 }] })
    const b = new VerificationResultSet([result('r3', 'q3')], { sharedData: { rubric_definition: null }, scenarioResults: [{ s: 2 }] })
    const { set, duplicatesDropped } = mergeResultSets([{ set: a }, { set: b }])
    expect(set.results.map((r) => r.metadata.result_id)).toEqual(['r1', 'r2', 'r3'])
    expect(set.sharedData).toEqual({ rubric_definition: { trait_names: ['t'] } })
    expect(set.scenarioResults).toEqual([{ s: 1 }, { s: 2 }])
    expect(set.metadata).toEqual({})
    expect(duplicatesDropped).toBe(0)
  })

  it('drops an exact copy of an earlier result (same id, same content) and counts it', () => {
    const { set, duplicatesDropped } = mergeResultSets([{ set: [result('r1', 'q1'), result('r2', 'q2')] }, { set: [result('r2', 'q2'), result('r3', 'q3')] }])
    expect(set.results.map((r) => r.metadata.result_id)).toEqual(['r1', 'r2', 'r3'])
    expect(duplicatesDropped).toBe(1)
  })

  it('refuses the same result id with different content, naming both inputs and the index', () => {
    const merge = () => mergeResultSets([{ set: [result('r1', 'q1')], source: 'a.json' }, { set: [result('r0', 'q0'), result('r1', 'q1', 'MCL1')], source: 'b.json' }])
    expect(merge).toThrow(ValidationError)
    expect(merge).toThrow('b.json › results[1].metadata.result_id: result "r1" (question "q1") is also in a.json (results[0]) with different content')
  })

  it('merges nothing into an empty set', () => {
    expect(mergeResultSets([]).set.results).toEqual([])
  })
})
