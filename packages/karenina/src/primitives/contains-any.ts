import { z } from 'zod'
import { pyStr } from '../compat/py-str.js'
import { applyNormalizers } from './normalizers.js'
import { definePrimitive } from './define-primitive.js'
import { normalizeParam, stringListParam } from './param-schemas.js'

/**
 * True when the normalized `str()` of the value contains at least one normalized substring (none → false).
 * @example
 * field(z.string(), { description: 'The mechanism', check: containsAny({ substrings: ['apoptosis', 'cell death'] }) })
 * // "it triggers apoptosis" → pass; "it blocks a kinase" → fail
 */
export const containsAny = definePrimitive({
  type: 'ContainsAny',
  params: z.object({ substrings: stringListParam, normalize: normalizeParam([]) }),
  check(params, extracted) {
    const text = applyNormalizers(params.normalize, pyStr(extracted))
    // Every substring is normalized before searching, as Karenina builds the whole list first.
    const subs = params.substrings.map((s) => applyNormalizers(params.normalize, s))
    return subs.some((s) => text.includes(s))
  },
})
