import { describe, expect, it } from 'vitest'
import { pyJsonDumps } from '../compat/py-json.js'
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

describe('resultIdCanonicalJson', () => {
  const keys = ['answering', 'parsing', 'question_id', 'replicate', 'scenario_id', 'scenario_node', 'scenario_turn', 'timestamp']
  const strings = ['q1', 'é😀\x7f', 'quote " and \\ back', 'tab\tnew\nline', '\ud800 lone', '']
  const numbers: unknown[] = [null, 0, 3, -0, 1.5, 2 ** 60, Number.NaN]

  it('writes what pyJsonDumps(sort_keys, ensure_ascii) writes, for every shape of coordinate', () => {
    for (const questionId of strings) {
      for (const replicate of numbers) {
        for (const scenarioTurn of numbers) {
          const input = { ...base, questionId, replicate, scenarioId: questionId === '' ? null : questionId, scenarioNode: 'n', scenarioTurn } as ResultIdInput
          const data = {
            answering: 'langchain:gpt-4o:', parsing: 'langchain:gpt-4o:', question_id: questionId, replicate, scenario_id: input.scenarioId,
            scenario_node: 'n', scenario_turn: scenarioTurn, timestamp: base.timestamp,
          }
          expect(Object.keys(data)).toEqual(keys)
          expect(resultIdCanonicalJson(input)).toBe(pyJsonDumps(data, { sortKeys: true, ensureAscii: true }))
        }
      }
    }
  })

  it('writes values of other types as pyJsonDumps does (a JS caller\'s numeric id)', () => {
    const input = { ...base, questionId: 7 } as unknown as ResultIdInput
    expect(resultIdCanonicalJson(input)).toContain('"question_id": 7,')
  })
})
