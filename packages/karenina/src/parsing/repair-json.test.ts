import { describe, expect, it } from 'vitest'
import { PyFloat } from '../compat/py-float-value.js'
import { repairJson } from './repair-json.js'

describe('repairJson (the json_repair step of the parser ladder, spec 06 §8.4)', () => {
  it.each([
    ['a truncated object', '{"target": "BCL2", "dose_mg": 400', { target: 'BCL2', dose_mg: 400 }],
    ['a truncated string and nested object', '{"scores": {"clarity": true, "tone": "form', { scores: { clarity: true, tone: 'form' } }],
    ['single quotes', "{'target': 'BCL2', 'dose_mg': 400}", { target: 'BCL2', dose_mg: 400 }],
    ['trailing commas', '{"targets": ["BCL2", "MCL1",], "dose_mg": 400,}', { targets: ['BCL2', 'MCL1'], dose_mg: 400 }],
    ['line and block comments', '{\n  "target": "BCL2", // the protein\n  "dose_mg": 400 /* mg */\n}', { target: 'BCL2', dose_mg: 400 }],
    ['Python constants', '{"ok": True, "missing": None, "bad": False}', { ok: true, missing: null, bad: false }],
    ['unquoted keys', '{target: "BCL2"}', { target: 'BCL2' }],
    ['prose before a truncated object', 'Sure! Here is the JSON: {"target": "BCL2", "dose_mg": 40', { target: 'BCL2', dose_mg: 40 }],
    ['prose after an object with a trailing comma', '{"target": "BCL2",} Hope this helps!', { target: 'BCL2' }],
    ['a fenced block with a trailing comma', '```json\n{"target": "BCL2",}\n```', { target: 'BCL2' }],
  ])('%s', async (_name, text, expected) => {
    const outcome = await repairJson(text)
    expect(outcome).toEqual({ ok: true, value: expected })
  })

  it("reads the repaired text with Python's json rules: 5.0 stays a float, big integers stay exact", async () => {
    const outcome = await repairJson('{"dose": 5.0, "count": 12345678901234567890,')
    expect(outcome.ok).toBe(true)
    const value = (outcome as { value: Record<string, unknown> }).value
    expect(value['dose']).toBeInstanceOf(PyFloat)
    expect(value['count']).toBe(12345678901234567890n)
  })

  it('text that is not JSON at all is reported, never turned into an object', async () => {
    const outcome = await repairJson('The target is BCL2.')
    expect(outcome.ok ? typeof outcome.value : 'error').not.toBe('object')
    const prose = await repairJson('I cannot answer that.')
    // json_repair makes a string of it; the schema then refuses it (a string is not the template's object).
    expect(prose.ok ? typeof prose.value : 'error').not.toBe('object')
  })
})
