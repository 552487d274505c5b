// The terminal summary and the report data of a real run (loopback server): verdicts, counts, fields.
import { buildReportData, countVerdicts, formatSummary, resultVerdict, type VerificationResult } from 'karenina'
import { beforeAll, describe, expect, it } from 'vitest'
import { runSample } from './fixtures/sample-run.js'

let results: VerificationResult[]
beforeAll(async () => {
  results = (await runSample()).results
})

describe('formatSummary', () => {
  it('tabulates pass / fail / error per answering model × judge, overall, failures and tokens', () => {
    const text = formatSummary(results)
    expect(text.split('\n')[0]).toBe('Verification summary: 6 results, 3 questions')
    expect(text).toMatch(/openai_endpoint:gpt-good\s+openai_endpoint:gpt-judge\s+3\s+3\s+0\s+0\s+100\.0%/)
    expect(text).toMatch(/openai_endpoint:gpt-sloppy\s+openai_endpoint:gpt-judge\s+3\s+1\s+1\s+1\s+33\.3%/)
    expect(text).toMatch(/overall\s+6\s+4\s+1\s+1\s+66\.7%/)
    expect(text).toContain('failures: content 1, parsing 1')
    expect(text).toContain('tokens: 1,680 in, 160 out, 1,840 total')
    expect(text).not.toContain('\u001b[')
  })

  it('colours the pass rate by level when asked, keeping the columns aligned', () => {
    const plain = formatSummary(results).split('\n')
    const colored = formatSummary(results, { color: true }).split('\n')
    expect(colored.join('\n')).toContain('\u001b[32m100.0%')
    expect(colored.join('\n')).toContain('\u001b[31m33.3%')
    const strip = (s: string) => s.replace(/\u001b\[[0-9;]*m/g, '')
    expect(colored.map(strip)).toEqual(plain)
  })
})

describe('report verdicts and data', () => {
  it('classifies results as pass, fail (judged wrong) or error (could not judge)', () => {
    const verdicts = Object.fromEntries(results.map((r) => [`${r.metadata.question_id}/${r.metadata.answering.model_name}`, resultVerdict(r)]))
    expect(verdicts).toEqual({
      'q-venetoclax/gpt-good': 'pass',
      'q-venetoclax/gpt-sloppy': 'pass',
      'q-chromosomes/gpt-good': 'pass',
      'q-chromosomes/gpt-sloppy': 'fail',
      'q-mrna/gpt-good': 'pass',
      'q-mrna/gpt-sloppy': 'error',
    })
    expect(countVerdicts(results)).toEqual({ total: 6, passed: 4, failed: 1, errors: 1, passRate: 4 / 6 })
  })

  it('lists extracted fields against ground truth, rubric scores, failures and tokens per result', () => {
    const data = buildReportData(results)
    const row = data.rows.find((r) => r.questionId === 'q-chromosomes' && r.answering.endsWith('gpt-sloppy'))!
    expect(row.fields).toEqual([{ name: 'pair_count', extracted: '46', expected: '23', ok: false }])
    expect(row.traits).toEqual([{ name: 'cites_sources', kind: 'regex', score: 'false' }])
    expect(row.failure?.category).toBe('content')
    expect(row.tokens).toEqual({ input: 330, output: 28, total: 358 })
    expect(data.byQuestion.map((q) => [q.name, q.passed, q.total])).toEqual(
      expect.arrayContaining([
        ['q-venetoclax', 2, 2],
        ['q-chromosomes', 1, 2],
        ['q-mrna', 1, 2],
      ]),
    )
    expect(data.byAnsweringModel.map((g) => [g.name, g.passRate])).toEqual([
      ['openai_endpoint:gpt-good', 1],
      ['openai_endpoint:gpt-sloppy', 1 / 3],
    ])
  })
})
