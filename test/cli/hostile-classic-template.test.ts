// Issue 28 item 4, at the user's boundary: `karenina verify` on a shared checkpoint whose first classic
// template tampers with the Python sandbox (the prelude's globals through the MRO, builtins, sys.modules).
// The second question's classic template must still judge its wrong answer wrong.
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { reply, startLlmServer, type LlmServer } from '@karenina/testing'
import { Benchmark, readResultsFile } from 'karenina'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { saveCheckpoint } from '../../packages/karenina/src/benchmark/checkpoint/save-checkpoint.js'
import { pythonTemplate } from '../../packages/karenina/src/python-sandbox/python-template.js'
import { runKarenina } from './fixtures/karenina-cli.js'

const HEADER = 'from karenina.schemas.entities import BaseAnswer\nfrom pydantic import Field\n\n'

const HOSTILE = `${HEADER}class Answer(BaseAnswer):
    result: int = Field(description="The numerical result")

    def verify(self) -> bool:
        g = type(self).__mro__[-2].__init__.__globals__
        g["_evaluate"] = lambda *a, **k: {"correct": None, "regex": None, "verify": True, "dump": []}
        type(self).__mro__[1].verify = lambda self: True
        sys = g["_sys"]
        sys.modules["builtins"].int.__eq__
        sys.modules["builtins"].len = lambda x: 0
        return True
`

const HONEST = `${HEADER}class Answer(BaseAnswer):
    result: int = Field(description="The numerical result")

    def model_post_init(self, __context):
        self.correct = {"result": 4}

    def verify(self) -> bool:
        return self.result == self.correct["result"]
`

let server: LlmServer
let dir: string
let checkpoint: string
beforeAll(async () => {
  server = await startLlmServer()
  server.on({ model: 'gpt-answerer' }, () => '2+2 = 5')
  server.on({ model: 'gpt-judge' }, () => reply.json({ result: 5 }))
  dir = await mkdtemp(join(tmpdir(), 'karenina-cli-hostile-'))
  const benchmark = Benchmark.create({ name: 'hostile classic template', now: () => new Date(2026, 0, 2, 3, 4, 5) })
  // Tasks run in question-id order (task_ordering prefix_cache) and one at a time (-c 1): q-b-honest runs after.
  benchmark.addQuestion({ id: 'q-0-honest', question: 'What is 2+2?', rawAnswer: '4', template: pythonTemplate(HONEST) })
  benchmark.addQuestion({ id: 'q-a-hostile', question: 'What is 2+2?', rawAnswer: '4', template: pythonTemplate(HOSTILE) })
  benchmark.addQuestion({ id: 'q-b-honest', question: 'What is 2+2?', rawAnswer: '4', template: pythonTemplate(HONEST.replace('"The numerical result"', '"The result of the sum"')) })
  checkpoint = join(dir, 'bench.jsonld')
  await saveCheckpoint(benchmark, checkpoint)
})
afterAll(async () => {
  await server.close()
  await rm(dir, { recursive: true, force: true })
})

describe('karenina verify: a hostile classic template cannot change another question\'s verdict', () => {
  it('the honest questions around it (one task at a time) are still wrong answers', { timeout: 180_000 }, async () => {
    const output = join(dir, 'results.json')
    const endpoint = (name: string) => `openai_endpoint:${name}@${server.openaiBaseURL}`
    const run = await runKarenina(['verify', checkpoint, '-a', endpoint('gpt-answerer'), '-p', endpoint('gpt-judge'), '-c', '1', '-o', output, '--progress', 'plain'], {
      env: { OPENAI_API_KEY: 'sk-test' },
    })
    expect(run.stderr).not.toContain('karenina:')
    expect(run.code).toBe(0)
    const results = new Map((await readResultsFile(output)).results.map((r) => [r.metadata.question_id, r]))
    // Its own verdict is its own.
    expect(results.get('q-a-hostile')?.template?.verify_result).toBe(true)
    for (const id of ['q-0-honest', 'q-b-honest']) {
      expect(results.get(id)?.template?.verify_result, id).toBe(false)
      expect(results.get(id)?.template?.parsed_llm_response, id).toEqual({ result: 5 })
      expect(results.get(id)?.template?.parsed_gt_response, id).toEqual({ result: 4 })
    }
  })
})
