// Issue 29: Python behaviours of classic templates that karenina-ts fixes by default and reproduces with
// `compat: 'karenina-python'` (docs/divergences.md), run through runVerification as a user runs a checkpoint.
import { startLlmServer, type LlmServer } from '@karenina/testing'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { Benchmark } from '../benchmark/benchmark.js'
import { batchConfig } from '../../test/fixtures/batch/batch-fixtures.js'
import { runVerification } from '../batch/run-verification.js'
import type { CompatMode } from '../compat/compat-mode.js'
import { defineRubric } from '../rubric/rubric.js'
import { regexTrait } from '../rubric/traits/regex-trait.js'
import { PythonSandbox } from './python-sandbox.js'
import { pythonTemplate } from './python-template.js'

// Top-level names (an import, a constant, a helper) used inside the class's methods.
const TOP_LEVEL_NAMES = `import re
from karenina.schemas.entities import BaseAnswer
from pydantic import Field

TARGET = "BCL2"

def clean(text):
    return re.sub(r"[^A-Z0-9]", "", text.upper())

class Answer(BaseAnswer):
    symbol: str = Field(description="The gene symbol")

    def model_post_init(self, __context):
        self.correct = {"symbol": "BCL2"}

    def verify(self) -> bool:
        return clean(self.symbol) == TARGET
`

// A dict field and model_post_init: Karenina's validation builds the class with "" for the dict field.
const DICT_FIELD = `from typing import Dict
from karenina.schemas.entities import BaseAnswer
from pydantic import Field

class Answer(BaseAnswer):
    symbol: str = Field(description="The gene symbol")
    counts: Dict[str, int] = Field(description="Count per item")

    def model_post_init(self, __context):
        self.correct = {"symbol": "BCL2"}

    def verify(self) -> bool:
        return self.symbol == self.correct["symbol"]
`

let server: LlmServer
const sandbox = new PythonSandbox({ timeoutMs: 20_000 })
beforeAll(async () => {
  server = await startLlmServer()
  server.on({ model: /answerer/ }, () => 'BCL-2')
  server.on({ model: /judge/ }, () => JSON.stringify({ symbol: 'bcl-2', counts: { a: 1 } }))
})
afterAll(async () => {
  sandbox.close()
  await server.close()
})

// A classic verify() that raises (a KeyError on self.correct).
const RAISES = `from karenina.schemas.entities import BaseAnswer
from pydantic import Field

class Answer(BaseAnswer):
    symbol: str = Field(description="The gene symbol")

    def model_post_init(self, __context):
        self.correct = {"gene": "BCL2"}

    def verify(self) -> bool:
        return self.symbol == self.correct["symbol"]
`

async function run(compat: CompatMode) {
  const b = Benchmark.create({ name: 'classic-compat' })
  b.addQuestion({ id: 'top-level-names', question: 'Which gene?', rawAnswer: 'BCL2', template: pythonTemplate(TOP_LEVEL_NAMES, { sandbox }) })
  b.addQuestion({ id: 'dict-field', question: 'Which gene?', rawAnswer: 'BCL2', template: pythonTemplate(DICT_FIELD, { sandbox }) })
  b.addQuestion({ id: 'raises', question: 'Which gene?', rawAnswer: 'BCL2', template: pythonTemplate(RAISES, { sandbox }) })
  b.setGlobalRubric(defineRubric({ regexTraits: [regexTrait({ name: 'names_bcl', pattern: 'BCL' })] }))
  const results = await runVerification(b, batchConfig(server, { compat, evaluation_mode: 'template_and_rubric' }), { env: {} })
  return Object.fromEntries(results.results.map((r) => [r.metadata.question_id, r]))
}

describe('classic template behaviours of Python Karenina: fixed by default, reproduced in compat mode', { timeout: 120_000 }, () => {
  it('default: top-level names are visible in methods; a dict field does not fail validation', async () => {
    const byId = await run('default')
    // Not reproduced in either mode (docs/divergences.md): a verify() that raises does not skip the rubric.
    expect(byId.raises!.template?.field_verification_error).toBe("Field verification failed: 'symbol'")
    expect(byId.raises!.rubric?.regex_trait_scores).toEqual({ names_bcl: true })
    expect(byId['top-level-names']!.metadata.failure).toBeNull()
    expect(byId['top-level-names']!.template?.verify_result).toBe(true)
    expect(byId['top-level-names']!.template?.field_verification_error).toBeNull()
    // Judged: the judge's "bcl-2" is not "BCL2", a wrong answer.
    expect(byId['dict-field']!.metadata.failure?.category).toBe('content')
    expect(byId['dict-field']!.template?.verify_result).toBe(false)
  })

  it("compat: methods do not see top-level names (NameError); a dict field fails Karenina's validation", async () => {
    const byId = await run('karenina-python')
    expect(byId['top-level-names']!.template?.verify_result).toBe(false)
    expect(byId['top-level-names']!.template?.field_verification_error).toBe("Field verification failed: name 'clean' is not defined")
    expect(byId['dict-field']!.metadata.failure).toMatchObject({ category: 'template_validation' })
    expect(byId['dict-field']!.metadata.failure?.reason).toMatch(/Error testing ground_truth\/model_post_init: ValidationError/)
  })
})
