import { startLlmServer, type LlmServer } from '@karenina/testing'
import { existsSync } from 'node:fs'
import { copyFile, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { Writable } from 'node:stream'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { FIXTURE_DIR } from '../../../test/fixtures/benchmark/checkpoint/checkpoint-fixtures.js'
import { readResultsFile } from '../../results/import.js'
import { say, scriptAnswerer, scriptJudge } from '../../../test/fixtures/scenario-executor/scenario-fixtures.js'
import type { ScenarioResultRecord } from '../../results/scenario-execution-result.js'
import { runCli } from '../run-cli.js'

let server: LlmServer
let dir: string
beforeEach(async () => {
  server = await startLlmServer()
  dir = await mkdtemp(join(tmpdir(), 'karenina-verify-scenarios-'))
})
afterEach(async () => {
  await server.close()
  await rm(dir, { recursive: true, force: true })
})

function sink(): Writable & { text: string } {
  const out = new Writable({
    write(chunk: Buffer, _enc, done) {
      out.text += chunk.toString('utf8')
      done()
    },
  }) as Writable & { text: string }
  out.text = ''
  return out
}

describe('karenina verify on a scenario checkpoint', () => {
  it('runs the scenarios, prints scenario counts and paths, and writes scenario_results to the export', async () => {
    // A right first answer ends the scenario at `ask` (the stored hint node overrides the judge with a
    // langchain OpenAI model, which only 127.0.0.1 tests must not reach).
    scriptAnswerer(server, () => say('BCL2'))
    scriptJudge(server)
    const checkpoint = join(dir, 'scenarios.jsonld')
    await copyFile(join(FIXTURE_DIR, 'karenina_scenario.jsonld'), checkpoint)
    const model = (name: string) => `openai_endpoint:${name}@${server.openaiBaseURL}`
    const stdout = sink()
    const stderr = sink()
    const output = join(dir, 'out', 'results.json')
    const code = await runCli(['verify', checkpoint, '-a', model('gpt-answerer'), '-p', model('gpt-judge'), '-o', output, '--progress', 'none', '--no-color'], {
      stdout,
      stderr,
      env: { OPENAI_API_KEY: 'sk-test' },
      cwd: dir,
    })
    expect(code).toBe(0)
    expect(stderr.text).toBe('')
    expect(stdout.text).toContain('Scenarios: 1 scenarios, 1 runs')
    const loaded = await readResultsFile(output)
    const record = loaded.scenarioResults![0] as ScenarioResultRecord
    expect(stdout.text).toContain(`tutoring (${record.answering_model}) [${record.status}] ${record.path.join(' → ')}`)
    expect(record).toMatchObject({ scenario_id: 'tutoring', status: 'completed', path: ['ask'], outcome_results: { solved: true, turns_at_ask: 1 } })
    expect(stdout.text).toContain('solved: 1/1')
    expect(loaded.results.map((r) => r.metadata.scenario_node)).toEqual(record.path)
    expect(existsSync(join(dir, 'out', 'results.results.jsonl'))).toBe(false)
  })
})

describe('karenina validate on a scenario checkpoint', () => {
  async function validate(file: string): Promise<{ code: number; stdout: string; stderr: string }> {
    const stdout = sink()
    const stderr = sink()
    const code = await runCli(['validate', file], { stdout, stderr, env: {}, cwd: dir })
    return { code, stdout: stdout.text, stderr: stderr.text }
  }

  it("names the Python callables that do not run; a node's classic template is valid (it runs in the Python sandbox, as a question's)", async () => {
    const run = await validate(join(FIXTURE_DIR, 'karenina_scenario.jsonld'))
    expect(run.code).toBe(0)
    expect(run.stderr).toBe('')
    expect(run.stdout).toContain('valid: ')
    expect(run.stdout).toContain('edge hint → __end__: its condition is Python code (conditionSource)')
    expect(run.stdout).toContain('node hint: its state update is Python code')
    expect(run.stdout).toContain('criterion "custom": Python code (evaluateSource)')
  })

  it('a broken graph is invalid, naming the part and the edge', async () => {
    const doc = JSON.parse(await readFile(join(FIXTURE_DIR, 'karenina_scenario.jsonld'), 'utf8'))
    doc.hasPart[0].edges.push({ source: 'ask', target: 'nowhere' })
    const file = join(dir, 'broken.jsonld')
    await writeFile(file, JSON.stringify(doc))
    const run = await validate(file)
    expect(run.code).toBe(1)
    expect(run.stderr).toMatch(/invalid: .*broken\.jsonld: hasPart\[0\]: scenario "tutoring" › \(root\): edges\[5\] \(ask → nowhere\): target "nowhere" is not a node or END/)
  })
})
