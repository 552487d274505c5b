import { TemplateError } from '../../../src/errors/template-error.js'
import { templateFromSpec } from '../../../src/template/spec/template-from-spec.js'
import type { TemplateSpecInput } from '../../../src/template/spec/template-spec.js'
import { errorKind, type AreaAdapter, type CaseOutcome } from '../area.js'

/**
 * Python raised ValueError for VerifiedField argument problems and TypeError for the reserved `correct`
 * name; karenina-ts reports both as TemplateError.
 */
function kindOf(error: unknown): string {
  if (error instanceof TemplateError) return error.problem.includes('reserved') ? 'type_error' : 'value_error'
  return errorKind(error)
}

/** Builds and verifies one template case (README §4.6), in Karenina-compatibility mode. */
export function runTemplateCase(input: Record<string, unknown>): CaseOutcome {
  const template = templateFromSpec(input.template as TemplateSpecInput, { compat: 'karenina-python' })
  const extracted = (input.extracted ?? {}) as Record<string, unknown>
  const values: Record<string, unknown> = {}
  const nullFields: string[] = []
  for (const [name, value] of Object.entries(extracted)) {
    if (value === null) nullFields.push(name)
    else values[name] = value
  }
  const instance = template.instantiate(values, {
    nullFields,
    // The vectors hold Python's values (integral floats written `5.0`, read as PyFloat boxes).
    pythonTypedValues: true,
    rawTrace: typeof input.raw_trace === 'string' ? input.raw_trace : null,
    scenarioContext: (input.scenario_context ?? null) as Record<string, unknown> | null,
  })
  const verify = instance.verify()
  const verifyGranular = instance.verifyGranular()
  const results = instance.fieldResults()
  return {
    verify,
    verify_granular: verifyGranular,
    field_results: Object.fromEntries(Object.entries(results).map(([name, r]) => [name, r.result])),
    field_scores: Object.fromEntries(Object.entries(results).map(([name, r]) => [name, r.score])),
  }
}

/** README §4.6 (templates): a check error anywhere → `{ error }`. */
const adapter: AreaAdapter = {
  run(input) {
    try {
      return runTemplateCase(input)
    } catch (error) {
      return { error: kindOf(error), cause: error }
    }
  },
}

export default adapter
