// The writers' last line of defence: a result holding a credential in an error field (read from a file, or
// built outside the pipeline) is written without it; answers are left as they are.
import { describe, expect, it } from 'vitest'
import { renderHtmlReport } from '../report/html-report.js'
import { makeResult } from '../../test/fixtures/results/make-result.js'
import { dumpResultLine } from './export.js'
import { makeFailure } from './failure.js'
import { redactResultErrors } from './redact-result.js'

const KEY = 'sk-ant-api03-leakedKEY0123456789'
const leaky = makeResult({
  metadata: {
    failure: makeFailure('unexpected_error', 'GenerateAnswer', `401 from proxy: x-api-key: ${KEY}`, { error_message: `Bearer ${KEY}` }),
    warnings: [`Rubric evaluation failed: authorization: Bearer ${KEY}`],
  },
  template: { raw_llm_response: 'To call the API send the header Authorization: Bearer <token>.', field_verification_error: `echo ${KEY}` },
  trace_extraction_error: `key ${KEY}`,
})

describe('redactResultErrors', () => {
  it('removes the key from every error field of the JSONL line and the HTML report', () => {
    for (const text of [dumpResultLine(leaky), renderHtmlReport([leaky])]) {
      expect(text).not.toContain('leakedKEY0123456789')
      expect(text).toContain('[REDACTED]')
    }
  })

  it('keeps the answer and the rest of the result as they are', () => {
    const redacted = redactResultErrors(leaky)
    expect(redacted.template?.raw_llm_response).toBe(leaky.template?.raw_llm_response)
    expect(redacted.metadata.failure).toEqual({ ...leaky.metadata.failure, reason: '401 from proxy: x-api-key: [REDACTED]', details: { error_message: 'Bearer [REDACTED]' } })
    expect(redacted.metadata.warnings).toEqual(['Rubric evaluation failed: authorization: [REDACTED]'])
    expect(Object.keys(redacted)).toEqual(Object.keys(leaky))
  })
})
