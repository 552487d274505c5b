import { z } from 'zod'
import { compareDateTimes } from '../compat/py-datetime.js'
import { laxStr } from '../compat/pydantic-lax.js'
import { pyStr } from '../compat/py-str.js'
import { definePrimitive } from './define-primitive.js'
import { falseOnDateError, parseDate } from './date-parse.js'

/**
 * Whether the date lies within `[min, max]` (either optional, inclusive) compared as full datetimes: a
 * date-only bound means midnight, so `"2020-01-01T10:00"` is after max `"2020-01-01"`. The ground truth is
 * unused; unparseable dates and naive-vs-aware comparisons give false.
 * @example
 * field(z.string(), { description: 'Trial start', check: dateRange({ min: '2015-01-01', max: '2019-12-31' }) })
 * // "2017-06-01" → pass; "2020-01-15" → fail
 */
export const dateRange = definePrimitive({
  type: 'DateRange',
  params: z.object({
    min: laxStr.nullable().default(null),
    max: laxStr.nullable().default(null),
  }),
  check(params, extracted) {
    return falseOnDateError(() => {
      const value = parseDate(pyStr(extracted))
      if (params.min !== null && compareDateTimes(value, parseDate(params.min)) < 0) return false
      return !(params.max !== null && compareDateTimes(value, parseDate(params.max)) > 0)
    })
  },
})
