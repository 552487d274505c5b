// A rubric trait whose judge calls all failed (429s exhausted) shows in the terminal summary and the
// HTML report as a failed evaluation, not as a pass. The result comes from a real pipeline run.
import { fault, reply, startLlmServer, type LlmServer } from '@karenina/testing'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loopbackOptions, loopbackTask } from '../../test/fixtures/pipeline/pipeline-fixtures.js'
import { runTask } from '../pipeline/run-task.js'
import type { VerificationResult } from '../results/verification-result.js'
import { defineRubric } from '../rubric/rubric.js'
import { callableTrait } from '../rubric/traits/callable-trait.js'
import { llmTrait } from '../rubric/traits/llm-trait.js'
import { renderHtmlReport } from './html-report.js'
import { resultVerdict } from '../results/result-verdict.js'
import { formatSummary } from './summary-table.js'

let server: LlmServer
let result: VerificationResult
beforeAll(async () => {
  server = await startLlmServer()
  server.on({ model: 'gpt-judge', match: 'Traits to Evaluate' }, fault.rateLimit({ retryAfterMs: 1 }))
  server.on({ model: 'gpt-judge' }, reply.json({ target: 'BCL2' }))
  server.on({ model: 'gpt-answerer' }, 'Venetoclax targets BCL2.')
  const rubric = defineRubric({ llmTraits: [llmTrait({ name: 'conciseness', kind: 'score', minScore: 1, maxScore: 5 })] })
  const task = loopbackTask(server, { rubric, options: { evaluationMode: 'template_and_rubric' } })
  const retryPolicy = { rate_limit: { max_attempts: 1, backoff_min: 0, backoff_max: 0 } }
  result = await runTask({ ...task, modelOptions: { ...task.modelOptions, parsing: loopbackOptions(server, { retryPolicy }) } })
})
afterAll(() => server.close())

describe('a failed rubric trait evaluation in the reports', () => {
  it('is an error, not a pass', () => {
    expect(result.template?.verify_result).toBe(true)
    expect(resultVerdict(result)).toBe('error')
  })

  it('the terminal summary counts it as an error and names the trait', () => {
    const summary = formatSummary([result])
    expect(summary).toMatch(/overall\s+1\s+0\s+0\s+1\s+0\.0%/)
    expect(summary).toContain('failures: rate_limit 1')
    expect(summary).toContain('failed rubric trait evaluations (not scored): conciseness 1')
  })

  it('the HTML report shows the failure and the trait as not scored', () => {
    const html = renderHtmlReport([result])
    expect(html).toContain('<b>rate_limit</b> at <code>rubric_evaluation</code>')
    expect(html).toMatch(/<td>conciseness<\/td><td>llm<\/td><td><code>not scored \(rate_limit\): /)
  })
})

describe('a callable trait that throws, in the reports', () => {
  it('the terminal summary counts an error and names the trait; the HTML report shows it as a callable trait', async () => {
    const local = await startLlmServer()
    try {
      local.on({ model: 'gpt-judge' }, reply.json({ target: 'BCL2' }))
      local.on({ model: 'gpt-answerer' }, 'Venetoclax targets BCL2.')
      const crashes = callableTrait({ name: 'crashes', kind: 'boolean', fn: () => { throw new Error('lookup table missing') } })
      const failed = await runTask(loopbackTask(local, { rubric: defineRubric({ callableTraits: [crashes] }), options: { evaluationMode: 'template_and_rubric' } }))
      expect(resultVerdict(failed)).toBe('error')
      const summary = formatSummary([failed])
      expect(summary).toContain('failures: unexpected_error 1')
      expect(summary).toContain('failed rubric trait evaluations (not scored): crashes 1')
      expect(renderHtmlReport([failed])).toMatch(/<td>crashes<\/td><td>callable<\/td><td><code>not scored \(unexpected_error\): Failed to evaluate callable trait &#39;crashes&#39;: lookup table missing/)
    } finally {
      await local.close()
    }
  })
})
