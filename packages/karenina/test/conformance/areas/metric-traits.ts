import { computeConfusionMetrics, type ConfusionBucket } from '../../../src/rubric/metrics.js'
import { metricTraitFromJSON, requiredBuckets } from '../../../src/rubric/traits/metric-trait.js'
import { capture, type AreaAdapter } from '../area.js'

/** README §4.9: compute (`metrics`, `deduplicate`, `confusion`) or validate (`trait`). */
const adapter: AreaAdapter = {
  run(input) {
    return capture(undefined, () => {
      if ('trait' in input) {
        const trait = metricTraitFromJSON(input.trait)
        return { valid: true, required_buckets: requiredBuckets(trait) }
      }
      const confusion = (input.confusion ?? {}) as Partial<Record<ConfusionBucket, string[]>>
      const result = computeConfusionMetrics(confusion, (input.metrics ?? []) as string[], { deduplicate: input.deduplicate !== false })
      return { confusion: result.confusion, metrics: result.metrics }
    })
  },
}

export default adapter
