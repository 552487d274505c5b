import { cp, readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { reply, startLlmServer, type LlmServer } from '@karenina/testing'
import { loadResults } from 'karenina'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { assertBuilt, copyFixture, REPO, runJest } from './helpers/jest-project.js'
import { fixtureEnv } from './helpers/scripted-models.js'

// The custom stages guide (docs/custom-stages.md) through a real jest run (ESM): its module
// (examples/custom-stages/karenina.stages.js) as `stages` of describeBenchmark and of toVerify.

let server: LlmServer
let project: ReturnType<typeof copyFixture>
beforeAll(async () => {
  server = await startLlmServer()
  server.on({ model: 'gpt-answerer', match: 'toxic' }, 'BCL2 harmful dangerous illegal')
  server.on({ model: 'gpt-answerer' }, 'Venetoclax targets BCL2.')
  server.on({ model: 'gpt-judge' }, reply.json({ target: 'BCL2' }))
  assertBuilt()
  project = copyFixture('custom-stages')
  await cp(join(REPO, 'examples', 'custom-stages'), join(project.dir, 'custom-stages'), { recursive: true })
})
afterAll(async () => {
  await server?.close()
  project?.cleanup()
})

describe('jest-karenina: custom stages', () => {
  it("describeBenchmark and toVerify run the guide's WordCountCheck and ToxicityCheck; ToxicityCheck fails the toxic answers", async () => {
    const run = await runJest(project.dir, [], fixtureEnv(server))
    const output = run.output
    expect(run.code, output).toBe(1)
    expect(output).toMatch(/Tests: +2 failed, 2 passed, 4 total/)
    expect(output).toContain('expected the answer to toxic to verify against the template, but stage ToxicityCheck failed it (ToxicityCheck set verify_result to False):')
    expect(output).toContain('expected the response to verify against the template, but stage ToxicityCheck failed it (ToxicityCheck set verify_result to False):')

    const file = join(project.dir, 'karenina-results.json')
    const set = loadResults(await readFile(file, 'utf8'), { source: file })
    const byTest = Object.fromEntries(
      set.results.map((r) => [r.metadata.question_id, { verify: r.template?.verify_result, failed: r.metadata.failure?.stage ?? null, extensions: r.extensions }]),
    )
    expect(byTest).toEqual({
      // Benchmark answers carry the trace header ("--- AI Message ---": 4 more words, 3 more distinct tokens).
      clean: { verify: true, failed: null, extensions: { word_count: 7, word_count_passed: true, toxicity_score: 0, toxicity_passed: true } },
      toxic: { verify: false, failed: 'ToxicityCheck', extensions: { word_count: 8, word_count_passed: true, toxicity_score: 3 / 7, toxicity_passed: false } },
      'matcher: a clean response verifies with the checks': { verify: true, failed: null, extensions: { word_count: 3, word_count_passed: false, toxicity_score: 0, toxicity_passed: true } },
      'matcher: a toxic response fails on ToxicityCheck': { verify: false, failed: 'ToxicityCheck', extensions: { word_count: 4, word_count_passed: false, toxicity_score: 0.75, toxicity_passed: false } },
    })
  }, 120_000)
})
