import { acceptRubricExcerpt, acceptTemplateExcerpt, fuzzyMatchExcerpt } from '../../../src/deep-judgment/fuzzy-match.js'
import { unboxNumber } from '../../../src/compat/py-float-value.js'
import { capture, type AreaAdapter } from '../area.js'

/** README §4.11: `{excerpt, trace, threshold}` in compat mode (difflib autojunk included). */
const adapter: AreaAdapter = {
  run(input) {
    return capture(undefined, () => {
      const match = fuzzyMatchExcerpt(input.excerpt as string, input.trace as string, { compat: 'karenina-python' })
      const threshold = Number(unboxNumber(input.threshold))
      return {
        match_found: match.matchFound,
        similarity: match.similarity,
        accepted_template_deep_judgment: acceptTemplateExcerpt(match, threshold),
        accepted_rubric_deep_judgment: acceptRubricExcerpt(match, threshold),
      }
    })
  },
}

export default adapter
