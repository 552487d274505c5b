import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { reply, startLlmServer, type LlmServer, type NormalizedRequest } from '@karenina/testing'
import { costByRole, formatCost, loadResults } from 'karenina'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { assertBuilt, copyFixture, runJest } from './helpers/jest-project.js'

// The README's options, from outside: a real jest run on a project whose config sets
// `globals.karenina.resultsFile`, whose benchmark gives `describeBenchmark` a TS tool (`agentTools`), and whose
// matchers pass `taskOptions` (one switch spelt right, one misspelt).
describe('jest-karenina options', () => {
  let server: LlmServer
  let project: ReturnType<typeof copyFixture>
  const toolResults = (r: NormalizedRequest) => r.messages.filter((m) => m.role === 'tool')

  beforeAll(async () => {
    assertBuilt()
    server = await startLlmServer()
    server.on({ model: 'gpt-tools', match: (r) => toolResults(r).length === 0 }, reply.toolCall('add', { a: 2, b: 3 }))
    server.on({ model: 'gpt-tools' }, (r) => `The sum is ${toolResults(r)[0]!.text}.`)
    server.on({ model: 'gpt-judge', match: (r) => JSON.stringify(r.body).includes('NOT answering the question') }, reply.json({ reasoning: 'It says it cannot.', abstention_detected: true }))
    server.on({ model: 'gpt-judge' }, (r) => reply.json({ sum: Number(/The sum is (\d+)/.exec(JSON.stringify(r.messages))?.[1] ?? -1) }))
    project = copyFixture('options')
  })
  afterAll(async () => {
    await server?.close()
    project?.cleanup()
  })

  test('globals.karenina.resultsFile, agentTools and taskOptions do what the README says; a misspelt taskOptions key is refused by name', { timeout: 120_000 }, async () => {
    const run = await runJest(project.dir, [], { OPENAI_BASE_URL: server.openaiBaseURL, OPENAI_API_KEY: 'sk-loopback' })
    expect(run.code, run.output).toBe(1)
    expect(run.output).toMatch(/Tests: +1 failed, 2 passed, 3 total/)
    expect(run.output).toContain("taskOptions.abstentionEnabeld: unknown key 'abstentionEnabeld' in matcher options › taskOptions (did you mean 'abstentionEnabled'?)")

    // globals.karenina.resultsFile, not the default.
    expect(existsSync(join(project.dir, 'karenina-results.json'))).toBe(false)
    expect(run.stderr).toContain('→ reports/globals-results.json')
    const file = join(project.dir, 'reports', 'globals-results.json')
    const set = loadResults(readFileSync(file, 'utf8'), { source: file })
    expect(set.results).toHaveLength(2)
    const bench = set.results.find((r) => r.metadata.question_id === 'sum-with-tool')
    const abstained = set.results.find((r) => r.metadata.question_id !== 'sum-with-tool')

    // agentTools: the answering model was offered `add`, called it, and the tool's result (5) is the answer.
    expect(bench?.template?.verify_result).toBe(true)
    expect(bench?.template?.agent_metrics).toMatchObject({ tools_used: ['add'], tool_call_counts: { add: 1 } })
    expect(bench?.template?.raw_llm_response).toContain('The sum is 5.')
    expect(server.requests.find((r) => r.model === 'gpt-tools')?.tools.map((t) => t.name)).toEqual(['add'])

    // taskOptions.abstentionEnabled: the abstention check ran and decided the verdict.
    expect(abstained?.template?.abstention_check_performed).toBe(true)
    expect(abstained?.template?.abstention_detected).toBe(true)
    expect(abstained?.metadata.failure?.category).toBe('abstention')

    // globals.karenina.prices reach the reporter: its cost line is the results' cost at those prices.
    const prices = { 'gpt-tools': { inputPerMTok: 3, outputPerMTok: 12 }, 'gpt-judge': { inputPerMTok: 0.5, outputPerMTok: 2 } }
    const cost = costByRole(set.results, { prices })
    // Without them the loopback models have no price and the line would say "unknown".
    expect(cost.total.usd).toBeGreaterThan(0)
    expect(cost.total.unpricedModels).toEqual([])
    expect(run.stderr).toContain(`Cost: ${formatCost(cost)}`)
  })

  test("the reporter's outputFile wins over globals.karenina.resultsFile", { timeout: 120_000 }, async () => {
    const config = join(project.dir, 'jest.output.config.js')
    writeFileSync(config, "import base from './jest.config.js'\nexport default { ...base, reporters: ['default', ['jest-karenina/reporter', { outputFile: 'out/reporter.json' }]] }\n")
    const run = await runJest(project.dir, ['--config', config, '-t', 'abstentionEnabled'], { OPENAI_BASE_URL: server.openaiBaseURL, OPENAI_API_KEY: 'sk-loopback' })
    expect(run.code, run.output).toBe(0)
    expect(existsSync(join(project.dir, 'out', 'reporter.json'))).toBe(true)
  })
})
