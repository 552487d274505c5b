// toSatisfyTemplate with a classic Python template: the synchronous form says why it cannot run one and
// names the asynchronous form, which runs the class in the Python sandbox.
import { afterAll, describe, expect, it } from 'vitest'
import { CLASSIC_PYTHON } from '../../../test/fixtures/benchmark/checkpoint/checkpoint-fixtures.js'
import { PythonSandbox } from '../../python-sandbox/python-sandbox.js'
import { pythonTemplate } from '../../python-sandbox/python-template.js'
import { pyJsonDumps } from '../../compat/py-json.js'
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

// Issue 29: classic templates as Karenina runs them, through the matcher's pipeline (values → validation →
// the class in the sandbox → regex checks on the trace → the result).
const SEED_8_3 = `from karenina.schemas.entities import BaseAnswer
from pydantic import Field

class Answer(BaseAnswer):
    discovery_date: str = Field(description="The date of penicillin's discovery as stated in the response.")

    def ground_truth(self):
        self.correct = {"discovery_date": "1928"}
        self.regex = {
            "mentions_discovery_year": {"pattern": r"\\b1928\\b", "expected": "1928", "match_type": "exact"},
            "mentions_fleming": {"pattern": r"\\bFleming\\b", "expected": "Fleming", "match_type": "exact"},
        }

    def verify(self) -> bool:
        return "1928" in self.discovery_date
`

const RAISES = `from karenina.schemas.entities import BaseAnswer
from pydantic import Field

class Answer(BaseAnswer):
    symbol: str = Field(description="The gene symbol")

    def model_post_init(self, __context):
        self.correct = {"gene": "BCL2"}

    def verify(self) -> bool:
        return self.symbol == self.correct["symbol"]
`

const NORMALISES = `from typing import Dict
from karenina.schemas.entities import BaseAnswer
from pydantic import Field

class Answer(BaseAnswer):
    symbol: str = Field(description="The gene symbol")
    counts: Dict[str, int] = Field(description="Count per item")
    readings: list[float] = Field(description="Readings")

    def model_post_init(self, __context):
        self.symbol = self.symbol.strip().upper()
        self.tolerance = 0.1
        self.correct = {"symbol": "BCL2", "counts": {"a": 3}}

    def verify(self) -> bool:
        return self.symbol == self.correct["symbol"] and self.counts == self.correct["counts"]
`

describe('classic templates through toSatisfyTemplateAsync, as Karenina runs them', { timeout: 120_000 }, () => {
  it("self.regex with Karenina's snake_case keys (seed 003 §8.3) runs on the trace", async () => {
    const template = pythonTemplate(SEED_8_3, { sandbox })
    const right = await satisfyTemplateAsync({ discovery_date: '1928' }, template, { rawTrace: 'Penicillin was discovered in 1928 by Alexander Fleming.' })
    expect(right.result.metadata.failure).toBeNull()
    expect(right.result.template).toMatchObject({ verify_result: true, regex_validations_performed: true, regex_validation_results: { mentions_discovery_year: true, mentions_fleming: true } })
    expect(right.pass).toBe(true)
    const noFleming = await satisfyTemplateAsync({ discovery_date: '1928' }, template, { rawTrace: 'Penicillin was discovered in 1928.' })
    expect(noFleming.pass).toBe(false)
    expect(noFleming.result.metadata.failure?.category).toBe('content')
    expect(noFleming.result.template?.regex_validation_results).toEqual({ mentions_discovery_year: true, mentions_fleming: false })
    expect(noFleming.result.template?.regex_validation_details?.mentions_fleming).toMatchObject({ match_type: 'exact', match_count: 0 })
  })

  it("an exception in verify() is reported with Karenina's text, as an error rather than a wrong answer", async () => {
    const outcome = await satisfyTemplateAsync({ symbol: 'BCL2' }, pythonTemplate(RAISES, { sandbox }))
    expect(outcome.pass).toBe(false)
    expect(outcome.result.template?.verify_result).toBe(false)
    expect(outcome.result.template?.field_verification_error).toBe("Field verification failed: 'symbol'")
    expect(outcome.message()).toContain('but its verification raised an error (not a wrong answer)')
    expect(outcome.message()).toContain("Field verification failed: 'symbol'")
  })

  it('parsed_llm_response is the Python instance: lax dict values, normalised fields, extra attributes, floats', async () => {
    const outcome = await satisfyTemplateAsync({ symbol: ' bcl2 ', counts: { a: '3' }, readings: [1, 2] }, pythonTemplate(NORMALISES, { sandbox }))
    expect(outcome.result.metadata.failure).toBeNull()
    expect(outcome.pass).toBe(true)
    expect(pyJsonDumps(outcome.result.template?.parsed_llm_response)).toBe('{"symbol": "BCL2", "counts": {"a": 3}, "readings": [1.0, 2.0], "tolerance": 0.1}')
    expect(outcome.result.template?.parsed_gt_response).toEqual({ symbol: 'BCL2', counts: { a: 3 } })
  })
})
