import { spawn } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { appendFile, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { startLlmServer, type LlmServer, type RecordedRequest } from '@karenina/testing'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { ConfigError } from '../errors/config-error.js'
import { ValidationError } from '../errors/validation-error.js'
import { VerificationBatchError } from '../results/verification-batch-error.js'
import { dumpResultLine } from '../results/export.js'
import { batchBenchmark, batchConfig, qid, questionNumber, scriptHappyPath } from '../../test/fixtures/batch/batch-fixtures.js'
import { ProgressiveResultWriter, readProgressFile, resultTaskKey } from './progressive-save.js'
import { runVerification } from './run-verification.js'

const here = dirname(fileURLToPath(import.meta.url))
const repoRoot = join(here, '../../../..')

let server: LlmServer
let dir: string
beforeEach(async () => {
  server = await startLlmServer()
  dir = await mkdtemp(join(tmpdir(), 'karenina-progressive-'))
})
afterEach(async () => {
  await server.close()
  await rm(dir, { recursive: true, force: true })
})

const JUDGES = ['gpt-judge-a', 'gpt-judge-b']

/** `q007|gpt-judge-a` for a judge request (the answer it judges is tagged with the question number). */
function judgedTask(request: RecordedRequest): string {
  return `${qid(questionNumber(JSON.stringify(request.messages))!)}|${request.model}`
}

async function lines(path: string): Promise<string[]> {
  const text = await readFile(path, 'utf8')
  return text.split('\n').filter((l) => l !== '')
}

describe('ProgressiveResultWriter / readProgressFile', () => {
  it('appends one dumpResultLine per result and reads them back', async () => {
    scriptHappyPath(server)
    const results = await runVerification(batchBenchmark(2), batchConfig(server, {}, JUDGES), { env: {} })
    const path = join(dir, 'run.jsonl')
    const { writer, prior } = await ProgressiveResultWriter.open({ jsonl: path })
    expect(prior).toEqual([])
    await Promise.all(results.results.map((r) => writer.append(r)))
    await writer.close()
    expect(await lines(path)).toEqual(results.results.map(dumpResultLine))
    const file = await readProgressFile(path)
    expect(file.truncatedBytes).toBe(0)
    expect(file.results.map(dumpResultLine)).toEqual(results.results.map(dumpResultLine))
  })

  it('ignores a line cut by a crash, and cuts it off the file on resume', async () => {
    scriptHappyPath(server)
    const results = await runVerification(batchBenchmark(2), batchConfig(server), { env: {} })
    const path = join(dir, 'run.jsonl')
    const [first, second] = results.results.map(dumpResultLine)
    await writeFile(path, `${first}\n${second!.slice(0, 200)}`)
    const file = await readProgressFile(path)
    expect(file.results).toHaveLength(1)
    expect(file.truncatedBytes).toBe(200)
    const { writer, prior } = await ProgressiveResultWriter.open({ jsonl: path, resume: true })
    expect(prior.map(dumpResultLine)).toEqual([first])
    await writer.append(results.results[1]!)
    await writer.close()
    expect(await lines(path)).toEqual([first, second])
  })

  it('names a corrupt line that is not the last one', async () => {
    const path = join(dir, 'run.jsonl')
    await writeFile(path, '{"metadata": {}}\n')
    await expect(readProgressFile(path)).rejects.toThrow(ValidationError)
    await expect(readProgressFile(path)).rejects.toThrow(/line 1/)
    await writeFile(path, 'not json\n')
    await expect(readProgressFile(path)).rejects.toThrow(/line 1.*not valid JSON/)
  })

  it('refuses to overwrite results without resume, and reads a missing file as empty', async () => {
    const path = join(dir, 'run.jsonl')
    expect(await readProgressFile(path)).toEqual({ results: [], lines: [], completeBytes: 0, truncatedBytes: 0 })
    await writeFile(path, 'x')
    await expect(ProgressiveResultWriter.open({ jsonl: path })).rejects.toThrow(ConfigError)
  })
})

describe('runVerification — progressive save and resume', () => {
  it('saves as results complete; a resumed run after an abort and a cut line loses nothing and repeats nothing', async () => {
    scriptHappyPath(server, { answererDelayMs: 10, judgeDelayMs: 10 })
    const path = join(dir, 'run.jsonl')
    const N = 10
    const config = batchConfig(server, { async_max_workers: 3 }, JUDGES)
    const controller = new AbortController()
    let seen = 0
    const first = await runVerification(batchBenchmark(N), config, {
      env: {},
      signal: controller.signal,
      output: { jsonl: path },
      onProgress: (e) => {
        if (e.type !== 'task-finished') return
        // Saved before it is reported.
        expect(readFileSync(path, 'utf8')).toContain(dumpResultLine(e.result))
        if (++seen === 7) controller.abort()
      },
    }).catch((e: unknown) => e)
    expect(first).toBeInstanceOf(VerificationBatchError)
    const saved = (first as VerificationBatchError).partialResults.results
    // The 7th, plus any task that had finished before the abort but was still being written.
    expect(saved.length).toBeGreaterThanOrEqual(7)
    expect(await lines(path)).toEqual(saved.map(dumpResultLine))
    // A crash in the middle of the next write.
    await appendFile(path, dumpResultLine(saved[0]!).slice(0, 120))

    const phase1 = server.requests.length
    const resumedEvents: string[] = []
    const all = await runVerification(batchBenchmark(N), config, {
      env: {},
      output: { jsonl: path, resume: true },
      onProgress: (e) => resumedEvents.push(e.type === 'run-started' ? `start ${e.resumed}/${e.total}` : e.type),
    })
    expect(resumedEvents[0]).toBe(`start ${saved.length}/${N * JUDGES.length}`)
    expect(all.results).toHaveLength(N * JUDGES.length)
    expect(all.results.slice(0, saved.length).map(dumpResultLine)).toEqual(saved.map(dumpResultLine))
    const fileLines = await lines(path)
    expect(fileLines).toHaveLength(N * JUDGES.length)
    expect(new Set((await readProgressFile(path)).results.map(resultTaskKey)).size).toBe(N * JUDGES.length)

    // Nothing saved was judged again; questions with a saved judge reused their answer.
    const savedTasks = new Set(saved.map((r) => `${r.metadata.question_id}|${r.metadata.parsing.model_name}`))
    const phase2 = server.requests.slice(phase1)
    expect(phase2.filter((r) => r.model !== 'gpt-answerer').filter((r) => savedTasks.has(judgedTask(r)))).toEqual([])
    const answered = new Set(saved.map((r) => r.metadata.question_id))
    expect(phase2.filter((r) => r.model === 'gpt-answerer').filter((r) => answered.has(qid(questionNumber(r.lastUserText)!)))).toEqual([])
    for (const r of all.results) expect(r.metadata.failure).toBeNull()
  })

  it('survives a process killed mid-run: the rerun completes the file, each task exactly once', async () => {
    scriptHappyPath(server, { answererDelayMs: 40, judgeDelayMs: 40 })
    const path = join(dir, 'run.jsonl')
    const N = 12
    const child = spawn(process.execPath, ['--conditions=karenina-source', '--import', 'tsx', join(here, '../../test/fixtures/batch/progressive-child.ts')], {
      cwd: repoRoot,
      env: { ...process.env, BASE_URL: server.openaiBaseURL, JSONL: path, N: String(N), JUDGES: JUDGES.join(',') },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let stderr = ''
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()))
    const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)))
    // Kill it (no chance to clean up) once a few results are saved.
    for (let i = 0; ; i++) {
      await new Promise((r) => setTimeout(r, 20))
      const text = await readFile(path, 'utf8').catch(() => '')
      if (text.split('\n').length > 5) break
      if (i > 1000 || child.exitCode !== null) throw new Error(`child did not save results: ${stderr}`)
    }
    child.kill('SIGKILL')
    await exited
    const afterKill = await readProgressFile(path)
    const savedKeys = new Set(afterKill.results.map(resultTaskKey))
    expect(savedKeys.size).toBeGreaterThanOrEqual(5)
    expect(savedKeys.size).toBeLessThan(N * JUDGES.length)
    // As if the kill had landed in the middle of a write.
    await appendFile(path, '{"metadata": {"question_id": "q0')

    const phase1 = server.requests.length
    const all = await runVerification(batchBenchmark(N), batchConfig(server, { async_max_workers: 4 }, JUDGES), {
      env: {},
      output: { jsonl: path, resume: true },
    })
    expect(all.results).toHaveLength(N * JUDGES.length)
    const file = await readProgressFile(path)
    expect(file.truncatedBytes).toBe(0)
    expect(file.results).toHaveLength(N * JUDGES.length)
    expect((await lines(path)).length).toBe(N * JUDGES.length)
    expect(new Set(file.results.map(resultTaskKey)).size).toBe(N * JUDGES.length)
    const savedTasks = new Set(afterKill.results.map((r) => `${r.metadata.question_id}|${r.metadata.parsing.model_name}`))
    const rejudged = server.requests.slice(phase1).filter((r) => r.model !== 'gpt-answerer' && savedTasks.has(judgedTask(r)))
    expect(rejudged).toEqual([])
    for (const r of all.results) expect(r.metadata.failure).toBeNull()
  }, 30_000)
})
