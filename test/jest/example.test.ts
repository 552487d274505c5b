import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { loadResults } from 'karenina'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { assertBuilt, copyProject, REPO, runJest } from './helpers/jest-project.js'

const EXAMPLE = join(REPO, 'examples/jest-benchmark')

// examples/jest-benchmark runs offline: every model call is served from its committed cassettes.
describe('examples/jest-benchmark', () => {
  let project: ReturnType<typeof copyProject>

  beforeAll(() => {
    assertBuilt()
    project = copyProject(EXAMPLE)
  })
  afterAll(() => project?.cleanup())

  test('passes from the committed cassettes with no server and no API key', { timeout: 60_000 }, async () => {
    expect(existsSync(join(EXAMPLE, 'tests/__karenina__/benchmark.test.js.json'))).toBe(true)
    // Nothing listens on port 9: a call that missed the cassette would fail the run.
    const run = await runJest(project.dir, [], { OPENAI_BASE_URL: 'http://127.0.0.1:9/v1' })

    expect(run.output).toMatch(/Tests: +9 passed, 9 total/)
    expect(run.code).toBe(0)
    const set = loadResults(readFileSync(join(project.dir, 'karenina-results.json'), 'utf8'), { source: 'karenina-results.json' })
    const benchmark = set.results.filter((r) => r.metadata.answering.model_name === 'gpt-4.1-mini')
    expect(benchmark.map((r) => r.metadata.question_id)).toEqual(['venetoclax', 'chromosome-pairs', 'mrna-vaccine', 'penicillin'])
    expect(benchmark.map((r) => r.template?.verify_result)).toEqual([true, true, true, true])
    expect(benchmark.map((r) => r.rubric?.llm_trait_scores?.conciseness)).toEqual([true, true, true, false])
    expect(benchmark.map((r) => r.rubric?.regex_trait_scores?.citations)).toEqual([true, false, true, false])
  })
})
