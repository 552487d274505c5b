// Cost per role and `--max-cost` (README "Cost per role and budgets"), as a user runs them: the CLI as a
// process against the loopback LLM server, which reports fixed token counts per reply, so every dollar in
// the summary is known in advance.
import { readFile, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { reply, startLlmServer, type LlmServer } from '@karenina/testing'
import { Benchmark, defineTemplate, exactMatch, field, readResultsFile } from 'karenina'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { saveCheckpoint } from '../../packages/karenina/src/benchmark/checkpoint/save-checkpoint.js'
import { runKarenina } from './fixtures/karenina-cli.js'

const N = 6
const Target = defineTemplate({
  target: field(z.string(), { description: 'The protein target named in the response', groundTruth: 'BCL2', check: exactMatch({ normalize: ['lowercase', 'strip'] }) }),
})

// Per result: answering 1000 in × $1 + 500 out × $2 = $0.0020; judging 2000 in × $0.5 + 100 out × $4 = $0.0014.
const PRICES = {
  'gpt-answerer': { inputPerMTok: 1, outputPerMTok: 2 },
  'gpt-judge': { inputPerMTok: 0.5, outputPerMTok: 4 },
}

let server: LlmServer
let dir: string
let checkpoint: string
let prices: string
beforeAll(async () => {
  server = await startLlmServer()
  server.on({ model: 'gpt-answerer' }, reply.text('The target is BCL2', { usage: { inputTokens: 1000, outputTokens: 500 } }))
  server.on({ model: 'gpt-judge' }, reply.json({ target: 'BCL2' }, { usage: { inputTokens: 2000, outputTokens: 100 } }))
  dir = await mkdtemp(join(tmpdir(), 'karenina-cli-cost-'))
  const benchmark = Benchmark.create({ name: 'cost', now: () => new Date(2026, 0, 2, 3, 4, 5) })
  for (let i = 0; i < N; i++) benchmark.addQuestion({ id: `q${i}`, question: `Question ${i}: what is the putative target of venetoclax?`, rawAnswer: 'BCL2', template: Target })
  checkpoint = join(dir, 'bench.jsonld')
  await saveCheckpoint(benchmark, checkpoint)
  prices = join(dir, 'prices.json')
  await writeFile(prices, JSON.stringify(PRICES))
})
afterAll(async () => {
  await server.close()
  await rm(dir, { recursive: true, force: true })
})

const model = (name: string) => `openai_endpoint:${name}@${server.openaiBaseURL}`
const verifyArgs = (...extra: string[]) => ['verify', checkpoint, '-a', model('gpt-answerer'), '-p', model('gpt-judge'), '-c', '1', '--progress', 'none', '--no-color', ...extra]
const env = { OPENAI_API_KEY: 'sk-test' }
const answerRequests = () => server.requests.filter((r) => r.model === 'gpt-answerer').length

describe('karenina verify: cost per role', () => {
  it('prints answering vs judging vs rubric cost from the prices file, and the HTML report shows it', async () => {
    const html = join(dir, 'report.html')
    const run = await runKarenina(verifyArgs('--questions', 'q0,q1,q2', '--prices', prices, '--html', html, '-o', join(dir, 'three.json')), { env })
    expect(run.stderr).toBe('')
    expect(run.code).toBe(0)
    expect(run.stdout).toContain('cost: answering $0.0060 · judging $0.0042 · rubric $0.0000 · total $0.0102')
    const page = await readFile(html, 'utf8')
    expect(page).toContain('<h2>Cost per role</h2>')
    expect(page).toContain('<td>judging</td><td>6,300</td><td>$0.0042</td>')
  })

  it('takes prices from the --config file the user gives, with --prices on top; a bad table is refused naming the file and model', async () => {
    const config = join(dir, 'priced-config.json')
    await writeFile(config, JSON.stringify({ replicate_count: 1, prices: { 'gpt-answerer': { inputPerMTok: 1, outputPerMTok: 2 }, 'gpt-judge': { inputPerMTok: 2, outputPerMTok: 4 } } }))
    const run = await runKarenina(verifyArgs('--questions', 'q0', '--config', config), { env })
    expect(run.stderr).toBe('')
    expect(run.code).toBe(0)
    // judging: 2000 in × $2 + 100 out × $4 = $0.0044.
    expect(run.stdout).toContain('cost: answering $0.0020 · judging $0.0044 · rubric $0.0000 · total $0.0064')
    // --prices wins over the config file's prices, model by model.
    const flagged = await runKarenina(verifyArgs('--questions', 'q0', '--config', config, '--prices', prices), { env })
    expect(flagged.stdout).toContain('cost: answering $0.0020 · judging $0.0014 · rubric $0.0000 · total $0.0034')
    expect(flagged.code).toBe(0)

    await writeFile(config, JSON.stringify({ prices: { 'gpt-judge': { inputPerMTok: -1, outputPerMTok: 4 } } }))
    const bad = await runKarenina(verifyArgs('--questions', 'q0', '--config', config), { env })
    expect(bad.code).toBe(2)
    expect(bad.stderr).toContain(`config file ${config} › prices`)
    expect(bad.stderr).toContain('gpt-judge')
  }, 120_000)

  it('shows a model without a price as unknown, not as free', async () => {
    const run = await runKarenina(verifyArgs('--questions', 'q0'), { env })
    expect(run.code).toBe(0)
    expect(run.stdout).toMatch(/cost: answering unknown \(no price for [^)]*gpt-answerer[^)]*\) · judging unknown \(no price for [^)]*gpt-judge/)
    expect(run.stdout).toMatch(/ · total unknown \(no price for /)
  })
})

describe('karenina verify --max-cost', () => {
  it('stops scheduling at the budget with exit 5, saves every finished result, and --resume with a higher budget does the rest', async () => {
    const out = await mkdtemp(join(dir, 'run-'))
    const output = join(out, 'results.json')
    const before = answerRequests()
    // $0.0034 per result: the budget is reached by the second result, so with one task at a time two finish.
    const stopped = await runKarenina(verifyArgs('--prices', prices, '--max-cost', '0.005', '-o', output), { env })
    expect(stopped.code).toBe(5)
    expect(stopped.stderr).toContain('reached its budget (--max-cost 0.005): 2 results finished, 4 tasks left')
    expect(stopped.stdout).toContain('cost: answering $0.0040 · judging $0.0028 · rubric $0.0000 · total $0.0068')
    expect(answerRequests() - before).toBe(2)
    const saved = await readResultsFile(output)
    expect(saved.results.map((r) => r.metadata.question_id)).toEqual(['q0', 'q1'])
    const progress = (await readFile(join(out, 'results.results.jsonl'), 'utf8')).trim().split('\n')
    expect(progress).toHaveLength(2)

    const resumed = await runKarenina(verifyArgs('--prices', prices, '--max-cost', '1', '-o', output, '--resume'), { env })
    expect(resumed.stderr).toBe('')
    expect(resumed.code).toBe(0)
    expect(answerRequests() - before).toBe(N)
    expect((await readResultsFile(output)).results).toHaveLength(N)

    // karenina diff: each run's cost per role, base vs head.
    const diff = await runKarenina(['diff', join(dir, 'three.json'), output, '--prices', prices, '--no-color'], { env })
    expect(diff.stderr).toBe('')
    expect(diff.stdout).toMatch(/Cost per role \(USD\)\n.*role\s+base\s+head/)
    expect(diff.stdout).toMatch(/answering\s+\$0\.0060\s+\$0\.0120/)
    expect(diff.stdout).toMatch(/judging\s+\$0\.0042\s+\$0\.0084/)
    expect(diff.stdout).toMatch(/total\s+\$0\.0102\s+\$0\.0204/)
  })

  it('refuses a budget it cannot count (a model without a price) before any request, exit 2', async () => {
    const before = server.requests.length
    const run = await runKarenina(verifyArgs('--max-cost', '1'), { env })
    expect(run.code).toBe(2)
    expect(run.stderr).toContain('no price for "gpt-answerer", "gpt-judge"')
    expect(server.requests.length).toBe(before)
  })

  it('refuses a budget that is not an amount of dollars, naming the flag', async () => {
    const run = await runKarenina(verifyArgs('--max-cost', 'lots'), { env })
    expect(run.code).toBe(2)
    expect(run.stderr).toContain('--max-cost')
    expect(run.stderr).toContain('expected an amount of US dollars > 0')
  })
})
