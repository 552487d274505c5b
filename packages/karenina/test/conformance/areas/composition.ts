import { evaluateStrategy } from '../../../src/composition/evaluate-strategy.js'
import type { FieldResults } from '../../../src/composition/strategy-node.js'
import { strategyFromSpec } from '../../../src/template/spec/template-spec.js'
import { capture, type AreaAdapter } from '../area.js'

/** README §4.5 (composition): a TemplateSpec-form strategy evaluated over `field_results`. */
const adapter: AreaAdapter = {
  run(input) {
    return capture(undefined, () => ({
      result: evaluateStrategy(strategyFromSpec(input.strategy), (input.field_results ?? {}) as FieldResults),
    }))
  },
}

export default adapter
