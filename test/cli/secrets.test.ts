// Provider errors that echo the request's credentials (`authorization: Bearer sk-…`) never reach what
// `karenina verify` stores or prints: results JSON, HTML report, progress lines, summary, stderr.
import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fault, reply, startLlmServer, type LlmServer } from '@karenina/testing'
import { Benchmark, defineTemplate, exactMatch, field, readResultsFile, runVerification } from 'karenina'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { z } from 'zod'
// The checkpoint writer is not re-exported from the package root yet.
import { saveCheckpoint } from '../../packages/karenina/src/benchmark/checkpoint/save-checkpoint.js'
import { runKarenina } from './fixtures/karenina-cli.js'

const KEY = 'sk-loopback-SECRET-0123456789abcdef'
const Target = defineTemplate({
  target: field(z.string(), { description: 'The protein target named in the response', groundTruth: 'BCL2', check: exactMatch() }),
})

let server: LlmServer
let dir: string
let checkpoint: string
beforeAll(async () => {
  server = await startLlmServer()
  // q0: the answering call fails with an error echoing the key; q1: the judge's call does.
  server.on({ model: 'gpt-answerer', match: 'Question 0' }, fault.leakCredentials(401))
  server.on({ model: 'gpt-answerer' }, 'The target is BCL2.')
  server.on({ model: 'gpt-judge', match: (r) => JSON.stringify(r.messages).includes('Question 1') }, fault.leakCredentials(400))
  server.on({ model: 'gpt-judge' }, reply.json({ target: 'BCL2' }))
  dir = await mkdtemp(join(tmpdir(), 'karenina-cli-secrets-'))
  const benchmark = Benchmark.create({ name: 'secrets', now: () => new Date(2026, 0, 2, 3, 4, 5) })
  for (let i = 0; i < 3; i++) benchmark.addQuestion({ id: `q${i}`, question: `Question ${i}: what is the putative target of venetoclax?`, rawAnswer: 'BCL2', template: Target })
  checkpoint = join(dir, 'bench.jsonld')
  await saveCheckpoint(benchmark, checkpoint)
})
afterAll(async () => {
  await server.close()
  await rm(dir, { recursive: true, force: true })
})

describe('karenina verify never stores or prints a key an error echoed', () => {
  it('results.json, report.html, progress and summary hold the errors without the key', async () => {
    const model = (name: string) => `openai_endpoint:${name}@${server.openaiBaseURL}`
    const output = join(dir, 'results.json')
    const html = join(dir, 'report.html')
    const run = await runKarenina(['verify', checkpoint, '-a', model('gpt-answerer'), '-p', model('gpt-judge'), '-o', output, '--html', html, '--progress', 'plain'], {
      env: { OPENAI_API_KEY: KEY },
    })
    // The server did echo it: the test would see a leak.
    const echoed = server.requests.filter((r) => r.reply?.status === 401 || r.reply?.status === 400).map((r) => JSON.stringify(r.reply?.body))
    expect(echoed.length).toBeGreaterThanOrEqual(2)
    for (const body of echoed) expect(body).toContain(`authorization: Bearer ${KEY}`)
    expect(run.code).toBe(3)
    const [json, page] = await Promise.all([readFile(output, 'utf8'), readFile(html, 'utf8')])
    for (const [where, text] of Object.entries({ 'results.json': json, 'report.html': page, stdout: run.stdout, stderr: run.stderr })) {
      expect(text.includes(KEY), `${where} holds the key`).toBe(false)
      expect(text.includes('SECRET-0123456789'), `${where} holds part of the key`).toBe(false)
    }
    // The errors themselves are kept, with the credential's name and the key replaced.
    const results = (await readResultsFile(output)).results
    const reasons = results.map((r) => r.metadata.failure?.reason ?? '').join('\n')
    expect(reasons).toMatch(/authorization: (Bearer )?\[REDACTED\]/)
    expect(results.filter((r) => r.metadata.failure !== null)).toHaveLength(2)
  }, 60_000)

  it('the progressive JSONL file (what an interrupted run leaves on disk) holds no key either', async () => {
    const jsonl = join(dir, 'progress.results.jsonl')
    const model = (name: string) => ({ interface: 'openai_endpoint', model_name: name, endpoint_base_url: server.openaiBaseURL, endpoint_api_key: KEY })
    const benchmark = Benchmark.create({ name: 'secrets', now: () => new Date(2026, 0, 2, 3, 4, 5) })
    benchmark.addQuestion({ id: 'q0', question: 'Question 0: what is the putative target of venetoclax?', rawAnswer: 'BCL2', template: Target })
    const set = await runVerification(benchmark, { answering_models: [model('gpt-answerer')], parsing_models: [model('gpt-judge')] }, { env: {}, output: { jsonl, resume: false } })
    expect(set.results[0]!.metadata.failure?.category).toBe('unexpected_error')
    const text = await readFile(jsonl, 'utf8')
    expect(text).toMatch(/authorization: (Bearer )?\[REDACTED\]/)
    expect(text).not.toContain('SECRET-0123456789')
  }, 60_000)
})
