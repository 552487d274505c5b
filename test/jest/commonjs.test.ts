import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { startLlmServer, type LlmServer } from '@karenina/testing'
import { loadResults } from 'karenina'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { assertBuilt, copyFixture, runJestCjs, type ProcessRun } from './helpers/jest-project.js'
import { fixtureEnv, judgeSees } from './helpers/scripted-models.js'

// jest on CommonJS (ts-jest's default, and babel-jest compiling import/export) loads jest-karenina's and
// karenina's CommonJS builds: no --experimental-vm-modules, real judge calls through the OpenAI SDK.
describe.each([
  { transform: 'ts-jest', config: 'jest.ts-jest.config.js', results: 'ts-jest-results.json' },
  { transform: 'babel-jest', config: 'jest.babel.config.js', results: 'babel-results.json' },
])('jest-karenina on CommonJS with $transform', ({ transform, config, results }) => {
  let server: LlmServer
  let project: ReturnType<typeof copyFixture>
  let run: ProcessRun

  beforeAll(async () => {
    assertBuilt()
    server = await startLlmServer()
    judgeSees(server, 'targets BCL2', { target: 'BCL2' })
    judgeSees(server, 'inhibits MCL1', { target: 'MCL1' })
    project = copyFixture('cjs')
    run = await runJestCjs(project.dir, ['--config', config, '--verbose'], fixtureEnv(server, { GITHUB_STEP_SUMMARY: join(project.dir, 'step-summary.md') }))
  }, 120_000)
  afterAll(async () => {
    await server?.close()
    project?.cleanup()
  })

  test('the matchers run, with verdicts from the judge, and nothing asks for ES module support', () => {
    expect(run.output).not.toMatch(/experimental-vm-modules|Must use import|ES Module|ExperimentalWarning/)
    expect(run.output).toContain(`✓ ${transform}: right answer verifies`)
    expect(run.output).toContain(`✓ ${transform}: regex trait and values`)
    expect(run.output).toContain(`✕ ${transform}: wrong answer fails`)
    expect(run.output).toContain('but it is a wrong answer')
    expect(run.output).toMatch(/Tests: +1 failed, 2 passed, 3 total/)
    expect(run.code).toBe(1)
  })

  test('under GitHub Actions the reporter appends a Markdown summary to $GITHUB_STEP_SUMMARY', () => {
    const markdown = readFileSync(join(project.dir, 'step-summary.md'), 'utf8')
    expect(markdown).toContain('### Karenina: 3/4 passed (75.0%)')
    expect(markdown).toContain(`Results: \`${results}\``)
    expect(markdown).toContain('**Failing (1)**')
    // A failing question is named by its test's title, as in the terminal summary.
    expect(markdown).toContain(`\n| ${transform}: wrong answer fails | manual:response (manual) | wrong answer |\n`)
    // Cost per role: the loopback judge has no price, so its cost is unknown, not $0 (README "Cost per role and budgets").
    expect(markdown).toContain('| Cost | Tokens | USD |')
    expect(markdown).toMatch(/\n\| judging \| [1-9]\d* \| unknown \(no price for [^|]*gpt-judge[^|]*\) \|\n/)
    expect(run.output).toMatch(/Cost: answering \$0\.0000 · judging unknown \(no price for [^)]*gpt-judge/)
  })

  test('the reporter writes the results of the run', () => {
    const set = loadResults(readFileSync(join(project.dir, results), 'utf8'), { source: results })
    // The two toVerify calls, toSatisfyTemplate (true), and the regex trait (no template: null).
    expect(set.results.map((r) => r.template?.verify_result ?? null).sort()).toEqual([false, null, true, true])
  })
})
