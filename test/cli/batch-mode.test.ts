// `karenina verify --batch` as a user runs it: a 200-question benchmark through the loopback server's emulated
// OpenAI Batch API and Anthropic Message Batches. The process is killed mid-poll (once the batch id is saved
// beside the results and the batch has been polled), resumed with --resume, and must submit nothing again
// (counted on the server) and end with the verdicts of a live run of the same benchmark.
import { existsSync } from 'node:fs'
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { reply, startLlmServer, type LlmServer } from '@karenina/testing'
import { Benchmark, defineTemplate, exactMatch, field, readResultsFile } from 'karenina'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { z } from 'zod'
// The checkpoint writer is not re-exported from the package root yet.
import { saveCheckpoint } from '../../packages/karenina/src/benchmark/checkpoint/save-checkpoint.js'
import { exited, runKarenina, startKarenina } from './fixtures/karenina-cli.js'

const N = 200
const Target = defineTemplate({
  target: field(z.string(), { description: 'The protein target named in the response', groundTruth: 'BCL2', check: exactMatch({ normalize: ['lowercase', 'strip'] }) }),
})

let server: LlmServer
let dir: string
let checkpoint: string
beforeAll(async () => {
  server = await startLlmServer()
  // Every tenth answer names another target, so the verdicts are not all the same.
  const answer = (text: string) => {
    const q = Number(/Question (\d+):/.exec(text)?.[1])
    return `The target is ${q % 10 === 3 ? 'MCL1' : 'BCL2'} [q${q}]`
  }
  const judge = (text: string) => ({ target: /The target is (\w+)/.exec(text)?.[1] ?? 'none' })
  server.on({ model: /answerer/ }, (request) => answer(request.lastUserText))
  server.on({ model: /judge/ }, (request) => reply.json(judge(JSON.stringify(request.messages))))
  dir = await mkdtemp(join(tmpdir(), 'karenina-cli-batch-'))
  const benchmark = Benchmark.create({ name: 'batch', now: () => new Date(2026, 0, 2, 3, 4, 5) })
  for (let i = 0; i < N; i++) benchmark.addQuestion({ id: `q${i}`, question: `Question ${i}: what is the putative target of venetoclax?`, rawAnswer: 'BCL2', template: Target })
  checkpoint = join(dir, 'bench.jsonld')
  await saveCheckpoint(benchmark, checkpoint)
})
afterAll(async () => {
  await server.close()
  await rm(dir, { recursive: true, force: true })
})

type Provider = 'openai' | 'anthropic'

async function modelArgs(provider: Provider): Promise<string[]> {
  if (provider === 'openai') {
    const model = (name: string) => `openai_endpoint:${name}@${server.openaiBaseURL}`
    return ['-a', model('gpt-answerer'), '-p', model('gpt-judge')]
  }
  const model = (name: string) => ({ interface: 'claude_tool', model_name: name, anthropic_base_url: server.anthropicBaseURL })
  const config = join(dir, 'anthropic-config.json')
  await writeFile(config, JSON.stringify({ answering_models: [model('claude-answerer')], parsing_models: [model('claude-judge')] }))
  return ['--config', config]
}
const env = { OPENAI_API_KEY: 'sk-test', ANTHROPIC_API_KEY: 'sk-ant-test' }

async function verdicts(output: string): Promise<string[]> {
  const { results } = await readResultsFile(output)
  return results
    .map((r) => JSON.stringify([r.metadata.question_id, r.metadata.failure?.category ?? null, r.template?.raw_llm_response, r.template?.parsed_llm_response, r.template?.verify_result]))
    .sort()
}

/** Waits until the run has saved a batch id and polled that batch, or fails if the process ends first. */
async function waitForSavedBatch(journal: string, child: ReturnType<typeof startKarenina>): Promise<string> {
  for (;;) {
    const text = await readFile(journal, 'utf8').catch(() => '')
    const id = text.endsWith('\n') ? (JSON.parse(text.split('\n')[0]!) as { batch_id: string }).batch_id : undefined
    if (id !== undefined && (server.batches.list.find((b) => b.id === id)?.polls ?? 0) > 0) return id
    if (child.exitCode !== null || child.signalCode !== null) throw new Error(`the run ended before saving a batch id:\n${child.output.stderr}`)
    await new Promise((r) => setTimeout(r, 25))
  }
}

describe.each<Provider>(['openai', 'anthropic'])('karenina verify --batch (%s)', (provider) => {
  it(`runs ${N} questions through the batch API, killed mid-poll and resumed without resubmission, with the live run's verdicts`, async () => {
    const models = await modelArgs(provider)
    const live = join(dir, `${provider}-live.json`)
    const liveRun = await runKarenina(['verify', checkpoint, ...models, '-o', live, '--progress', 'none'], { env })
    expect(liveRun.stderr).not.toContain('karenina:')
    expect(liveRun.code).toBe(0)

    server.reset()
    // Rules survive only until reset: script them again.
    const answer = (text: string) => {
      const q = Number(/Question (\d+):/.exec(text)?.[1])
      return `The target is ${q % 10 === 3 ? 'MCL1' : 'BCL2'} [q${q}]`
    }
    server.on({ model: /answerer/ }, (request) => answer(request.lastUserText))
    server.on({ model: /judge/ }, (request) => reply.json({ target: /The target is (\w+)/.exec(JSON.stringify(request.messages))?.[1] ?? 'none' }))

    const output = join(dir, `${provider}-batch.json`)
    const journal = join(dir, `${provider}-batch.results.batches.jsonl`)
    const args = ['verify', checkpoint, ...models, '-o', output, '--batch', '--batch-poll', '0.02', '--progress', 'plain']
    server.batches.hold()
    const child = startKarenina(args, { env })
    const batchId = await waitForSavedBatch(journal, child)
    child.kill('SIGKILL')
    expect((await exited(child)).signal).toBe('SIGKILL')
    expect(child.output.stderr).toContain(`batch ${batchId} submitted: ${N} calls to ${provider}`)
    expect(server.batches.counts).toMatchObject({ batchesCreated: 1, itemsSubmitted: N })
    server.batches.release()

    const resumed = await runKarenina([...args, '--resume'], { env })
    expect(resumed.stderr).not.toContain('karenina:')
    expect(resumed.code).toBe(0)
    expect(resumed.stderr).toContain(`batch ${batchId} picked up from the resumed run: ${N} calls`)
    // Zero resubmissions: the answers' batch was picked up; only the judges' batch is new. No live call at all.
    expect(server.batches.counts).toMatchObject({ batchesCreated: 2, itemsSubmitted: 2 * N })
    expect(server.batches.list.map((b) => b.model)).toEqual(provider === 'openai' ? ['gpt-answerer', 'gpt-judge'] : ['claude-answerer', 'claude-judge'])
    expect(server.requests.filter((r) => r.endpoint === 'chat')).toHaveLength(0)
    expect(resumed.stdout).toContain(`Batch mode: ${2 * N} calls batched in 2 provider batches, 1 picked up from the resumed run`)
    expect(resumed.stdout).toContain('saved 50% of the cost of those calls')

    const batched = await verdicts(output)
    expect(batched).toHaveLength(N)
    expect(batched).toEqual(await verdicts(live))
    expect(batched.filter((v) => v.includes('MCL1'))).toHaveLength(N / 10)
    expect(existsSync(journal)).toBe(false)
  }, 240_000)
})
