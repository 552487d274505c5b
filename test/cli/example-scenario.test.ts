// examples/scenario-tutoring run by its own `start` command (in process) with no API key and no network:
// recorded answers + a judge cassette; every scenario field lands in the export and the HTML report.
import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { Writable } from 'node:stream'
import { fileURLToPath } from 'node:url'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { runCli } from '../../packages/karenina/src/cli/run-cli.js'
import { readResultsFile } from '../../packages/karenina/src/results/import.js'
import type { VerificationResultSet } from '../../packages/karenina/src/results/verification-result-set.js'

const EXAMPLE = fileURLToPath(new URL('../../examples/scenario-tutoring/', import.meta.url))
let dir: string
let stdout = ''
let stderr = ''
let code: number
let results: VerificationResultSet

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'karenina-scenario-example-'))
  const pkg = JSON.parse(await readFile(join(EXAMPLE, 'package.json'), 'utf8')) as { scripts: { start: string } }
  const words = pkg.scripts.start.split(/\s+/)
  const args = words.slice(words.findIndex((w) => w.endsWith('cli/main.ts')) + 1).map((w) => (w.startsWith('out/') ? join(dir, w.slice(4)) : w))
  const out = new Writable({ write: (chunk: Buffer, _e, done) => ((stdout += chunk.toString('utf8')), done()) })
  const err = new Writable({ write: (chunk: Buffer, _e, done) => ((stderr += chunk.toString('utf8')), done()) })
  // Any live call would hit a closed port: the judge must come from the cassette alone.
  code = await runCli([...args, '--progress', 'plain', '--no-color'], { stdout: out, stderr: err, env: { OPENAI_BASE_URL: 'http://127.0.0.1:9/v1' }, cwd: EXAMPLE })
  results = await readResultsFile(join(dir, 'results.json'))
}, 60_000)
afterAll(async () => {
  await rm(dir, { recursive: true, force: true })
})

describe('examples/scenario-tutoring: pnpm --filter scenario-tutoring start', () => {
  it('runs offline and prints the scenario summary with each run’s path', () => {
    expect(code).toBe(0)
    expect(stdout).toContain('Scenarios: 1 scenarios, 2 runs (completed 2), 5 turns')
    expect(stdout).toContain('venetoclax-tutoring (manual:careful-bot) [completed] ask_target → ask_dose')
    expect(stdout).toContain('venetoclax-tutoring (manual:hasty-bot) [completed] ask_target → hint → ask_dose')
  })

  it('the plain progress shows each turn and each finished scenario run', () => {
    expect(stderr).toContain('verifying 2 of 2 scenario runs')
    // The two runs may finish in either order: each line is checked on its own.
    for (const line of [
      /^ +fail +venetoclax-tutoring turn 0: ask_target ⇒ hint  manual:hasty-bot → \S+  \(content: verify_template returned False\)$/m,
      /^ +pass +venetoclax-tutoring turn 1: hint ⇒ ask_dose  manual:hasty-bot → \S+$/m,
      /^ +fail +venetoclax-tutoring turn 2: ask_dose ⇒ stop  manual:hasty-bot → \S+  \(content: verify_template returned False\)$/m,
      /^ +pass +venetoclax-tutoring turn 0: ask_target ⇒ ask_dose  manual:careful-bot → \S+$/m,
      /^ +pass +venetoclax-tutoring turn 1: ask_dose ⇒ stop  manual:careful-bot → \S+$/m,
      /^\[[12]\/2\] scenario venetoclax-tutoring  manual:hasty-bot → \S+: completed  ask_target → hint → ask_dose \[3 turns\]$/m,
      /^\[[12]\/2\] scenario venetoclax-tutoring  manual:careful-bot → \S+: completed  ask_target → ask_dose \[2 turns\]$/m,
    ]) {
      expect(stderr).toMatch(line)
    }
    expect(stderr).toMatch(/^\[2\/2\] scenario /m)
  })

  it('getScenarioResults rebuilds the loaded runs, each turn linked to its result', () => {
    const runs = results.getScenarioResults()
    expect(runs.map((r) => [r.answeringModel, r.path, r.turnResults.map((t) => t.metadata.scenario_node)])).toEqual([
      ['manual:careful-bot', ['ask_target', 'ask_dose'], ['ask_target', 'ask_dose']],
      ['manual:hasty-bot', ['ask_target', 'hint', 'ask_dose'], ['ask_target', 'hint', 'ask_dose']],
    ])
    expect(runs[1]!.outcomeResults).toEqual({ target_first_try: false, reached_dose: true, dose_right: false, hints_needed: 1 })
  })

  it('exports every turn with its scenario fields, and the scenario results', async () => {
    const hasty = results.results.filter((r) => r.metadata.answering.model_name === 'hasty-bot')
    expect(hasty.map((r) => [r.metadata.scenario_node, r.metadata.scenario_turn, r.metadata.scenario_path, r.template?.verify_result])).toEqual([
      ['ask_target', 0, ['ask_target'], false],
      ['hint', 1, ['ask_target', 'hint'], true],
      ['ask_dose', 2, ['ask_target', 'hint', 'ask_dose'], false],
    ])
    expect(results.scenarioResults).toHaveLength(2)
    expect(results.scenarioResults![1]).toMatchObject({
      scenario_id: 'venetoclax-tutoring',
      status: 'completed',
      outcome_results: { target_first_try: false, reached_dose: true, dose_right: false, hints_needed: 1 },
    })
    const html = await readFile(join(dir, 'report.html'), 'utf8')
    expect(html).toContain('<h2>Scenario paths</h2>')
  })
})
