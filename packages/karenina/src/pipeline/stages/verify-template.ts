import { PyFloat } from '../../compat/py-float-value.js'
import { RegexTimeoutError } from '../../regex-guard/guarded-regex.js'
import { pyTruthy } from '../../compat/py-truthy.js'
import { evaluatePythonAnswer, isPythonTemplate } from '../../python-sandbox/python-template.js'
import type { TemplateInstance } from '../../template/template.js'
import { ArtifactKeys } from '../artifact-keys.js'
import { BaseStage } from '../stage.js'
import type { TaskContext, TaskSettings } from '../task-settings.js'
import { canScore, errorMessage } from './stage-support.js'

/**
 * Stage 8 (spec 02 §4.9): runs the template's verification on the parsed answer: field checks (`verify()`)
 * AND the classic regex checks on the full raw trace; then the granular score. A check that throws on the
 * judge path is a wrong answer with `field_verification_error` (spec 01 §7.3), not an error; but a check that
 * could not run (a pattern out of its regex time budget, which Python does not have) is an error, never a verdict.
 */
export class VerifyTemplateStage extends BaseStage<TaskSettings> {
  readonly name = 'VerifyTemplate'
  override readonly requires = [ArtifactKeys.PARSED_ANSWER, ArtifactKeys.RAW_LLM_RESPONSE]
  override readonly produces = [
    ArtifactKeys.FIELD_VERIFICATION_RESULT,
    ArtifactKeys.REGEX_VERIFICATION_RESULTS,
    ArtifactKeys.REGEX_EXTRACTION_RESULTS,
    ArtifactKeys.VERIFY_RESULT,
    ArtifactKeys.VERIFY_GRANULAR_RESULT,
  ]

  override shouldRun(ctx: TaskContext): boolean {
    return canScore(ctx) && ctx.getArtifact(ArtifactKeys.PARSED_ANSWER) !== null && ctx.getArtifact(ArtifactKeys.RAW_LLM_RESPONSE) !== null
  }

  execute(ctx: TaskContext): void | Promise<void> {
    // A classic Python template runs in the sandbox first; verify() then replays its outcome.
    const parsed = ctx.getArtifact<TemplateInstance>(ArtifactKeys.PARSED_ANSWER)
    if (parsed && isPythonTemplate(parsed.template)) return evaluatePythonAnswer(parsed, { compat: ctx.settings.options.compat }).then(() => this.#run(ctx))
    this.#run(ctx)
  }

  #run(ctx: TaskContext): void {
    try {
      verify(ctx)
    } catch (error) {
      // A check that could not run (field or regex) is an error, never a verdict.
      ctx.markError(`Verification ${couldNotRun(error) ? 'could not run' : 'failed'}: ${errorMessage(error)}`)
    }
  }
}

function verify(ctx: TaskContext): void {
  const parsed = ctx.getArtifact<TemplateInstance>(ArtifactKeys.PARSED_ANSWER)!
  const raw = ctx.getArtifact<string>(ArtifactKeys.RAW_LLM_RESPONSE)!
  if (parsed.rawTrace === null) parsed.setRawTrace(raw)
  if (ctx.hasArtifact(ArtifactKeys.SCENARIO_NODE_RESULTS)) {
    parsed.setScenarioContext({ node_results: ctx.getArtifact(ArtifactKeys.SCENARIO_NODE_RESULTS) })
  }
  const withEvaluator = ctx.getArtifact(ArtifactKeys.TEMPLATE_EVALUATOR) !== null

  let fieldResult: unknown
  let fieldError: string | null = null
  try {
    fieldResult = parsed.template.hasVerify ? parsed.verify() : true
  } catch (error) {
    if (couldNotRun(error)) throw error
    fieldResult = false
    // Only the judge path reports the exception; the evaluator-less paths just fail the field check.
    if (withEvaluator) fieldError = `Field verification failed: ${errorMessage(error)}`
  }
  if (typeof fieldResult !== 'boolean') {
    ctx.addWarning(`verify() returned a non-boolean value (${typeof fieldResult}); its truthiness is used`)
  }
  const regex = parsed.verifyRegex(raw)
  const extraction = Object.fromEntries(
    Object.entries(regex.details).map(([name, details]) => [name, (details as { matches_found?: unknown }).matches_found ?? []]),
  )
  // Python `field_result and regex_success`.
  const verifyResult = pyTruthy(fieldResult) ? regex.success : fieldResult === null || fieldResult === undefined ? null : false

  ctx.setArtifact(ArtifactKeys.FIELD_VERIFICATION_RESULT, fieldResult)
  ctx.setArtifact(ArtifactKeys.REGEX_VERIFICATION_RESULTS, { success: regex.success, results: regex.results, details: regex.details })
  ctx.setArtifact(ArtifactKeys.REGEX_EXTRACTION_RESULTS, extraction)
  ctx.setArtifactAndResult(ArtifactKeys.VERIFY_RESULT, verifyResult)
  ctx.setResultField(ArtifactKeys.REGEX_VALIDATIONS_PERFORMED, Object.keys(regex.results).length > 0)
  ctx.setResultField(ArtifactKeys.REGEX_VALIDATION_RESULTS, regex.results)
  ctx.setResultField(ArtifactKeys.REGEX_VALIDATION_DETAILS, regex.details)
  ctx.setResultField(ArtifactKeys.REGEX_OVERALL_SUCCESS, regex.success)
  ctx.setResultField(ArtifactKeys.REGEX_EXTRACTION_RESULTS, extraction)
  if (fieldError !== null) {
    ctx.setArtifactAndResult(ArtifactKeys.FIELD_VERIFICATION_ERROR, fieldError)
    return
  }
  let granular: unknown = null
  try {
    granular = parsed.template.hasVerifyGranular ? parsed.verifyGranular() : null
    // The automatic score is a Python float (`1.0`, not `1`) in Karenina's results.
    if (parsed.template.hooks.verifyGranular === undefined && typeof granular === 'number') granular = new PyFloat(granular)
  } catch (error) {
    ctx.addWarning(`verify_granular failed: ${errorMessage(error)}`)
  }
  ctx.setArtifactAndResult(ArtifactKeys.VERIFY_GRANULAR_RESULT, granular)
}

/** A check that did not decide anything: a regex out of its time budget, however deep in the causes. */
function couldNotRun(error: unknown): boolean {
  for (let cause = error, depth = 0; cause instanceof Error && depth < 8; cause = cause.cause, depth++) {
    if (RegexTimeoutError.isRegexTimeout(cause)) return true
  }
  return false
}
