import { z } from 'zod'
import { pyStr } from '../compat/py-str.js'
import { applyNormalizers } from './normalizers.js'
import { definePrimitive } from './define-primitive.js'
import { normalizeParam, stringListParam } from './param-schemas.js'

/**
 * True when the normalized `str()` of the value contains every normalized substring (none → true).
 * @example
 * field(z.string(), { description: 'The regimen', check: containsAll({ substrings: ['venetoclax', 'azacitidine'], normalize: ['lowercase'] }) })
 * // "Venetoclax plus azacitidine" → pass; "venetoclax alone" → fail
 */
export const containsAll = definePrimitive({
  type: 'ContainsAll',
  params: z.object({ substrings: stringListParam, normalize: normalizeParam([]) }),
  check(params, extracted) {
    const text = applyNormalizers(params.normalize, pyStr(extracted))
    const subs = params.substrings.map((s) => applyNormalizers(params.normalize, s))
    return subs.every((s) => text.includes(s))
  },
})
