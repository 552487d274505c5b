import { rubricFromTraits, type AnyRubricTrait } from '../../rubric/rubric.js'
import { traitOutcomeMessage } from './failure-message.js'
import type { MatcherOptions, MatcherOutcome } from './matcher-options.js'
import type { ResponseInput } from './response-input.js'
import type { TraitExpectation } from '../trait-expectation.js'
import { evaluateVerdict } from '../verdict.js'
import { runOnResponse } from './verify-response.js'

/**
 * Evaluates one rubric trait on a response (the `toScoreTrait` matcher) and checks its score: boolean,
 * score (`{ atLeast, atMost }` or exact), literal class, regex, callable or metric (`{ f1: { atLeast: 0.8 } }`)
 * traits. Without `expected`, a boolean trait must be true and other traits must be scored. Regex and
 * callable traits run locally (no judge call).
 * @example
 * const outcome = await scoreTrait(answer, regexTrait({ name: 'citations', pattern: '\\[\\d+\\]' }))
 */
export async function scoreTrait(
  response: ResponseInput,
  trait: AnyRubricTrait,
  expected?: TraitExpectation,
  options: Omit<MatcherOptions, 'rubric' | 'evaluationMode' | 'traits' | 'granular'> = {},
): Promise<MatcherOutcome> {
  const result = await runOnResponse(response, null, { ...options, rubric: rubricFromTraits([trait]), evaluationMode: 'rubric_only' })
  const verdict = evaluateVerdict(result, { traits: { [trait.name]: expected } })
  const check = verdict.traitChecks[0]!
  return {
    pass: verdict.pass,
    result,
    message: (how) => traitOutcomeMessage(result, check, verdict, { isNot: how?.isNot ?? false }),
  }
}
