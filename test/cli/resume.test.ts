// `karenina verify --output … --resume` after the process dies mid-run: the judge (loopback LLM server)
// is slow, the CLI is killed once some results are on disk, and the rerun must lose nothing and redo
// nothing (checked by result ids and by the requests the server receives). Also SIGINT → exit 130.
import { existsSync } from 'node:fs'
import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { reply, startLlmServer, type LlmServer } from '@karenina/testing'
import { Benchmark, defineTemplate, exactMatch, field, readResultsFile, type VerificationResult } from 'karenina'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { z } from 'zod'
// The checkpoint writer is not re-exported from the package root yet.
import { saveCheckpoint } from '../../packages/karenina/src/benchmark/checkpoint/save-checkpoint.js'
import { exited, runKarenina, startKarenina } from './fixtures/karenina-cli.js'

const N = 12
const Target = defineTemplate({
  target: field(z.string(), { description: 'The protein target named in the response', groundTruth: 'BCL2', check: exactMatch({ normalize: ['lowercase', 'strip'] }) }),
})

let server: LlmServer
let dir: string
let checkpoint: string
beforeAll(async () => {
  server = await startLlmServer()
  // The answerer tags its answer with the question number, so every judge request names its question.
  server.on({ model: 'gpt-answerer' }, (request) => `The target is BCL2 [q${/Question (\d+):/.exec(request.lastUserText)?.[1]}]`)
  server.on({ model: 'gpt-judge', delayMs: 250 }, reply.json({ target: 'BCL2' }))
  dir = await mkdtemp(join(tmpdir(), 'karenina-cli-resume-'))
  const benchmark = Benchmark.create({ name: 'resume', now: () => new Date(2026, 0, 2, 3, 4, 5) })
  for (let i = 0; i < N; i++) benchmark.addQuestion({ id: `q${i}`, question: `Question ${i}: what is the putative target of venetoclax?`, rawAnswer: 'BCL2', template: Target })
  checkpoint = join(dir, 'bench.jsonld')
  await saveCheckpoint(benchmark, checkpoint)
})
afterAll(async () => {
  await server.close()
  await rm(dir, { recursive: true, force: true })
})

let out: string
beforeEach(async () => {
  out = await mkdtemp(join(dir, 'run-'))
})

function verifyArgs(output: string, ...extra: string[]): string[] {
  const model = (name: string) => `openai_endpoint:${name}@${server.openaiBaseURL}`
  return ['verify', checkpoint, '-a', model('gpt-answerer'), '-p', model('gpt-judge'), '-c', '2', '-o', output, '--progress', 'plain', ...extra]
}
const env = { OPENAI_API_KEY: 'sk-test' }

/** The complete lines of the progress file (a line cut by the kill has no newline and is not a result). */
async function savedResults(jsonl: string): Promise<VerificationResult[]> {
  const text = await readFile(jsonl, 'utf8').catch(() => '')
  return text
    .split('\n')
    .slice(0, -1)
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as VerificationResult)
}

/**
 * Waits until the progress file holds `count` results, or fails if the run ends first. No deadline of its own:
 * the CLI starting from source can take most of the test's time on a machine with both cores busy.
 */
async function waitForResults(jsonl: string, count: number, child: ReturnType<typeof startKarenina>): Promise<void> {
  while ((await savedResults(jsonl)).length < count) {
    if (child.exitCode !== null || child.signalCode !== null) throw new Error(`${jsonl}: the run ended with fewer than ${count} results:\n${child.output.stderr}`)
    await new Promise((r) => setTimeout(r, 25))
  }
}

/** Question numbers named by requests to a model, from `since` in the server log. */
function requestedQuestions(model: string, since: number): number[] {
  return server.requests
    .slice(since)
    .filter((r) => r.model === model)
    .map((r) => Number(/Question (\d+):|\[q(\d+)\]/.exec(JSON.stringify(r.body))?.slice(1).find(Boolean)))
}

describe('karenina verify --resume', () => {
  it('after SIGKILL mid-run: the rerun keeps every saved result and runs only the rest, each once', async () => {
    const output = join(out, 'results.json')
    const jsonl = join(out, 'results.results.jsonl')
    const child = startKarenina(verifyArgs(output), { env })
    await waitForResults(jsonl, 3, child)
    child.kill('SIGKILL')
    const killed = await exited(child)
    expect(killed.signal).toBe('SIGKILL')
    expect(existsSync(output)).toBe(false)

    const saved = await savedResults(jsonl)
    expect(saved.length).toBeGreaterThanOrEqual(3)
    expect(saved.length).toBeLessThan(N)
    const savedQuestions = new Set(saved.map((r) => Number(r.metadata.question_id.slice(1))))

    // Without --resume the saved progress is never overwritten.
    const refused = await runKarenina(verifyArgs(output), { env })
    expect(refused.code).toBe(2)
    expect(refused.stderr).toContain('add --resume to continue it')

    const since = server.requests.length
    const resumed = await runKarenina(verifyArgs(output, '--resume', '--min-pass-rate', '1'), { env })
    expect(resumed.stderr).not.toContain('karenina:')
    expect(resumed.code).toBe(0)
    expect(resumed.stderr).toContain(`verifying ${N - saved.length} of ${N} tasks (${saved.length} already done in the resumed file)`)
    expect(resumed.stdout).toContain(`pass rate 100.0% (${N}/${N}) meets --min-pass-rate 100.0%`)

    // Nothing lost: every question once, every saved result kept as it was.
    const final = (await readResultsFile(output)).results
    expect(final).toHaveLength(N)
    expect(new Set(final.map((r) => r.metadata.question_id)).size).toBe(N)
    expect(new Set(final.map((r) => r.metadata.result_id)).size).toBe(N)
    const finalById = new Map(final.map((r) => [r.metadata.result_id, r]))
    for (const r of saved) expect(finalById.get(r.metadata.result_id)?.template?.raw_llm_response).toBe(r.template?.raw_llm_response)
    // Nothing done twice: the rerun asked neither the answerer nor the judge about a saved question.
    const answered = requestedQuestions('gpt-answerer', since)
    const judged = requestedQuestions('gpt-judge', since)
    expect(judged.sort((a, b) => a - b)).toEqual([...Array(N).keys()].filter((i) => !savedQuestions.has(i)))
    expect(answered.filter((q) => savedQuestions.has(q))).toEqual([])
    expect(answered).toHaveLength(N - saved.length)
    expect(existsSync(jsonl)).toBe(false)
  }, 60_000)

  it('on SIGINT: stops, keeps what finished, exits 130 and says how to resume; the resume completes the set', async () => {
    const output = join(out, 'results.json')
    const jsonl = join(out, 'results.results.jsonl')
    const child = startKarenina(verifyArgs(output), { env })
    await waitForResults(jsonl, 2, child)
    child.kill('SIGINT')
    const stopped = await exited(child)
    expect(stopped.code).toBe(130)
    const saved = await savedResults(jsonl)
    expect(stopped.stderr).toContain(`the run was interrupted: ${saved.length} results finished, ${N - saved.length} tasks left.`)
    expect(stopped.stderr).toContain('rerun the same command with --resume')
    expect(stopped.stdout).toContain('Partial summary')
    expect(existsSync(output)).toBe(false)

    const resumed = await runKarenina(verifyArgs(output, '--resume'), { env })
    expect(resumed.code).toBe(0)
    const final = (await readResultsFile(output)).results
    expect(new Set(final.map((r) => r.metadata.question_id)).size).toBe(N)
    expect(final).toHaveLength(N)
  }, 60_000)
})
