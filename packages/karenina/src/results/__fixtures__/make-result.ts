// Test builders for results (not exported from the package).
import { parseVerificationResult, type VerificationResult, type VerificationResultInput } from '../verification-result.js'

type Overrides = {
  metadata?: Partial<VerificationResultInput['metadata']>
} & Omit<Partial<VerificationResultInput>, 'metadata'>

/** A minimal valid result; `overrides` are merged into the metadata and root. */
export function makeResult(overrides: Overrides = {}): VerificationResult {
  const { metadata, ...root } = overrides
  return parseVerificationResult({
    metadata: {
      question_id: 'q1',
      template_id: 'no_template',
      question_text: 'What?',
      answering: { interface: 'langchain', model_name: 'gpt-4o' },
      parsing: { interface: 'langchain', model_name: 'judge-a' },
      execution_time: 0.5,
      timestamp: '2026-04-21 12:00:00',
      result_id: '0123456789abcdef',
      ...metadata,
    },
    template: {},
    ...root,
  })
}
