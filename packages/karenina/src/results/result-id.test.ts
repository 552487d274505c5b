import { describe, expect, it } from 'vitest'
import { computeResultId, resultIdCanonicalJson, type ResultIdInput } from './result-id.js'

const base: ResultIdInput = {
  questionId: 'q-unicode',
  answering: { interface: 'langchain', model_name: 'gpt-4o' },
  parsing: { interface: 'langchain', model_name: 'gpt-4o' },
  timestamp: '2026-04-21T12:00:00+00:00',
}

describe('computeResultId', () => {
  it('matches the spec 04 §2.2 vectors', () => {
    expect(resultIdCanonicalJson(base)).toBe(
      '{"answering": "langchain:gpt-4o:", "parsing": "langchain:gpt-4o:", "question_id": "q-unicode", "replicate": null, "scenario_id": null, "scenario_node": null, "scenario_turn": null, "timestamp": "2026-04-21T12:00:00+00:00"}',
    )
    expect(computeResultId(base)).toBe('ccb35805790e357a')
    expect(computeResultId({ ...base, questionId: 'q-timeout' })).toBe('b60b6a00a978f080')
  })

  it('escapes non-ASCII like Python json.dumps(ensure_ascii=True)', () => {
    expect(resultIdCanonicalJson({ ...base, questionId: 'é😀\x7f' })).toContain('"question_id": "\\u00e9\\ud83d\\ude00\\u007f"')
  })

  it('includes replicate and scenario coordinates', () => {
    const json = resultIdCanonicalJson({ ...base, replicate: 2, scenarioId: 's', scenarioNode: 'n', scenarioTurn: 0 })
    expect(json).toContain('"replicate": 2, "scenario_id": "s", "scenario_node": "n", "scenario_turn": 0')
    expect(computeResultId({ ...base, replicate: 2 })).not.toBe(computeResultId(base))
    expect(computeResultId(base)).toMatch(/^[0-9a-f]{16}$/)
  })
})
