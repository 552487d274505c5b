// `karenina verify --answerer <module[#export]>` and `answering_models[].answerer` in --config: the user's app
// answers every question of a checkpoint, judged by the loopback server's judge; recorded, then replayed
// from the cassette with zero calls to the app (the app counts its calls in a file).
import { existsSync, readFileSync } from 'node:fs'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join, relative } from 'node:path'
import { Writable } from 'node:stream'
import { fileURLToPath } from 'node:url'
import { startLlmServer, type LlmServer } from '@karenina/testing'
import { Benchmark, defineTemplate, exactMatch, field, readResultsFile, type VerificationResult } from 'karenina'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { saveCheckpoint } from '../../packages/karenina/src/benchmark/checkpoint/save-checkpoint.js'
import { runCli } from '../../packages/karenina/src/cli/run-cli.js'
import { runKarenina } from './fixtures/karenina-cli.js'

const APP = fileURLToPath(new URL('./fixtures/answerer/support-bot.mjs', import.meta.url))

const Target = defineTemplate({
  target: field(z.string(), { description: 'The protein target named in the response', groundTruth: 'BCL2', check: exactMatch({ normalize: ['lowercase', 'strip'] }) }),
})

let server: LlmServer
let dir: string
let checkpoint: string
beforeAll(async () => {
  server = await startLlmServer()
  server.on({ model: 'gpt-judge' }, (request) => JSON.stringify({ target: /BCL2/.test(request.lastUserText) ? 'BCL2' : 'MCL1' }))
  dir = await mkdtemp(join(tmpdir(), 'karenina-cli-answerer-'))
  const benchmark = Benchmark.create({ name: 'app benchmark', now: () => new Date(2026, 0, 2, 3, 4, 5) })
  benchmark.addQuestion({ id: 'q-right', question: 'What is the putative target of venetoclax?', rawAnswer: 'BCL2', template: Target })
  benchmark.addQuestion({ id: 'q-wrong', question: 'What is the target of this other drug?', rawAnswer: 'BCL2', template: Target })
  benchmark.addQuestion({ id: 'q-crash', question: 'Will this crash the bot?', rawAnswer: 'BCL2', template: Target })
  checkpoint = join(dir, 'bench.jsonld')
  await saveCheckpoint(benchmark, checkpoint)
})
afterAll(async () => {
  await server.close()
  await rm(dir, { recursive: true, force: true })
})

const judge = () => `openai_endpoint:gpt-judge@${server.openaiBaseURL}`
const env = (calls: string) => ({ OPENAI_API_KEY: 'sk-test', ANSWERER_CALLS_FILE: calls })
const callsIn = (file: string) => (existsSync(file) ? readFileSync(file, 'utf8').split('\n').filter(Boolean) : [])

async function byQuestion(output: string): Promise<Map<string, VerificationResult>> {
  const set = await readResultsFile(output)
  return new Map(set.results.map((r) => [r.metadata.question_id, r]))
}

const verdicts = (results: Map<string, VerificationResult>) =>
  Object.fromEntries([...results].map(([id, r]) => [id, [`${r.metadata.answering.interface}:${r.metadata.answering.model_name}`, r.template?.verify_result ?? null, r.metadata.failure?.category ?? null]]))

describe('karenina verify --answerer', () => {
  it('the app answers every question (a throwing question is answerer_error); recorded, then replayed with zero app calls', async () => {
    const cassette = join(dir, 'app.cassette.json')
    const args = (output: string, mode: string) => ['verify', checkpoint, '--answerer', `${APP}#supportBot`, '-p', judge(), '-o', output, '--progress', 'none', '--replay', mode, '--cassette', cassette]
    const recordCalls = join(dir, 'record.calls')
    const recorded = await runKarenina(args(join(dir, 'recorded.json'), 'record'), { env: env(recordCalls) })
    expect(recorded.stderr).not.toContain('karenina:')
    expect(callsIn(recordCalls)).toHaveLength(3)
    const live = await byQuestion(join(dir, 'recorded.json'))
    expect(verdicts(live)).toEqual({
      'q-right': ['app:support-bot', true, null],
      'q-wrong': ['app:support-bot', false, 'content'],
      'q-crash': ['app:support-bot', null, 'answerer_error'],
    })
    expect(live.get('q-crash')!.metadata.failure?.reason).toBe('answerer "support-bot" threw Error: the knowledge base is unreachable')
    expect(recorded.code).toBe(3) // the app's failure is an error, not a wrong answer (--allow-errors: not passed)

    const judgeCalls = server.requests.length
    const replayCalls = join(dir, 'replay.calls')
    const replayed = await runKarenina(args(join(dir, 'replayed.json'), 'replay'), { env: env(replayCalls) })
    expect(replayed.stderr).not.toContain('karenina:')
    expect(callsIn(replayCalls)).toEqual([]) // the app was imported, never called
    expect(server.requests.length).toBe(judgeCalls)
    expect(verdicts(await byQuestion(join(dir, 'replayed.json')))).toEqual(verdicts(live))
  })

  it('--config answering_models[].answerer names the module relative to the config file; a plain function is named after itself', async () => {
    const config = join(dir, 'app.config.json')
    await writeFile(config, JSON.stringify({ answering_models: [{ answerer: relative(dir, APP) }], parsing_models: [judge()] }))
    const calls = join(dir, 'config.calls')
    const run = await runKarenina(['verify', checkpoint, '--config', config, '-q', 'q-right,q-wrong', '-o', join(dir, 'config.json'), '--progress', 'none'], { env: env(calls) })
    expect(run.stderr).not.toContain('karenina:')
    expect(callsIn(calls).map((line) => line.split('\t')[0])).toEqual(['helpDesk', 'helpDesk'])
    expect(verdicts(await byQuestion(join(dir, 'config.json')))).toEqual({ 'q-right': ['app:helpDesk', true, null], 'q-wrong': ['app:helpDesk', false, 'content'] })
  })
})

/** runCli in-process: fast, for the bad-input cases (exit 2, the flag and module named). */
async function cli(args: string[]): Promise<{ code: number; stderr: string }> {
  let stderr = ''
  const sink = (collect: boolean) => new Writable({ write: (chunk: Buffer, _enc, done) => ((stderr += collect ? chunk.toString('utf8') : ''), done()) })
  const code = await runCli(args, { stdout: sink(false), stderr: sink(true), env: { OPENAI_API_KEY: 'sk-test' }, cwd: dir })
  return { code, stderr }
}

describe('karenina verify --answerer: bad input', () => {
  it.each([
    [`${APP}#nope`, /--answerer .*support-bot\.mjs#nope: expected defineAnswerer\(\{ name, answer \}\) or a function .*no export "nope" \(its exports: default, notAnApp, supportBot\)/],
    [`${APP}#notAnApp`, /notAnApp is number/],
    ['./missing.mjs', /--answerer \.\/missing\.mjs: no such file/],
  ])('%s is refused before any call', async (value, message) => {
    const before = server.requests.length
    const { code, stderr } = await cli(['verify', checkpoint, '--answerer', value, '-p', judge(), '--progress', 'none'])
    expect(code).toBe(2)
    expect(stderr).toMatch(message)
    expect(server.requests.length).toBe(before)
  })
})
