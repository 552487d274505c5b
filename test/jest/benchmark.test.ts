import { appendFileSync, existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { startLlmServer, type LlmServer } from '@karenina/testing'
import { dumpResultLine, loadResults } from 'karenina'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { assertBuilt, copyFixture, runJest } from './helpers/jest-project.js'
import { BIOMEDICAL_VERDICTS, fixtureEnv, scriptBiomedical } from './helpers/scripted-models.js'

// describeBenchmark end to end: a real jest process on a fixture project, the loopback server as the
// answering model and the judge, and the karenina reporter writing karenina-results.json.
describe('jest-karenina: describeBenchmark and the reporter', () => {
  let server: LlmServer
  let project: ReturnType<typeof copyFixture>

  beforeAll(async () => {
    assertBuilt()
    server = await startLlmServer()
    scriptBiomedical(server)
    project = copyFixture('benchmark')
  })
  afterAll(async () => {
    await server?.close()
    project?.cleanup()
  })

  const readResults = (file = 'karenina-results.json') => {
    const text = readFileSync(join(project.dir, file), 'utf8')
    expect(JSON.parse(text).format_version).toBe('2.2')
    return loadResults(text, { source: file }) // strict: every result is checked against the result schema
  }

  test('one test per question, titled by its id; the wrong answer fails the run with per-field detail', { timeout: 60_000 }, async () => {
    const run = await runJest(project.dir, ['all.test.js'], fixtureEnv(server))

    expect(run.code).toBe(1)
    expect(run.output).toMatch(/✓ venetoclax/)
    expect(run.output).toMatch(/✓ chromosomes/)
    expect(run.output).toMatch(/✓ mrna-vaccine/)
    expect(run.output).toMatch(/✕ penicillin/)
    expect(run.output).toContain('expected the answer to penicillin to verify against the template')
    expect(run.output).toContain('TraceRegex(pattern=')
    expect(run.output).toMatch(/extracted: +"Alexander Fleming"/)
    expect(run.output).toMatch(/Tests: +1 failed, 3 passed, 4 total/)
    // The reporter's summary.
    expect(run.stderr).toContain('Karenina: 4 results, 3 passed, 1 failed (75.0%) → karenina-results.json')
    // Named by its test title and its model as written (`openai:`), as vitest-karenina names it.
    expect(run.stderr).toMatch(/✗ (\S+ )*penicillin \(openai:gpt-answerer\): wrong answer/)
    expect(run.stderr).not.toContain('langchain:gpt-answerer')

    const set = readResults()
    expect(set.results.map((r) => r.metadata.question_id)).toEqual(Object.keys(BIOMEDICAL_VERDICTS))
    for (const result of set.results) {
      expect(result.template?.verify_result, result.metadata.question_id).toBe(BIOMEDICAL_VERDICTS[result.metadata.question_id])
      expect(result.metadata.failure?.category ?? null).toBe(BIOMEDICAL_VERDICTS[result.metadata.question_id] ? null : 'content')
      expect(result.metadata.answering.model_name).toBe('gpt-answerer')
      expect(result.metadata.parsing.model_name).toBe('gpt-judge')
    }
    const header = JSON.parse(readFileSync(join(project.dir, 'karenina-results.json'), 'utf8'))
    expect(header.metadata.job_summary).toMatchObject({ total_questions: 4, successful_count: 3, failed_count: 1, is_complete: true })
  })

  test('-t <question id> runs that question only; the results file then holds its result only', { timeout: 60_000 }, async () => {
    const before = server.requests.length
    const run = await runJest(project.dir, ['all.test.js', '-t', 'venetoclax'], fixtureEnv(server))

    expect(run.code).toBe(0)
    expect(run.output).toMatch(/Tests: +3 skipped, 1 passed, 4 total/)
    expect(readResults().results.map((r) => r.metadata.question_id)).toEqual(['venetoclax'])
    // Skipped tests call no model.
    expect(server.requests.slice(before).map((r) => r.model)).toEqual(['gpt-answerer', 'gpt-judge'])
  })

  test('results from parallel workers are all collected, in test order; the reporter option names the file', { timeout: 60_000 }, async () => {
    // Each part file also logs the pid of the worker running it (in this copy of the fixture only).
    for (let part = 1; part <= 4; part++) {
      appendFileSync(join(project.dir, `parts/part-${part}.test.js`), `\ntest('worker', () => console.log('worker pid', process.pid))\n`)
    }
    const run = await runJest(project.dir, ['parts', '--maxWorkers=2', '--config', 'jest.output-option.config.js'], fixtureEnv(server))

    expect(run.code).toBe(1)
    expect(run.output).toMatch(/Tests: +1 failed, 7 passed, 8 total/)
    const pids = new Set([...run.output.matchAll(/worker pid (\d+)/g)].map((m) => m[1]))
    expect(pids.size).toBe(2)
    const set = readResults('reports/bench.json')
    expect(set.results.map((r) => r.metadata.question_id)).toEqual(Object.keys(BIOMEDICAL_VERDICTS))
  })

  test('KARENINA_REPLAY=record stores the calls next to the test file; replay then runs with no server and no key', { timeout: 90_000 }, async () => {
    const fixed = { KARENINA_FIXED_TIME: '2026-01-02T03:04:05Z' }
    const recorded = await runJest(project.dir, ['all.test.js'], fixtureEnv(server, { ...fixed, KARENINA_REPLAY: 'record' }))
    expect(recorded.code).toBe(1)
    const cassette = join(project.dir, '__karenina__/all.test.js.json')
    expect(existsSync(cassette)).toBe(true)
    expect(Object.keys(JSON.parse(readFileSync(cassette, 'utf8')).entries)).toHaveLength(8) // 4 answers + 4 judgments
    expect(readFileSync(cassette, 'utf8')).not.toContain('sk-loopback')
    const live = readResults().results.map(dumpResultLine)

    const before = server.requests.length
    const offline = { OPENAI_BASE_URL: 'http://127.0.0.1:9/v1', KARENINA_JUDGE_MODEL: 'openai:gpt-judge', KARENINA_ANSWERING_MODEL: 'openai:gpt-answerer' }
    const replayed = await runJest(project.dir, ['all.test.js'], { ...offline, ...fixed, KARENINA_REPLAY: 'replay' })
    expect(replayed.code).toBe(1)
    expect(replayed.output).toMatch(/Tests: +1 failed, 3 passed, 4 total/)
    expect(server.requests.length).toBe(before)
    expect(readResults().results.map(dumpResultLine)).toEqual(live)

    // `jest -u` re-records the cassettes in use, like snapshots: the models are called again.
    const updated = await runJest(project.dir, ['all.test.js', '-u'], fixtureEnv(server, { ...fixed, KARENINA_REPLAY: 'replay' }))
    expect(updated.code).toBe(1)
    expect(server.requests.length).toBe(before + 8)
  })

  test('KARENINA_MAX_CONCURRENT_REQUESTS caps model requests in flight across jest workers', { timeout: 60_000 }, async () => {
    // Slow replies, so that two workers would overlap without the cap.
    await using slow = await startLlmServer({ defaultDelayMs: 300 })
    scriptBiomedical(slow)
    const capped = copyFixture('benchmark')
    try {
      for (let part = 1; part <= 4; part++) {
        appendFileSync(join(capped.dir, `parts/part-${part}.test.js`), `\ntest('worker', () => console.log('worker pid', process.pid))\n`)
      }
      const run = await runJest(capped.dir, ['parts', '--maxWorkers=2'], fixtureEnv(slow, { KARENINA_MAX_CONCURRENT_REQUESTS: '1' }))
      expect(run.output).toMatch(/Tests: +1 failed, 7 passed, 8 total/)
      expect(new Set([...run.output.matchAll(/worker pid (\d+)/g)].map((m) => m[1])).size).toBe(2)
      expect(slow.stats.total).toBe(8)
      expect(slow.stats.maxInFlight).toBe(1)
    } finally {
      capped.cleanup()
    }
  })
})
