import { z } from 'zod'
import { sameDate } from '../compat/py-datetime.js'
import { laxStr } from '../compat/pydantic-lax.js'
import { pyStr } from '../compat/py-str.js'
import { definePrimitive } from './define-primitive.js'
import { falseOnDateError, parseDate } from './date-parse.js'

/**
 * Whether both sides are the same calendar date, each as written (an offset is not applied). Parsed with
 * `strptime(format)` when `format` is set, else python-dateutil rules; a parse failure gives false.
 * @example
 * field(z.string(), { description: 'FDA approval date', groundTruth: '2016-04-11', check: dateMatch() })
 * // "2016-04-11" → pass; "2016-04-12" → fail
 */
export const dateMatch = definePrimitive({
  type: 'DateMatch',
  params: z.object({ format: laxStr.nullable().default(null) }),
  check(params, extracted, expected) {
    return falseOnDateError(() => sameDate(parseDate(pyStr(extracted), params.format), parseDate(pyStr(expected), params.format)))
  },
})
