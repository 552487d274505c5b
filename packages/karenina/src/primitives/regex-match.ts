import { z } from 'zod'
import { laxList, laxStr } from '../compat/pydantic-lax.js'
import { resolvePyFlagNames } from '../compat/py-regex.js'
import { pyStr } from '../compat/py-str.js'
import { guardedPyRegex } from '../regex-guard/guarded-regex.js'
import { definePrimitive } from './define-primitive.js'

/**
 * Python `re.search(pattern, str(x), flags)`: the pattern anywhere in the value's Python `str()`. Flags are
 * names of Python `re` attributes (`"IGNORECASE"`, `"I"`, …; unknown names are ignored). The pattern is
 * compiled at check time, so an invalid one fails the check (CheckError 'regex'), not the construction.
 * @example
 * field(z.string(), { description: 'The gene symbol', check: regexMatch({ pattern: '^BCL-?2$', flags: ['IGNORECASE'] }) })
 * // "bcl-2" → pass; "BCL2L1" → fail
 */
export const regexMatch = definePrimitive({
  type: 'RegexMatch',
  params: z.object({
    pattern: laxStr,
    flags: laxList(laxStr).default(() => []),
  }),
  check(params, extracted) {
    const flags = resolvePyFlagNames(params.flags)
    return guardedPyRegex(params.pattern, flags).search(pyStr(extracted))
  },
})
