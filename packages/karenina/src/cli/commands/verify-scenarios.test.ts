import { startLlmServer, type LlmServer } from '@karenina/testing'
import { existsSync } from 'node:fs'
import { copyFile, mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { Writable } from 'node:stream'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { FIXTURE_DIR } from '../../benchmark/checkpoint/__fixtures__/checkpoint-fixtures.js'
import { readResultsFile } from '../../results/import.js'
import { say, scriptAnswerer, scriptJudge } from '../../scenario-executor/__fixtures__/scenario-fixtures.js'
import type { ScenarioResultRecord } from '../../scenario-executor/scenario-execution-result.js'
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
