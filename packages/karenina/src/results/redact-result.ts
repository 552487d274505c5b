import { redactSecrets, redactSecretsDeep } from '../errors/redact-secrets.js'
import type { VerificationResult } from './verification-result.js'

/**
 * The result with credentials removed from every field that holds an error message (failure reason and
 * details, warnings, extraction and verification errors, literal-trait error labels):
 * the writers' last line of defence, behind the redaction where errors are captured. Answers, traces and
 * other content are left exactly as they are.
 */
export function redactResultErrors(result: VerificationResult): VerificationResult {
  const m = result.metadata
  const metadata = {
    ...m,
    failure: m.failure === null ? null : { ...m.failure, reason: redactSecrets(m.failure.reason), details: redactSecretsDeep(m.failure.details) },
    warnings: m.warnings.map(redactSecrets),
  }
  const template = result.template && {
    ...result.template,
    field_verification_error: nullableRedact(result.template.field_verification_error),
    agentic_extraction_error: nullableRedact(result.template.agentic_extraction_error),
  }
  const rubric = result.rubric && {
    ...result.rubric,
    llm_trait_labels: redactSecretsDeep(result.rubric.llm_trait_labels),
    agentic_trait_extraction_metadata: redactSecretsDeep(result.rubric.agentic_trait_extraction_metadata),
  }
  return { ...result, metadata, template, rubric, trace_extraction_error: nullableRedact(result.trace_extraction_error) }
}

function nullableRedact<T extends string | null | undefined>(value: T): T {
  return (typeof value === 'string' ? redactSecrets(value) : value) as T
}
