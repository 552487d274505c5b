import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { reply, startLlmServer, type LlmServer, type NormalizedRequest } from '@karenina/testing'
import { loadResults } from 'karenina'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { fixtureProject, type FixtureProject, type VitestMajor } from './support/fixture-project.js'

// A user's project whose agents run on the AI SDK and the openai SDK, against the loopback server, and whose
// tests hand the SDKs' results to toVerify as they are: real vitest 4 and 5 processes.

let server: LlmServer
beforeAll(async () => {
  server = await startLlmServer()
  // The scripted agent: weather, then time, then the answer (by the tool results it has seen).
  server.on({ model: 'agent' }, (request: NormalizedRequest) => {
    const results = request.messages.filter((m) => m.role === 'tool').length
    if (results === 0) return reply.toolCall('get_weather', { city: 'Paris' }, { text: 'Let me check.' })
    if (results === 1) return reply.toolCall('get_time', { city: 'Paris' })
    return reply.text('In Paris it is 14:05 CET and 18°C, sunny.')
  })
  server.on({ model: 'gpt-judge' }, reply.json({}))
})
afterAll(async () => {
  await server?.close()
})

describe.each([4, 5] as VitestMajor[])('vitest %i', (major) => {
  let project: FixtureProject
  beforeAll(async () => {
    project = await fixtureProject('sdk-traces', major, ['ai', '@ai-sdk/openai', 'openai'])
  })
  afterAll(async () => {
    await project?.remove()
  })

  it('verifies an AI SDK result and OpenAI messages as the SDKs return them, with agent_metrics in the results', async () => {
    const reporterArgs =
      major === 4 ? ['--reporter', 'default', '--reporter', 'karenina'] : ['--reporter', 'default', '--reporter', 'vitest-karenina/reporter', '--outputFile.karenina=out/results.json']
    const run = await project.vitest(['run', ...reporterArgs], {
      OPENAI_BASE_URL: server.openaiBaseURL,
      OPENAI_API_KEY: 'sk-e2e',
      KARENINA_JUDGE_MODEL: 'openai:gpt-judge',
      KARENINA_FIXED_TIME: '2026-02-03T04:05:06Z',
    })
    const output = run.stdout + run.stderr
    expect(run.code, output).toBe(1)
    expect(output).toMatch(/1 failed \| 2 passed|2 passed.*1 failed/s)
    expect(output).toMatch(/FAIL +agent\.test\.ts > an unknown shape is refused[^\n]*\n[^⎯]*toVerify › \(root\): expected a string \(the answer\);[^⎯]*AI SDK generateText result[^⎯]*OpenAI Chat Completions messages[^⎯]*OpenAI Responses API items[^⎯]*Anthropic messages/)

    const file = join(project.dir, major === 4 ? 'karenina-results.json' : 'out/results.json')
    const set = loadResults(await readFile(file, 'utf8'), { source: file })
    const byTest = new Map(set.results.map((r) => [`${r.metadata.question_id} ${r.template?.verify_result}`, r]))
    for (const key of ['an AI SDK agent: generateText result true', 'an AI SDK agent: generateText result false', 'an OpenAI chat agent: its messages true']) {
      const result = byTest.get(key)
      expect(result, `${key} in ${[...byTest.keys()].join(', ')}`).toBeDefined()
      expect(result!.template?.agent_metrics).toMatchObject({ iterations: 3, tool_calls: 2, tool_call_counts: { get_weather: 1, get_time: 1 } })
      expect(result!.template?.raw_llm_response).toContain('--- Tool Message (call_id: ')
    }
    // The SDKs' own result types are accepted by the matchers' types: no cast in the user's test.
    const tsc = await project.tsc()
    expect(tsc.code, tsc.stdout + tsc.stderr).toBe(0)
  }, 120_000)
})
