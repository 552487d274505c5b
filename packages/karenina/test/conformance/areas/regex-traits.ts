import { evaluateRegexTrait, regexTraitFromJSON, type RegexRubricTrait } from '../../../src/rubric/traits/regex-trait.js'
import { capture, type AreaAdapter } from '../area.js'

/** README §4.7: `{trait, text}` → `{result}` or `{error, phase: "construct" | "evaluate"}`. */
const adapter: AreaAdapter = {
  run(input) {
    let trait: RegexRubricTrait | undefined
    const built = capture('construct', () => {
      trait = regexTraitFromJSON(input.trait)
      return {}
    })
    if ('error' in built) return built
    return capture('evaluate', () => ({ result: evaluateRegexTrait(trait!, input.text) }))
  },
}

export default adapter
