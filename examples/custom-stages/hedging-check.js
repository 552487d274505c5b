// @ts-check
import { ArtifactKeys, BaseCheckStage, modelDisplayString } from 'karenina'

/**
 * Ask the task's judge (its parsing model) whether the response hedges instead of committing to an
 * answer, and optionally fail verification when it does. A check stage: `produces` is derived from
 * `artifactPrefix` (hedging_check_performed, hedging_detected, hedging_override_applied,
 * hedging_reasoning), and the judge call's tokens reach `usage_metadata.hedging_check`.
 */
export class HedgingCheckStage extends BaseCheckStage {
  name = 'HedgingCheck'
  artifactPrefix = 'hedging'
  /** @override */
  requires = [ArtifactKeys.RAW_LLM_RESPONSE]

  /** @param {boolean} failOnHedge */
  constructor(failOnHedge = true) {
    super()
    this.failOnHedge = failOnHedge
  }

  /**
   * @override
   * @param {import('karenina').TaskContext} context
   */
  shouldRun(context) {
    return super.shouldRun(context) && context.hasArtifact(ArtifactKeys.RAW_LLM_RESPONSE)
  }

  /**
   * @param {import('karenina').TaskContext} context
   * @returns {Promise<import('karenina').CheckOutcome>}
   */
  async detect(context) {
    const response = String(context.getArtifact(ArtifactKeys.RAW_LLM_RESPONSE, '') ?? '')
    try {
      const { parser } = await context.settings.ports.parsing()
      const { value, usage } = await parser.parse(
        {
          messages: [
            { role: 'system', content: 'You judge whether a response commits to one answer.' },
            {
              role: 'user',
              content: `Question: ${context.questionText}\n\nResponse: ${response}\n\nDoes the response hedge (avoid committing to one answer)? Reply with JSON: {"hedged": boolean, "reasoning": string}.`,
            },
          ],
          schema: {
            type: 'object',
            properties: { hedged: { type: 'boolean' }, reasoning: { type: 'string' } },
            required: ['hedged', 'reasoning'],
          },
          schemaName: 'HedgingResult',
          validate: (raw) => {
            const reply = /** @type {{ hedged?: unknown, reasoning?: unknown }} */ (raw)
            if (typeof reply?.hedged !== 'boolean') throw new Error('expected {"hedged": boolean, "reasoning": string}')
            return { hedged: reply.hedged, reasoning: typeof reply.reasoning === 'string' ? reply.reasoning : '' }
          },
        },
        context.signal ? { signal: context.signal } : {},
      )
      return { detected: value.hedged, performed: true, reasoning: value.reasoning, usage, usageModel: modelDisplayString(parser.identity) }
    } catch (error) {
      if (context.signal?.aborted) throw error
      // A check that could not run is recorded as not performed, never as a pass.
      context.addWarning(`Hedging check failed: ${error instanceof Error ? error.message : String(error)}`)
      return { detected: null, performed: false, reasoning: null }
    }
  }

  /** @param {import('karenina').CheckOutcome} outcome */
  shouldTriggerOverride(outcome) {
    return this.failOnHedge && outcome.performed && outcome.detected === true
  }
}
