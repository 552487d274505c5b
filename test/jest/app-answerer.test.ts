import { readFileSync, existsSync } from 'node:fs'
import { join } from 'node:path'
import { reply, startLlmServer } from '@karenina/testing'
import { loadResults } from 'karenina'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { assertBuilt, copyFixture, runJest } from './helpers/jest-project.js'

// A real jest process runs describeBenchmark and describeScenario answered by the user's app (defineAnswerer),
// judged through the loopback server; it records its cassettes, then replays with zero calls to the app.

let project: ReturnType<typeof copyFixture>
beforeAll(() => {
  assertBuilt()
  project = copyFixture('app-answerer')
})
afterAll(() => {
  project?.cleanup()
})

const calls = (file: string) => (existsSync(file) ? readFileSync(file, 'utf8').split('\n').filter(Boolean) : [])

describe("describeBenchmark / describeScenario with the user's app as answering model (jest)", () => {
  it('every question and turn is answered by the app, judged; recorded, then replayed with zero app calls', async () => {
    const run = async (baseURL: string, mode: 'record' | 'replay', callsFile: string) => {
      const outcome = await runJest(project.dir, [], { OPENAI_BASE_URL: baseURL, APP_CALLS_FILE: callsFile, KARENINA_REPLAY: mode, KARENINA_FIXED_TIME: '2026-02-03T04:05:06Z' })
      expect(outcome.code, outcome.output).toBe(0)
      expect(outcome.output).toMatch(/Tests: +4 passed, 4 total/)
      const set = loadResults(readFileSync(join(project.dir, 'karenina-results.json'), 'utf8'))
      expect(set.results).toHaveLength(5) // three questions, two scenario turns
      for (const r of set.results) {
        expect(r.metadata.failure).toBeNull()
        expect(r.metadata.answering).toMatchObject({ interface: 'app', model_name: 'support-bot' })
        expect(r.template?.agent_metrics).toMatchObject({ tool_calls: 1, tools_used: ['search_kb'] })
      }
      return set.results.map((r) => [r.metadata.result_id, r.template?.raw_llm_response]).sort()
    }

    const llm = await startLlmServer()
    llm.on({ model: 'gpt-judge' }, reply.json({ target: 'BCL2' }))
    let recorded
    try {
      recorded = await run(llm.openaiBaseURL, 'record', join(project.dir, 'record.calls'))
      expect(calls(join(project.dir, 'record.calls'))).toHaveLength(5)
    } finally {
      await llm.close()
    }
    const idle = await startLlmServer()
    try {
      const replayed = await run(idle.openaiBaseURL, 'replay', join(project.dir, 'replay.calls'))
      expect(calls(join(project.dir, 'replay.calls'))).toEqual([])
      expect(idle.stats.connections).toBe(0)
      expect(replayed).toEqual(recorded)
    } finally {
      await idle.close()
    }
  }, 240_000)
})
