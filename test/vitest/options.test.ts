import { existsSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { reply, startLlmServer, type LlmServer, type NormalizedRequest } from '@karenina/testing'
import { costByRole, formatCost, loadResults } from 'karenina'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { fixtureProject, type FixtureProject, type VitestMajor } from './support/fixture-project.js'

// The README's options, from outside: a real vitest run on a project whose config sets the plugin's
// `resultsFile`, whose benchmark gives `describeBenchmark` a TS tool (`agentTools`), and whose matchers pass
// `taskOptions` (one switch spelt right, one misspelt).

let server: LlmServer
const toolResults = (r: NormalizedRequest) => r.messages.filter((m) => m.role === 'tool')
beforeAll(async () => {
  server = await startLlmServer()
  // The answering model calls the `add` tool, then states what the tool returned.
  server.on({ model: 'gpt-tools', match: (r) => toolResults(r).length === 0 }, reply.toolCall('add', { a: 2, b: 3 }))
  server.on({ model: 'gpt-tools' }, (r) => `The sum is ${toolResults(r)[0]!.text}.`)
  server.on({ model: 'gpt-judge', match: (r) => JSON.stringify(r.body).includes('NOT answering the question') }, reply.json({ reasoning: 'It says it cannot.', abstention_detected: true }))
  server.on({ model: 'gpt-judge' }, (r) => reply.json({ sum: Number(/The sum is (\d+)/.exec(JSON.stringify(r.messages))?.[1] ?? -1) }))
})
afterAll(async () => {
  await server?.close()
})

const env = () => ({ OPENAI_BASE_URL: server.openaiBaseURL, OPENAI_API_KEY: 'sk-e2e', KARENINA_FIXED_TIME: '2026-02-03T04:05:06Z' })

describe.each([4, 5] as VitestMajor[])('vitest-karenina options (vitest %i)', (major) => {
  let project: FixtureProject
  beforeAll(async () => {
    project = await fixtureProject('options', major)
  })
  afterAll(async () => {
    await project?.remove()
  })

  it('resultsFile, agentTools and taskOptions do what the README says; a misspelt taskOptions key is refused by name', async () => {
    const run = await project.vitest(['run', '--reporter', 'default', '--reporter', 'karenina'], env())
    const output = run.stdout + run.stderr
    expect(run.code, output).toBe(1)
    expect(output).toMatch(/1 failed \| 2 passed|2 passed.*1 failed/s)
    // The misspelt key fails its test, naming the key and the one meant.
    expect(output).toContain("taskOptions.abstentionEnabeld: unknown key 'abstentionEnabeld' in matcher options › taskOptions (did you mean 'abstentionEnabled'?)")

    // The plugin's resultsFile, not the default.
    expect(existsSync(join(project.dir, 'karenina-results.json'))).toBe(false)
    expect(output).toContain('→ reports/plugin-results.json')
    const file = join(project.dir, 'reports', 'plugin-results.json')
    const set = loadResults(await readFile(file, 'utf8'), { source: file })
    const [bench, abstained] = set.results
    expect(set.results).toHaveLength(2)

    // agentTools: the answering model was offered `add`, called it, and the tool's result (5) is the answer.
    expect(bench?.metadata.question_id).toBe('sum-with-tool')
    expect(bench?.template?.verify_result).toBe(true)
    expect(bench?.template?.agent_metrics).toMatchObject({ tools_used: ['add'], tool_call_counts: { add: 1 } })
    expect(bench?.template?.raw_llm_response).toContain('The sum is 5.')
    const offered = server.requests.findLast((r) => r.model === 'gpt-tools')
    expect(offered?.tools.map((t) => t.name)).toEqual(['add'])

    // taskOptions.abstentionEnabled: the abstention check ran and decided the verdict.
    expect(abstained?.template?.abstention_check_performed).toBe(true)
    expect(abstained?.template?.abstention_detected).toBe(true)
    expect(abstained?.metadata.failure?.category).toBe('abstention')

    // The plugin's prices reach the reporter: its cost line is the results' cost at those prices.
    const prices = { 'gpt-tools': { inputPerMTok: 3, outputPerMTok: 12 }, 'gpt-judge': { inputPerMTok: 0.5, outputPerMTok: 2 } }
    const cost = costByRole(set.results, { prices })
    // Without them the loopback models have no price and the line would say "unknown".
    expect(cost.total.usd).toBeGreaterThan(0)
    expect(cost.total.unpricedModels).toEqual([])
    expect(output).toContain(`Cost: ${formatCost(cost)}`)
  }, 120_000)

  it('with outputFile.karenina in the vitest config, that one wins over the plugin option', async () => {
    const run = await project.vitest(['run', '--reporter', 'default', '--reporter', 'karenina', '--outputFile.karenina=out/cli.json', '-t', 'abstention'], env())
    expect(run.code, run.stdout + run.stderr).toBe(0)
    expect(existsSync(join(project.dir, 'out', 'cli.json'))).toBe(true)
  }, 120_000)
})
