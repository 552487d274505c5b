import { readFileSync } from 'node:fs'
import { afterAll, describe, expect, it } from 'vitest'
import { parsePyJson } from '../compat/parse-py-json.js'
import { pyJsonDumps } from '../compat/py-json.js'
import { pyTruthy } from '../compat/py-truthy.js'
import type { TemplateInput } from '../template/template.js'
import { PythonError, PythonSandbox } from './python-sandbox.js'
import { evaluatePythonAnswer, pythonTemplate } from './python-template.js'

// CPython 3.11 with real pydantic on the same judge values (test/fixtures/python-sandbox/generate-classic-fixtures.py).
interface Case {
  values: Record<string, unknown>
  construct_error?: string
  verify?: boolean
  verify_error?: string
  /** str(e) of the exception verify() raised: Karenina's field_verification_error text. */
  verify_message?: string
  granular?: unknown
  granular_error?: string
  correct?: unknown
  regex?: unknown
  /** model_dump(mode="json") after verify(): parsed_llm_response plus id, correct and regex. */
  dump?: unknown
}
const fixture = parsePyJson(readFileSync(new URL('../../test/fixtures/python-sandbox/classic-templates.json', import.meta.url), 'utf8')) as {
  python: string
  templates: { name: string; source: string; cases: Case[] }[]
}

const sandbox = new PythonSandbox()
afterAll(() => sandbox.close())

/**
 * Runs `fn` and gives its value, or the Python exception type it raised (`pythonType`, else the message's
 * `ZeroDivisionError: …` prefix) and, for verify(), the text Karenina reports (`str(e)`).
 */
function outcome(fn: () => unknown, withMessage = false): unknown {
  try {
    return { value: fn() }
  } catch (error) {
    const type = error instanceof PythonError && error.pythonType !== null ? error.pythonType : /^(\w+)/.exec((error as Error).message)?.[1]
    return withMessage && error instanceof PythonError && error.pythonType !== null ? { error: type, message: error.message } : { error: type }
  }
}

describe(`classic templates: the sandbox gives CPython ${fixture.python}'s verdicts, granular scores, self.correct, self.regex and model_dump`, { timeout: 120_000 }, () => {
  it('covers at least 40 templates', () => {
    expect(fixture.templates.length).toBeGreaterThanOrEqual(40)
  })

  it.each(fixture.templates.map((t) => [t.name, t] as const))('%s', async (_, t) => {
    const template = pythonTemplate(t.source, { sandbox })
    const differences: unknown[] = []
    for (const c of t.cases) {
      const answer = template.instantiate(c.values as TemplateInput)
      await evaluatePythonAnswer(answer)
      // A non-boolean verdict is used by its truthiness (the generator records bool(verify())).
      const verify = outcome(() => pyTruthy(answer.verify()), true)
      const granular = template.hasVerifyGranular ? outcome(() => answer.verifyGranular()) : undefined
      const verifyError = c.construct_error ? { error: c.construct_error } : c.verify_error ? { error: c.verify_error, message: c.verify_message } : undefined
      // model_dump as Karenina's results hold it (self.regex in Karenina's snake_case form, as Python set it).
      const dump = c.construct_error ? undefined : answer.dump()
      const expected = {
        verify: verifyError ?? { value: c.verify },
        granular: !template.hasVerifyGranular ? undefined : (c.construct_error ?? c.granular_error) ? { error: c.construct_error ?? c.granular_error } : { value: c.granular },
        correct: c.construct_error ? null : (c.correct ?? null),
        regex: c.construct_error ? null : (c.regex ?? null),
        dump: c.dump,
      }
      const actual = { verify, granular, correct: answer.groundTruths, regex: dump === undefined ? answer.regex : (dump.regex ?? null), dump }
      // Python-typed comparison: 1.0 and 1 differ, as they do in a results file.
      if (pyJsonDumps(actual) !== pyJsonDumps(expected)) differences.push({ values: c.values, actual: pyJsonDumps(actual), expected: pyJsonDumps(expected) })
    }
    expect(differences).toEqual([])
  })
})
