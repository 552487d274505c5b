import { pyJsonDumps } from '../../compat/py-json.js'
import { describeFailure } from '../../results/failure-description.js'
import type { VerificationResult } from '../../results/verification-result.js'
import type { Template } from '../../template/template.js'
import { describeExpectation, type TraitCheck } from '../trait-expectation.js'
import { evaluateVerdict, type Verdict, type VerdictCriteria } from '../verdict.js'
import type { MatcherOutcome } from './matcher-options.js'
import { redactSecrets } from '../../errors/redact-secrets.js'

const MAX_SHOWN = 300

const clip = (text: string) => (text.length > MAX_SHOWN ? `${text.slice(0, MAX_SHOWN)}…` : text)

function show(value: unknown): string {
  try {
    return clip(pyJsonDumps(value, { ensureAscii: false }))
  } catch {
    return clip(String(value))
  }
}

function excerpt(text: string | null | undefined): string {
  // Failure reasons may quote a provider error that echoed the request's credentials.
  const value = redactSecrets(text ?? '').trim()
  return value === '' ? '(empty)' : clip(value)
}

const AI_MESSAGE = '--- AI Message ---'

/** An investigation's conclusion: its trace's last AI message (the final report), else the trace's end. */
function conclusionOf(trace: string): string {
  const last = trace.lastIndexOf(AI_MESSAGE)
  const report = last === -1 ? '' : trace.slice(last + AI_MESSAGE.length).trim()
  if (report !== '') return excerpt(report)
  const value = redactSecrets(trace).trim()
  return value.length > MAX_SHOWN ? `…${value.slice(-MAX_SHOWN)}` : excerpt(value)
}

/** A primitive as `ExactMatch(case_sensitive=false)`. */
function primitiveLabel(serialized: Record<string, unknown>): string {
  const { type, ...params } = serialized
  const args = Object.entries(params)
    .filter(([, v]) => v !== null && v !== undefined && !(Array.isArray(v) && v.length === 0))
    .map(([k, v]) => `${k}=${show(v)}`)
  return `${String(type)}(${args.join(', ')})`
}

function fieldLines(result: VerificationResult, template: Template | null): string[] {
  const section = result.template
  if (!section) return []
  const extracted = section.parsed_llm_response ?? {}
  const truths = section.parsed_gt_response ?? {}
  const results = section.field_results ?? {}
  const scores = section.field_scores ?? {}
  const lines: string[] = []
  const verified = template?.fields.filter((f) => f.verification !== null) ?? []
  const names = verified.length > 0 ? verified.map((f) => f.name) : [...new Set([...Object.keys(truths), ...Object.keys(extracted)])]
  for (const name of names) {
    const info = template?.fields.find((f) => f.name === name)
    const outcome = Object.hasOwn(results, name) ? results[name] : undefined
    const mark = outcome === true ? '✓' : outcome === false ? '✗' : outcome === null ? '∅' : '·'
    lines.push(`  ${mark} ${name}`)
    const isTrace = info?.verification?.isTrace ?? false
    lines.push(`      extracted:    ${isTrace ? '(checked on the raw trace)' : Object.hasOwn(extracted, name) ? show(extracted[name]) : '(not extracted)'}`)
    lines.push(`      ground truth: ${Object.hasOwn(truths, name) ? show(truths[name]) : show(info?.verification?.groundTruth ?? null)}`)
    if (info?.verification) lines.push(`      primitive:    ${primitiveLabel(info.verification.primitive.toJSON())}`)
    const score = scores[name]
    if (score !== undefined && score !== null && outcome !== true) lines.push(`      score:        ${show(score)}`)
  }
  return lines
}

function regexLines(result: VerificationResult): string[] {
  const checks = result.template?.regex_validation_results ?? {}
  return Object.entries(checks)
    .filter(([, ok]) => !ok)
    .map(([name]) => `  ✗ regex check ${name} did not match the response`)
}

function traitLines(checks: readonly TraitCheck[], onlyFailing: boolean): string[] {
  return checks
    .filter((c) => !onlyFailing || !c.pass)
    .map((c) => `  ${c.pass ? '✓' : '✗'} trait ${c.trait}${c.kind ? ` (${c.kind})` : ''}: ${c.pass ? `scored ${show(c.actual)}` : c.problem} (expected ${describeExpectation(c.expected)})`)
}

function modelsOf(result: VerificationResult): { answering: string; parsing: string } {
  const m = result.metadata
  return { answering: `${m.answering.interface}:${m.answering.model_name}`, parsing: `${m.parsing.interface}:${m.parsing.model_name}` }
}

/** The "did not complete" part: parse failures say the judge failed, never that the answer was wrong. */
function failureHeadline(result: VerificationResult, verdict: Verdict, judged: boolean): string | null {
  const failure = result.metadata.failure
  if (verdict.kind === 'parse_failure' && !judged) return `the values are not a valid object for the template.\n  reason: ${excerpt(failure?.reason)}`
  if (verdict.kind === 'parse_failure') {
    return `the judge failed to produce a valid object (${result.metadata.parsing.interface}:${result.metadata.parsing.model_name}); this is a parsing failure, not a wrong answer.\n  reason: ${excerpt(failure?.reason)}`
  }
  if (verdict.kind === 'failure' && failure) return `the verification did not complete: ${describeFailure(failure, modelsOf(result))}\n  reason: ${excerpt(failure.reason)}`
  return null
}

/**
 * The message of a template matcher (`toVerify`, `toSatisfyTemplate`): per field, what the judge extracted,
 * the ground truth and the primitive; for a parse failure, that the judge failed to produce a valid object.
 */
export function templateOutcomeMessage(
  result: VerificationResult,
  template: Template | null,
  verdict: Verdict,
  criteria: VerdictCriteria,
  options: { isNot?: boolean; subject?: string; judged?: boolean } = {},
): string {
  // An unnamed template is not called "Answer" (the default class name) in messages: nobody wrote that.
  const name = template?.nameGiven ? `template ${template.name}` : 'the template'
  const subject = options.subject ?? 'the response'
  const lines: string[] = []
  if (options.isNot && verdict.pass) {
    lines.push(`expected ${subject} not to verify against ${name}, but it did:`)
  } else {
    const headline = failureHeadline(result, verdict, options.judged ?? true)
    if (headline !== null) {
      lines.push(`expected ${subject} to verify against ${name}, but ${headline}`)
      if (options.judged ?? true) lines.push(`  response: ${excerpt(result.template?.raw_llm_response)}`)
      return lines.join('\n')
    }
    const raised = result.template?.field_verification_error
    if (verdict.kind === 'trait') lines.push(`expected ${subject} to verify against ${name}; the template passed but rubric traits did not:`)
    // Karenina counts it as a failed check (verify_result false); the message says it is an error in the template.
    else if (raised) lines.push(`expected ${subject} to verify against ${name}, but its verification raised an error (not a wrong answer):`)
    else {
      // A custom stage that overrode the verdict is named: the fields below may all have verified.
      const failure = result.metadata.failure
      const byStage = failure?.category === 'content' && failure.stage !== 'verify_template' ? failure : null
      lines.push(`expected ${subject} to verify against ${name}, but ${byStage ? `stage ${byStage.stage} failed it (${excerpt(byStage.reason)})` : 'it is a wrong answer'}:`)
    }
  }
  if (criteria.granular !== undefined && criteria.granular !== null) {
    lines.push(`  granular score ${verdict.granularScore ?? 'none'} (threshold ${criteria.granular})`)
  }
  lines.push(...fieldLines(result, template), ...regexLines(result), ...traitLines(verdict.traitChecks, !options.isNot))
  const fieldError = result.template?.field_verification_error
  if (fieldError) lines.push(`  ${fieldError}`)
  return lines.join('\n')
}

/** A template matcher's outcome (`toVerify`, `toSatisfyTemplate`, a benchmark test): the verdict under `criteria`, and its message. */
export function templateOutcome(
  result: VerificationResult,
  template: Template | null,
  criteria: VerdictCriteria,
  wording: { subject?: string; judged?: boolean } = {},
): MatcherOutcome {
  const verdict = evaluateVerdict(result, criteria)
  return { pass: verdict.pass, result, message: (how) => templateOutcomeMessage(result, template, verdict, criteria, { ...wording, isNot: how?.isNot ?? false }) }
}

/** The message of `toScoreTrait`. */
export function traitOutcomeMessage(result: VerificationResult, check: TraitCheck, verdict: Verdict, options: { isNot?: boolean } = {}): string {
  const want = describeExpectation(check.expected)
  if (options.isNot && check.pass) return `expected trait ${check.trait} not to score ${want}, but it scored ${show(check.actual)}`
  const failure = result.metadata.failure
  if (verdict.kind === 'failure' && failure) {
    return `expected trait ${check.trait} to score ${want}, but the evaluation did not complete: ${describeFailure(failure, modelsOf(result))}\n  reason: ${excerpt(failure.reason)}`
  }
  const lines = [`expected trait ${check.trait} to score ${want}, but ${check.problem}`]
  const confusion = result.rubric?.metric_trait_confusion_lists?.[check.trait]
  if (confusion) for (const [bucket, items] of Object.entries(confusion)) lines.push(`  ${bucket}: ${items.length ? items.map((i) => show(i)).join(', ') : '(none)'}`)
  // An agentic trait judged what the judge found (in the workspace or the trace), not the response text.
  const investigation = result.rubric?.agentic_trait_investigation_traces?.[check.trait]
  if (investigation) lines.push(`  investigation's conclusion: ${conclusionOf(investigation)}`)
  else lines.push(`  response: ${excerpt(result.evaluation_input ?? result.template?.raw_llm_response)}`)
  return lines.join('\n')
}
