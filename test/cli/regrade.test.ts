// `karenina regrade` as a user runs it (issue 33 item 2): a stored run made by `karenina verify -o` is judged
// again with another judge, as a process, against the loopback server. The server counts the requests per
// model, so "zero answering calls" is measured, not assumed; the new judge's verdicts are known exactly.
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fault, reply, startLlmServer, type LlmServer } from '@karenina/testing'
import { Benchmark, defineTemplate, exactMatch, field } from 'karenina'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { saveCheckpoint } from '../../packages/karenina/src/benchmark/checkpoint/save-checkpoint.js'
import { runKarenina } from './fixtures/karenina-cli.js'

const N = 6
const Target = defineTemplate({
  target: field(z.string(), { description: 'The protein target named in the response', groundTruth: 'BCL2', check: exactMatch({ normalize: ['lowercase', 'strip'] }) }),
})
const question = (text: string | undefined) => Number(/Question (\d+):/.exec(text ?? '')?.[1] ?? -1)

let server: LlmServer
let dir: string
let checkpoint: string
let stored: string
/** The cassette the stored run recorded (`--replay record`): answering replies and judge calls side by side. */
let recorded: string
const env = { OPENAI_API_KEY: 'sk-test' }
const model = (name: string) => `openai_endpoint:${name}@${server.openaiBaseURL}`
const requestsOf = (pattern: RegExp) => server.requests.filter((r) => pattern.test(r.model ?? '')).length

interface Row {
  metadata: { question_id: string; answering: { interface: string; model_name: string }; parsing: { model_name: string }; failure: { reason: string } | null; execution_time: number }
  template: { verify_result: boolean | null; raw_llm_response: string; usage_metadata: Record<string, unknown> | null } | null
  extensions?: { cache?: { stages: string[]; source: string; answer_usage: Record<string, unknown> | null } }
}
async function rowsOf(file: string): Promise<Row[]> {
  return (JSON.parse(await readFile(file, 'utf8')) as { results: Row[] }).results
}
const keyOf = (r: Row) => `${r.metadata.answering.model_name}/${r.metadata.question_id}`

beforeAll(async () => {
  server = await startLlmServer()
  // Answerer a names MCL1 on odd questions, b always BCL2; answerer a fails question 5 (a stored error).
  server.on({ model: 'gpt-answerer-a', match: (r) => question(r.lastUserText) === 5 }, fault.serverError(500))
  server.on({ model: 'gpt-answerer-a' }, (r) => `The target is ${question(r.lastUserText) % 2 === 1 ? 'MCL1' : 'BCL2'}.`)
  server.on({ model: 'gpt-answerer-b' }, 'The target is BCL2.')
  // The strict judge extracts what the answer names; the lenient one always says BCL2.
  server.on({ model: 'gpt-judge-strict' }, (r) => reply.json({ target: JSON.stringify(r.messages).includes('MCL1') ? 'MCL1' : 'BCL2' }))
  server.on({ model: 'gpt-judge-lenient' }, reply.json({ target: 'BCL2' }))
  dir = await mkdtemp(join(tmpdir(), 'karenina-cli-regrade-'))
  const benchmark = Benchmark.create({ name: 'regrade', now: () => new Date(2026, 0, 2, 3, 4, 5) })
  for (let i = 0; i < N; i++) benchmark.addQuestion({ id: `q${i}`, question: `Question ${i}: what is the putative target of venetoclax?`, rawAnswer: 'BCL2', template: Target })
  checkpoint = join(dir, 'bench.jsonld')
  await saveCheckpoint(benchmark, checkpoint)
  stored = join(dir, 'run.json')
  recorded = join(dir, 'run-cassette.json')
  const run = await runKarenina(
    ['verify', checkpoint, '-a', model('gpt-answerer-a'), model('gpt-answerer-b'), '-p', model('gpt-judge-strict'), '--request-timeout', '5', '--allow-errors', '-o', stored, '--progress', 'none', '--config', await retryOff(), '--replay', 'record', '--cassette', recorded],
    { env },
  )
  expect(run.stderr).toContain('1 of 12 results is an error (server_error 1)')
  expect(run.code).toBe(0) // --allow-errors: the error counts as not passed
}, 120_000)
afterAll(async () => {
  await server?.close()
  if (dir) await rm(dir, { recursive: true, force: true })
})

async function retryOff(): Promise<string> {
  const file = join(dir, 'config.json')
  await writeFile(file, JSON.stringify({ retry_policy: { server_error: { max_attempts: 0 } } }))
  return file
}

describe('karenina regrade', () => {
  it('re-judges a stored run with another judge: zero answering requests, the new verdicts, the original answering models', async () => {
    const before = await rowsOf(stored)
    expect(before.filter((r) => r.template?.verify_result === false).map(keyOf).sort()).toEqual(['gpt-answerer-a/q1', 'gpt-answerer-a/q3'])
    const answeringBefore = requestsOf(/answerer/)
    const strictBefore = requestsOf(/judge-strict/)
    const out = join(dir, 'regraded.json')

    const run = await runKarenina(['regrade', stored, '--checkpoint', checkpoint, '-p', model('gpt-judge-lenient'), '-o', out, '--progress', 'none', '--allow-errors'], { env })
    expect(run.stderr).not.toContain('internal error')
    expect(run.code).toBe(0) // --allow-errors: a/q5, without a stored answer, is still an error

    expect(requestsOf(/answerer/)).toBe(answeringBefore)
    expect(requestsOf(/judge-strict/)).toBe(strictBefore)
    // One judge call per stored answer: 2 models × 6 questions, minus a/q5 that has none.
    expect(requestsOf(/judge-lenient/)).toBe(2 * N - 1)

    const after = await rowsOf(out)
    expect(after).toHaveLength(2 * N)
    const byKey = new Map(after.map((r) => [keyOf(r), r]))
    for (const old of before) {
      const now = byKey.get(keyOf(old))!
      expect(now.metadata.answering).toEqual(old.metadata.answering)
      expect(now.metadata.parsing.model_name).toBe('gpt-judge-lenient')
      if (!old.template?.raw_llm_response) {
        // No stored answer: an error naming the miss, never a live answer.
        expect(now.metadata.failure?.reason).toMatch(/^Replay strict miss/)
        expect(now.extensions?.cache?.stages).toEqual([])
        continue
      }
      expect(now.template?.raw_llm_response).toBe(old.template?.raw_llm_response)
      // The lenient judge passes every answer, the MCL1 ones included.
      expect(now.template?.verify_result).toBe(true)
      expect(now.extensions?.cache).toEqual({ stages: ['GenerateAnswer'], source: stored, answer_usage: old.template?.usage_metadata })
      // The stored answer's tokens are not counted again: only the judge's usage is in the result.
      expect(Object.keys(now.template?.usage_metadata ?? {}).filter((k) => k !== 'total')).toEqual(['parsing'])
    }
    expect(run.stdout).toContain('answers reused from run.json: 11 of 12 results (answering calls: 0;')
  }, 60_000)

  it('refuses to overwrite its input, and a cassette without answering replies, before any request', async () => {
    const requests = server.requests.length
    const same = await runKarenina(['regrade', stored, '--checkpoint', checkpoint, '-p', model('gpt-judge-lenient'), '-o', stored, '--progress', 'none'], { env })
    expect(same.code).toBe(2)
    expect(same.stderr).toContain(stored)
    // The judge calls alone (as a matcher-only test file records them) say nothing of which answer is whose.
    const all = JSON.parse(await readFile(recorded, 'utf8')) as { version: number; entries: Record<string, { kind: string }> }
    const judgeOnly = join(dir, 'judge-only.json')
    const judgeEntries = Object.entries(all.entries).filter(([, e]) => e.kind === 'parse')
    expect(judgeEntries.length).toBeGreaterThan(0)
    await writeFile(judgeOnly, JSON.stringify({ version: 1, entries: Object.fromEntries(judgeEntries) }))
    const wrong = await runKarenina(['regrade', judgeOnly, '--checkpoint', checkpoint, '-p', model('gpt-judge-lenient'), '--progress', 'none'], { env })
    expect(wrong.code).toBe(2)
    expect(wrong.stderr).toContain(`${judgeOnly} › (root): is a cassette without an answering reply to a question of benchmark "regrade" (it holds ${judgeEntries.length} parse)`)
    expect(wrong.stderr).toContain('karenina regrade reads a results file')
    expect(wrong.stderr).toContain('or a cassette with the answering replies')
    expect(server.requests.length).toBe(requests)
  }, 60_000)

  it('re-judges the answers of a cassette recorded by `verify --replay record`: zero answering requests, the judge asked live', async () => {
    const answeringBefore = requestsOf(/answerer/)
    const out = join(dir, 'from-cassette.json')
    const run = await runKarenina(['regrade', recorded, '--checkpoint', checkpoint, '-p', model('gpt-judge-lenient'), '-o', out, '--progress', 'none', '--allow-errors'], { env })
    expect(run.stderr).not.toContain('internal error')
    expect(run.code).toBe(0)
    expect(requestsOf(/answerer/)).toBe(answeringBefore)
    const rows = await rowsOf(out)
    const byKey = new Map(rows.map((r) => [keyOf(r), r]))
    const before = await rowsOf(stored)
    expect(rows).toHaveLength(2 * N)
    for (const old of before) {
      const now = byKey.get(keyOf(old))!
      expect(now.metadata.answering).toEqual(old.metadata.answering)
      if (!old.template?.raw_llm_response) {
        // a/q5 failed live: the cassette kept no reply, so it is a strict miss, never a live answer.
        expect(now.metadata.failure?.reason).toMatch(/^Replay strict miss/)
        continue
      }
      expect(now.template?.raw_llm_response).toBe(old.template?.raw_llm_response)
      expect(now.template?.verify_result).toBe(true)
      expect(now.extensions?.cache?.stages).toEqual(['GenerateAnswer'])
      expect(now.extensions?.cache?.source).toBe(recorded)
      // The recorded answering usage is kept apart (the loopback server reports tokens), never counted again.
      expect(now.extensions?.cache?.answer_usage).toMatchObject({ answer_generation: { model: old.metadata.answering.interface + ':' + old.metadata.answering.model_name } })
      expect(Object.keys(now.template?.usage_metadata ?? {}).filter((k) => k !== 'total')).toEqual(['parsing'])
    }
    expect(run.stdout).toContain('answers reused from run-cassette.json: 11 of 12 results (answering calls: 0;')
  }, 60_000)

  it('refuses a cassette holding two different answers of one model to one question, naming both entries', async () => {
    const all = JSON.parse(await readFile(recorded, 'utf8')) as { version: number; entries: Record<string, { kind: string; model: string; request: { messages: { role: string; content: string }[] }; response: { content: string } }> }
    const [hash, entry] = Object.entries(all.entries).find(([, e]) => e.kind === 'chat' && e.model.includes('gpt-answerer-b'))!
    // The same question re-recorded under another system prompt, with another answer: which one is current?
    const again = { ...entry, request: { ...entry.request, messages: [{ role: 'system', content: 'Be brief.' }, ...entry.request.messages] }, response: { ...entry.response, content: 'MCL1.' } }
    const twice = join(dir, 'twice.json')
    await writeFile(twice, JSON.stringify({ version: 1, entries: { ...all.entries, ['f'.repeat(64)]: again } }))
    const requests = server.requests.length
    const run = await runKarenina(['regrade', twice, '--checkpoint', checkpoint, '-p', model('gpt-judge-lenient'), '--progress', 'none'], { env })
    expect(run.code).toBe(2)
    expect(run.stderr).toMatch(new RegExp(`holds two different answers of openai_endpoint:gpt-answerer-b to question q\\d \\(entries (${hash} and f{64}|f{64} and ${hash})`))
    expect(run.stderr).toContain('re-grade its results file instead')
    expect(server.requests.length).toBe(requests)
  }, 60_000)

  it('judge cache apart from the answer cache: the same judge replays from the cassette, a changed judge is asked afresh', async () => {
    const cassette = join(dir, 'judges.json')
    const args = (judge: string) => ['regrade', stored, '--checkpoint', checkpoint, '-p', model(judge), '--replay', 'auto', '--cassette', cassette, '--progress', 'none', '--allow-errors', '-o', join(dir, `${judge}.json`)]
    const first = server.requests.length
    expect((await runKarenina(args('gpt-judge-lenient'), { env })).code).toBe(0)
    // Identical judge requests (the same answer to the same question from both models) share a cassette entry.
    const recorded = server.requests.slice(first).map((r) => r.model)
    expect(recorded.length).toBeGreaterThan(0)
    expect(new Set(recorded)).toEqual(new Set(['gpt-judge-lenient']))
    const second = server.requests.length
    expect((await runKarenina(args('gpt-judge-lenient'), { env })).code).toBe(0)
    expect(server.requests.length).toBe(second) // every judge call replayed, no answering call
    expect((await runKarenina(args('gpt-judge-strict'), { env })).code).toBe(0)
    const asked = server.requests.slice(second).map((r) => r.model)
    expect(asked.length).toBeGreaterThan(0)
    expect(new Set(asked)).toEqual(new Set(['gpt-judge-strict']))
    // The strict judge sees the stored MCL1 answers again: the original verdicts come back.
    const strict = await rowsOf(join(dir, 'gpt-judge-strict.json'))
    expect(strict.filter((r) => r.template?.verify_result === false).map(keyOf).sort()).toEqual(['gpt-answerer-a/q1', 'gpt-answerer-a/q3'])
    expect(strict.filter((r) => r.template?.verify_result === true)).toHaveLength(2 * N - 3)
  }, 90_000)
})
