import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { PassThrough } from 'node:stream'
import { afterAll, describe, expect, it } from 'vitest'
import { ValidationError } from '../errors/validation-error.js'
import { makeResult } from '../../test/fixtures/results/make-result.js'
import { dumpResultLine, exportResults, writeResultsExport } from './export.js'
import { loadResults } from './import.js'
import { computeResultId } from './result-id.js'
import { VerificationResultSet } from './verification-result-set.js'

const job = {
  jobId: 'job-1',
  kareninaVersion: '9.9.9',
  totalQuestions: 1,
  successfulCount: 1,
  failedCount: 0,
  startTime: 10,
  endTime: 12.5,
  now: () => new Date(Date.UTC(2026, 0, 2, 3, 4, 5)),
}

const row = (questionId: string) => JSON.parse(dumpResultLine(makeResult({ metadata: { question_id: questionId } }))) as Record<string, unknown>

describe('exportResults', () => {
  it('writes the header from a job description with Python floats and the UTC timestamp', () => {
    const text = exportResults([], { job: { ...job, answeringModels: [{ provider: 'openai', name: 'gpt-4o', temperature: 0, interface: 'langchain' }] } })
    expect(text).toBe(
      '{"format_version": "2.2", "metadata": {"export_timestamp": "2026-01-02 03:04:05 UTC", "karenina_version": "9.9.9", "job_id": "job-1", ' +
        '"verification_config": {"answering_models": [{"provider": "openai", "name": "gpt-4o", "temperature": 0.0, "interface": "langchain"}], "parsing_models": []}, ' +
        '"job_summary": {"total_questions": 1, "successful_count": 1, "failed_count": 0, "start_time": 10.0, "end_time": 12.5, "total_duration": 2.5, "is_complete": false}}, ' +
        '"shared_data": {"rubric_definition": null},"results":[\n\n]}\n',
    )
  })

  it('separates result lines with ",\\n" and appends scenario results', () => {
    const results = [makeResult({ metadata: { question_id: 'a' } }), makeResult({ metadata: { question_id: 'b' } })]
    const text = exportResults(results, { job, scenarioResults: [{ scenario_id: 's', score: 1.5 }] })
    const body = text.slice(text.indexOf('"results":[\n'))
    expect(body).toBe(
      `"results":[\n${dumpResultLine(results[0]!)},\n${dumpResultLine(results[1]!)}\n],"scenario_results":[\n{"scenario_id": "s", "score": 1.5}\n]}\n`,
    )
  })

  it('derives the header from results in hand (a run\'s set or an array); results arriving one by one need a job', async () => {
    const inHand = [
      makeResult({ metadata: { question_id: 'q1', run_name: 'run_1234abcd' } }),
      makeResult({ metadata: { question_id: 'q2', result_id: 'fedcba9876543210', parsing: { interface: 'langchain', model_name: 'judge-b' }, failure: { category: 'parsing', stage: 'parse_template', reason: 'no JSON', details: null, group: 'system' } } }),
    ]
    for (const source of [inHand, new VerificationResultSet(inHand)]) {
      const header = JSON.parse(exportResults(source)).metadata
      expect(header.job_id).toBe('run_1234abcd')
      expect(header.verification_config).toEqual({
        answering_models: [{ provider: null, name: 'gpt-4o', temperature: null, interface: 'langchain' }],
        parsing_models: [
          { provider: null, name: 'judge-a', temperature: null, interface: 'langchain' },
          { provider: null, name: 'judge-b', temperature: null, interface: 'langchain' },
        ],
      })
      expect(header.job_summary).toMatchObject({ total_questions: 2, successful_count: 1, failed_count: 1, is_complete: true })
    }
    async function* arriving() {
      yield* inHand
    }
    await expect(writeResultsExport(new PassThrough(), arriving())).rejects.toThrow(ValidationError)
  })
})

describe('writeResultsExport', () => {
  const dirs: string[] = []
  afterAll(async () => Promise.all(dirs.map((d) => rm(d, { recursive: true, force: true }))))

  it('streams async results to <file>.partial and renames it when complete', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'karenina-results-'))
    dirs.push(dir)
    const results = [makeResult({ metadata: { question_id: 'a' } }), makeResult({ metadata: { question_id: 'b' } })]
    async function* arriving() {
      for (const r of results) {
        await new Promise((resolve) => setTimeout(resolve, 1))
        yield r
      }
    }
    const file = join(dir, 'out.json')
    await writeResultsExport(file, arriving(), { job })
    expect(await readFile(file, 'utf8')).toBe(exportResults(results, { job }))
    expect(await readdir(dir)).toEqual(['out.json'])
  })

  it('removes the partial file when the results source fails', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'karenina-results-'))
    dirs.push(dir)
    async function* failing() {
      yield makeResult()
      throw new Error('run aborted')
    }
    await expect(writeResultsExport(join(dir, 'out.json'), failing(), { job })).rejects.toThrow('run aborted')
    expect(await readdir(dir)).toEqual([])
  })

  it('writes to a stream in place', async () => {
    const stream = new PassThrough()
    const chunks: Buffer[] = []
    stream.on('data', (c: Buffer) => chunks.push(c))
    await writeResultsExport(stream, [makeResult()], { job })
    expect(Buffer.concat(chunks).toString('utf8')).toBe(exportResults([makeResult()], { job }))
  })
})

describe('loadResults formats (spec 04 §5.2)', () => {
  it('an array of results, dropping row_index and the export-only success key', () => {
    const set = loadResults(JSON.stringify([{ ...row('a'), row_index: 1, success: 'abstained' }, { ...row('b'), row_index: 2 }]))
    expect(set.results.map((r) => r.metadata.question_id)).toEqual(['a', 'b'])
    expect(set.results[0]).not.toHaveProperty('row_index')
  })

  it('{results: {...}, metadata} and {results: [...]}', () => {
    const mapping = loadResults(JSON.stringify({ results: { k1: row('a'), k2: row('b') }, metadata: { job_id: 'x' } }))
    expect(mapping.length).toBe(2)
    expect(mapping.metadata).toEqual({ job_id: 'x' })
    expect(loadResults(JSON.stringify({ results: [row('a')] })).length).toBe(1)
  })

  it('{runs: {name: rows}} records the run names', () => {
    const set = loadResults(JSON.stringify({ runs: { first: [row('a')], second: [row('b'), row('c')] } }))
    expect(set.length).toBe(3)
    expect(set.metadata).toEqual({ run_names: ['first', 'second'] })
  })

  it('a bare mapping of rows', () => {
    expect(loadResults(JSON.stringify({ x: row('a'), y: row('b') })).results.map((r) => r.metadata.question_id)).toEqual(['a', 'b'])
  })

  it('keeps scenario results and shared data for re-export', () => {
    const text = exportResults([makeResult()], { job, rubricDefinition: { llm_traits: [] }, scenarioResults: [{ id: 1 }] })
    const set = loadResults(text)
    expect(set.scenarioResults).toEqual([{ id: 1 }])
    expect(exportResults(set)).toBe(text)
    expect(exportResults(new VerificationResultSet(set.results, { metadata: set.metadata, sharedData: set.sharedData }), { scenarioResults: [{ id: 1 }] })).toBe(text)
  })

  it('is strict: an invalid row throws with its position', () => {
    const bad = { ...row('b'), metadata: { ...(row('b').metadata as object), execution_time: 'slow' } }
    expect(() => loadResults(JSON.stringify({ results: [row('a'), bad] }), { source: 'run.json' })).toThrow(
      /run\.json › results\[1\]\.metadata\.execution_time/,
    )
    expect(() => loadResults('[1]')).toThrow(/\[0\]: expected a result object/)
    expect(() => loadResults('{not json')).toThrow(/not valid JSON/)
  })
})

describe('legacy migration (format 2.0/2.1)', () => {
  const legacyRow = (meta: Record<string, unknown>) => ({
    metadata: {
      question_id: 'q1',
      template_id: 'no_template',
      question_text: 'Q?',
      completed_without_errors: true,
      error: null,
      execution_time: 1,
      timestamp: '2025-01-01 10:00:00',
      ...meta,
    },
    template: { verify_result: true },
  })

  it('turns provider/model strings into identities and replicates into replicate', () => {
    const set = loadResults(
      JSON.stringify({
        format_version: '2.1',
        metadata: {},
        results: [
          legacyRow({ answering_model: 'openai/gpt-4o', parsing_model: 'gpt-4o-mini', answering_replicate: 3, result_id: 'given' }),
          legacyRow({ parsing_replicate: 2, result_id: 'other' }),
        ],
      }),
    )
    const [first, second] = set.results
    expect(first!.metadata.answering).toEqual({ interface: 'openai', model_name: 'gpt-4o', tools: [], config_id: null })
    expect(first!.metadata.parsing).toEqual({ interface: 'unknown', model_name: 'gpt-4o-mini', tools: [], config_id: null })
    expect(first!.metadata.replicate).toBe(3)
    expect(first!.metadata.result_id).toBe('given')
    expect(second!.metadata.answering).toMatchObject({ interface: 'unknown', model_name: 'unknown' })
    expect(second!.metadata.replicate).toBe(2)
  })

  it('synthesizes result ids, de-duplicating with the row index', async () => {
    const { createHash } = await import('node:crypto')
    const set = loadResults(JSON.stringify([legacyRow({ answering_model: 'a/b' }), legacyRow({ answering_model: 'a/b' })]))
    const expected = computeResultId({
      questionId: 'q1',
      answering: { interface: 'a', model_name: 'b' },
      parsing: { interface: 'unknown', model_name: 'unknown' },
      timestamp: '2025-01-01 10:00:00',
    })
    expect(set.results[0]!.metadata.result_id).toBe(expected)
    expect(set.results[1]!.metadata.result_id).toBe(createHash('sha256').update(`${expected}:1`).digest('hex').slice(0, 16))
  })
})
