// toSatisfyTemplate with a classic Python template: the synchronous form says why it cannot run one and
// names the asynchronous form, which runs the class in the Python sandbox.
import { afterAll, describe, expect, it } from 'vitest'
import { CLASSIC_PYTHON } from '../benchmark/checkpoint/__fixtures__/checkpoint-fixtures.js'
import { PythonSandbox } from '../python-sandbox/python-sandbox.js'
import { pythonTemplate } from '../python-sandbox/python-template.js'
import { satisfyTemplate, satisfyTemplateAsync } from './satisfy-template.js'

const sandbox = new PythonSandbox()
afterAll(() => sandbox.close())
const Answer = pythonTemplate(CLASSIC_PYTHON, { sandbox })

describe('satisfyTemplate with a classic Python template', { timeout: 120_000 }, () => {
  it('the synchronous form throws, naming the asynchronous matcher and function', () => {
    expect(() => satisfyTemplate({ result: 4 }, Answer)).toThrow(
      'template Answer is a classic Python template: its verify() runs in the Python sandbox, which is asynchronous, so it cannot be checked synchronously. ' +
        'Use `await expect(values).toSatisfyTemplateAsync(template)` in tests, or `await satisfyTemplateAsync(values, template)`',
    )
  })

  it("the asynchronous form runs the class's verify() in the sandbox: right, wrong and invalid values", async () => {
    const right = await satisfyTemplateAsync({ result: '4' }, Answer)
    expect(right.pass).toBe(true)
    expect(right.result.template?.verify_result).toBe(true)
    const wrong = await satisfyTemplateAsync({ result: 5 }, Answer)
    expect(wrong.pass).toBe(false)
    expect(wrong.result.template?.verify_result).toBe(false)
    expect(wrong.message()).toContain('expected the values to verify against template Answer, but it is a wrong answer')
    const invalid = await satisfyTemplateAsync({ result: 'four' }, Answer)
    expect(invalid.pass).toBe(false)
    expect(invalid.message()).toContain('the values are not a valid object for the template')
  })
})
