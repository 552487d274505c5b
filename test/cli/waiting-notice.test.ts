// A hung endpoint: `karenina verify` says which call it waits for and how long, instead of looking frozen.
// The judge never answers (fault.hang); the test waits for the line, then stops the process.
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { PassThrough } from 'node:stream'
import { fault, startLlmServer, type LlmServer } from '@karenina/testing'
import { Benchmark, defineTemplate, exactMatch, field } from 'karenina'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { z } from 'zod'
// The checkpoint writer is not re-exported from the package root yet.
import { saveCheckpoint } from '../../packages/karenina/src/benchmark/checkpoint/save-checkpoint.js'
import { WaitingNotice } from '../../packages/karenina/src/cli/waiting-notice.js'
import { exited, runKarenina, startKarenina } from './fixtures/karenina-cli.js'

const Target = defineTemplate({
  target: field(z.string(), { description: 'The protein target named in the response', groundTruth: 'BCL2', check: exactMatch() }),
})

let server: LlmServer
let dir: string
let checkpoint: string
beforeAll(async () => {
  server = await startLlmServer()
  server.on({ model: 'gpt-answerer' }, 'The target is BCL2.')
  server.on({ model: 'gpt-hang' }, fault.hang())
  dir = await mkdtemp(join(tmpdir(), 'karenina-cli-waiting-'))
  const benchmark = Benchmark.create({ name: 'hung judge', now: () => new Date(2026, 0, 2, 3, 4, 5) })
  benchmark.addQuestion({ id: 'q12', question: 'What is the putative target of venetoclax?', rawAnswer: 'BCL2', template: Target })
  checkpoint = join(dir, 'bench.jsonld')
  await saveCheckpoint(benchmark, checkpoint)
})
afterAll(async () => {
  await server.close()
  await rm(dir, { recursive: true, force: true })
})

describe('karenina verify against a hung endpoint', () => {
  it('prints which call it waits for (model, question, stage, attempt, request timeout)', async () => {
    const model = (name: string) => `openai_endpoint:${name}@${server.openaiBaseURL}`
    const child = startKarenina(
      ['verify', checkpoint, '-a', model('gpt-answerer'), '-p', model('gpt-hang'), '--progress', 'plain', '--waiting-notice', '0.2', '--request-timeout', '600'],
      { env: { OPENAI_API_KEY: 'sk-test' } },
    )
    const line = await new Promise<string>((resolve, reject) => {
      child.stderr!.on('data', () => {
        // The answering call may itself pass the 0.2 s threshold on a busy machine: wait for the judge's line.
        const found = /^waiting .* for judge .*$/m.exec(child.output.stderr)
        if (found) resolve(found[0])
      })
      child.on('close', () => reject(new Error(`exited without a waiting line:\n${child.output.stderr}`)))
    })
    child.kill('SIGKILL')
    await exited(child)
    expect(line).toMatch(/^waiting \d+ s for judge openai_endpoint:gpt-hang \(question q12, stage ParseTemplate, attempt 1, request timeout 600 s; --request-timeout sets it\)$/)
    // The request really is in flight at the server, unanswered.
    expect(server.requests.filter((r) => r.model === 'gpt-hang').map((r) => r.reply?.status ?? null)).toContain(null)
  }, 60_000)

  it('documents --timeout, --request-timeout and the waiting line in verify --help', async () => {
    const help = await runKarenina(['verify', '--help'])
    expect(help.stdout).toContain('--request-timeout <seconds>')
    expect(help.stdout).toContain('request_timeout, default 120 s')
    expect(help.stdout).toContain('--waiting-notice <seconds>')
    expect(help.stdout).toContain('a hung endpoint costs about 8 minutes per call')
  })
})

describe('WaitingNotice', () => {
  it('names each call in flight once its wait passes the threshold, again at each multiple, never after it ends', () => {
    let now = 0
    const stream = new PassThrough()
    let out = ''
    stream.on('data', (chunk: Buffer) => (out += chunk.toString('utf8')))
    const notice = new WaitingNotice(stream, 30, () => now)
    const task = { questionId: 'q1', answeringKey: '', parsingKey: '', replicate: null }
    notice.onEvent({ type: 'call-started', task, callId: 1, call: { role: 'answering', model: 'openai:gpt-a', stage: 'GenerateAnswer', attempt: 2, timeoutMs: 120_000 } })
    now = 29_000
    notice.check()
    now = 31_000
    notice.check()
    notice.check()
    now = 61_000
    notice.check()
    notice.onEvent({ type: 'call-finished', task, callId: 1 })
    now = 200_000
    notice.check()
    notice.stop()
    expect(out.trimEnd().split('\n')).toEqual([
      'waiting 31 s for answering openai:gpt-a (question q1, stage GenerateAnswer, attempt 2, request timeout 120 s; --request-timeout sets it)',
      'waiting 61 s for answering openai:gpt-a (question q1, stage GenerateAnswer, attempt 2, request timeout 120 s; --request-timeout sets it)',
    ])
  })
})
