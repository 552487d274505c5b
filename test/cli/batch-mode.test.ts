// `karenina verify --batch` as a user runs it: a 200-question benchmark through the loopback server's emulated
// OpenAI Batch API and Anthropic Message Batches. The process is killed mid-poll (once the batch id is saved
// beside the results and the batch has been polled), resumed with --resume, and must submit nothing again
// (counted on the server) and end with the verdicts of a live run of the same benchmark.
import { existsSync } from 'node:fs'
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { reply, startLlmServer, type LlmServer } from '@karenina/testing'
import { Benchmark, costByRole, defineTemplate, exactMatch, field, readResultsFile } from 'karenina'
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
// The scripted models' prices (USD per million tokens); the judges' batch discount is overridden.
const prices = {
  'gpt-answerer': { inputPerMTok: 2, outputPerMTok: 8 },
  'gpt-judge': { inputPerMTok: 0.4, outputPerMTok: 1.6, batchDiscount: 0.4 },
  'claude-answerer': { inputPerMTok: 3, outputPerMTok: 15 },
  'claude-judge': { inputPerMTok: 1, outputPerMTok: 5, batchDiscount: 0.4 },
}

/** Scripts the answering and judge models (rules survive only until a reset). */
function script(): void {
  const answer = (text: string) => {
    const q = Number(/Question (\d+):/.exec(text)?.[1])
    return `The target is ${q % 10 === 3 ? 'MCL1' : 'BCL2'} [q${q}]`
  }
  server.on({ model: /answerer/ }, (request) => answer(request.lastUserText))
  server.on({ model: /judge/ }, (request) => reply.json({ target: /The target is (\w+)/.exec(JSON.stringify(request.messages))?.[1] ?? 'none' }))
}

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
    // Complete lines only; an intent line (written before the create call) holds no batch id yet.
    const lines = text.split('\n').slice(0, -1).map((line) => JSON.parse(line) as { batch_id?: string })
    const id = lines.find((line) => line.batch_id !== undefined)?.batch_id
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
    script()

    const pricesFile = join(dir, 'prices.json')
    await writeFile(pricesFile, JSON.stringify(prices))
    const output = join(dir, `${provider}-batch.json`)
    const journal = join(dir, `${provider}-batch.results.batches.jsonl`)
    const args = ['verify', checkpoint, ...models, '-o', output, '--batch', '--batch-poll', '0.02', '--progress', 'plain', '--prices', pricesFile]
    server.batches.hold()
    const child = startKarenina(args, { env })
    const batchId = await waitForSavedBatch(journal, child)
    child.kill('SIGKILL')
    expect((await exited(child)).signal).toBe('SIGKILL')
    expect(child.output.stderr).toContain(`batch ${batchId} submitted: ${N} calls to ${provider}`)
    expect(server.batches.counts).toMatchObject({ batchesCreated: 1, itemsSubmitted: N })
    server.batches.release()

    // Under GitHub Actions the finishing run appends its step summary; it also writes the HTML report.
    const stepSummary = join(dir, `${provider}-step-summary.md`)
    const verifyHtml = join(dir, `${provider}-verify.html`)
    const resumed = await runKarenina([...args, '--resume', '--html', verifyHtml], { env: { ...env, GITHUB_STEP_SUMMARY: stepSummary } })
    expect(resumed.stderr).not.toContain('karenina:')
    expect(resumed.code).toBe(0)
    expect(resumed.stderr).toContain(`batch ${batchId} picked up from the resumed run: ${N} calls`)
    // Zero resubmissions: the answers' batch was picked up; only the judges' batch is new. No live call at all.
    expect(server.batches.counts).toMatchObject({ batchesCreated: 2, itemsSubmitted: 2 * N })
    expect(server.batches.list.map((b) => b.model)).toEqual(provider === 'openai' ? ['gpt-answerer', 'gpt-judge'] : ['claude-answerer', 'claude-judge'])
    expect(server.requests.filter((r) => r.endpoint === 'chat')).toHaveLength(0)
    expect(resumed.stdout).toContain('Batch mode: 2 provider batches, 1 picked up from the resumed run')

    const batched = await verdicts(output)
    expect(batched).toHaveLength(N)
    expect(batched).toEqual(await verdicts(live))
    expect(batched.filter((v) => v.includes('MCL1'))).toHaveLength(N / 10)
    expect(existsSync(journal)).toBe(false)

    // Every result records its two calls as batched (in extensions, where the v2.2 export keeps karenina-ts
    // fields); the cost line and the batch line price them from the same computation.
    const { results } = await readResultsFile(output)
    expect(results.every((r) => JSON.stringify(Object.keys((r.extensions?.['batch'] as { stages: object }).stages).sort()) === '["answer_generation","parsing"]')).toBe(true)
    const cost = costByRole(results, { prices })
    expect(cost.total.batchedCalls).toBe(2 * N)
    const usd = (n: number) => (n >= 1 ? `$${n.toFixed(2)}` : `$${n.toFixed(4)}`)
    expect(resumed.stdout).toContain(`total ${usd(cost.total.usd)} (${2 * N} calls batched, saved ${usd(cost.total.batchSavingUsd)})`)
    expect(resumed.stdout).toContain(`${2 * N} calls batched, saved ${usd(cost.total.batchSavingUsd)} (answering ${N} calls, saved ${usd(cost.roles.answering.batchSavingUsd)} · judging ${N} calls, saved ${usd(cost.roles.judging.batchSavingUsd)})`)
    // The saving is the discount of the list price: 50% of the answers, the judges' 40% override.
    const live$ = costByRole((await readResultsFile(live)).results, { prices })
    expect(cost.roles.answering.batchSavingUsd).toBeCloseTo(live$.roles.answering.usd * 0.5, 9)
    expect(cost.roles.judging.batchSavingUsd).toBeCloseTo(live$.roles.judging.usd * 0.4, 9)
    expect(cost.total.usd).toBeCloseTo(live$.total.usd - cost.total.batchSavingUsd, 9)

    // The GitHub step summary and the HTML reports (verify --html, karenina report --html) say the same.
    const saving = `${2 * N} calls batched, saved ${usd(cost.total.batchSavingUsd)}`
    expect(cost.total.batchSavingUsd).toBeGreaterThan(0)
    const markdown = await readFile(stepSummary, 'utf8')
    expect(markdown).toContain(`Batch price: ${saving}.`)
    expect(markdown).toContain(`| **total** | ${cost.total.tokens} | ${usd(cost.total.usd)} |`)
    expect(markdown).toContain(`### Karenina: ${N - N / 10}/${N} passed`)
    const reportHtml = join(dir, `${provider}-report.html`)
    const report = await runKarenina(['report', output, '--html', reportHtml, '--prices', pricesFile], { env })
    expect(report.stderr).toBe('')
    expect(report.code).toBe(0)
    for (const file of [verifyHtml, reportHtml]) {
      const page = await readFile(file, 'utf8')
      expect(page).toContain(`Batch price: ${saving}.`)
      expect(page).toContain(`<td>total</td><td>${cost.total.tokens.toLocaleString('en-US')}</td><td>${usd(cost.total.usd)}</td>`)
    }

    // OpenAI keeps the batches' files: each batch's input and output file is deleted once the results are saved.
    if (provider === 'openai') {
      expect(server.batches.counts).toMatchObject({ filesUploaded: 2, filesDeleted: 4 })
      expect(server.batches.fileIds).toEqual([])
    }
  }, 240_000)

  it('resumes without resubmitting a batch created just before the process was killed, its id never saved', async () => {
    const models = await modelArgs(provider)
    server.reset()
    script()
    const output = join(dir, `${provider}-killed-at-create.json`)
    const journal = join(dir, `${provider}-killed-at-create.results.batches.jsonl`)
    const args = ['verify', checkpoint, ...models, '-o', output, '--batch', '--batch-poll', '0.02', '--progress', 'none']
    // The provider creates the batch, and its answer is held until the client is dead: the id never reaches it.
    let created!: () => void
    const createdBatch = new Promise<void>((resolve) => (created = resolve))
    let answerCreate!: () => void
    const unhold = new Promise<void>((resolve) => (answerCreate = resolve))
    const stopListening = server.batches.onCreated(() => {
      created()
      return unhold
    })
    const child = startKarenina(args, { env })
    await Promise.race([createdBatch, exited(child).then(() => Promise.reject(new Error(`the run ended before creating a batch:\n${child.output.stderr}`)))])
    child.kill('SIGKILL')
    expect((await exited(child)).signal).toBe('SIGKILL')
    stopListening()
    answerCreate()
    const lines = (await readFile(journal, 'utf8')).trim().split('\n').map((l) => JSON.parse(l) as Record<string, unknown>)
    // OpenAI: the intent again with its uploaded input file, written before the create call.
    expect(lines).toHaveLength(provider === 'openai' ? 2 : 1)
    if (provider === 'openai') expect(lines[1]).toEqual({ ...lines[0], input_file_id: expect.stringMatching(/^file-/) })
    expect(lines[0]).toMatchObject({ provider, custom_ids: expect.any(Array) })
    expect(lines[0]!['intent']).toMatch(/^kb[0-9a-f]{40}$/)
    expect(lines[0]!['batch_id']).toBeUndefined()
    expect(server.batches.counts).toMatchObject({ batchesCreated: 1, itemsSubmitted: N })
    const [orphan] = server.batches.list
    if (provider === 'openai') expect(orphan!.metadata).toMatchObject({ karenina_key: lines[0]!['intent'] })

    const resumed = await runKarenina([...args, '--resume'], { env })
    expect(resumed.stderr).not.toContain('karenina:')
    expect(resumed.code).toBe(0)
    // Found by listing the provider's batches: 0 resubmitted, only the judges' batch is new; no live call.
    expect(server.batches.counts.lists).toBeGreaterThan(0)
    expect(server.batches.counts).toMatchObject({ batchesCreated: 2, itemsSubmitted: 2 * N })
    expect(server.batches.list.map((b) => b.id)[0]).toBe(orphan!.id)
    expect(server.requests.filter((r) => r.endpoint === 'chat')).toHaveLength(0)
    expect(resumed.stdout).toContain('Batch mode: 2 provider batches, 1 picked up from the resumed run')
    expect(await verdicts(output)).toEqual(await verdicts(join(dir, `${provider}-live.json`)))
    expect(existsSync(journal)).toBe(false)
    // The journaled input file belonged to the batch found: kept for it, then deleted with its output file.
    if (provider === 'openai') expect(server.batches.counts).toMatchObject({ filesUploaded: 2, filesDeleted: 4 })
    if (provider === 'openai') expect(server.batches.fileIds).toEqual([])
  }, 240_000)
})

describe('karenina verify --batch (openai): killed between the input file upload and the batch create', () => {
  it('the resumed run deletes the orphaned input file, and no batch is submitted twice', async () => {
    const models = await modelArgs('openai')
    server.reset()
    script()
    const output = join(dir, 'openai-killed-at-upload.json')
    const journal = join(dir, 'openai-killed-at-upload.results.batches.jsonl')
    const args = ['verify', checkpoint, ...models, '-o', output, '--batch', '--batch-poll', '0.02', '--progress', 'none']
    // The create request arrives after the upload and its journal line; it is held, then dropped once the
    // client is dead: the provider has the file and no batch.
    let arrived!: () => void
    const createRequested = new Promise<void>((resolve) => (arrived = resolve))
    let answer!: (how: 'drop') => void
    const dropped = new Promise<'drop'>((resolve) => (answer = resolve))
    const stopListening = server.batches.onCreateRequest(() => {
      arrived()
      return dropped
    })
    const child = startKarenina(args, { env })
    await Promise.race([createRequested, exited(child).then(() => Promise.reject(new Error(`the run ended before creating a batch:\n${child.output.stderr}`)))])
    child.kill('SIGKILL')
    expect((await exited(child)).signal).toBe('SIGKILL')
    stopListening()
    answer('drop')
    expect(server.batches.counts).toMatchObject({ filesUploaded: 1, batchesCreated: 0 })
    const [orphan] = server.batches.fileIds
    const lines = (await readFile(journal, 'utf8')).trim().split('\n').map((l) => JSON.parse(l) as Record<string, unknown>)
    // The intent, then the same intent with its uploaded file: written before the create call.
    expect(lines).toHaveLength(2)
    expect(lines[1]).toEqual({ ...lines[0], input_file_id: orphan })

    const resumed = await runKarenina([...args, '--resume'], { env })
    expect(resumed.stderr).not.toContain('karenina:')
    expect(resumed.code).toBe(0)
    // No batch held the file: deleted; the answers and the judges each went into one batch, once.
    expect(server.batches.counts.lists).toBeGreaterThan(0)
    expect(server.batches.list.map((b) => [b.model, b.customIds.length])).toEqual([
      ['gpt-answerer', N],
      ['gpt-judge', N],
    ])
    expect(server.batches.list[0]!.customIds).toEqual(lines[0]!['custom_ids'])
    expect(server.batches.counts).toMatchObject({ filesUploaded: 3, batchesCreated: 2, itemsSubmitted: 2 * N, filesDeleted: 5 })
    expect(server.batches.fileIds).toEqual([])
    expect(server.requests.filter((r) => r.endpoint === 'chat')).toHaveLength(0)
    expect(resumed.stdout).toContain('Batch mode: 2 provider batches;')
    expect(await verdicts(output)).toEqual(await verdicts(join(dir, 'openai-live.json')))
    expect(existsSync(journal)).toBe(false)
  }, 240_000)
})
