import { z } from 'zod'
import { subtractDateTimes } from '../compat/py-datetime.js'
import { laxInt, laxLiteral } from '../compat/pydantic-lax.js'
import { pyStr } from '../compat/py-str.js'
import { CheckError } from '../errors/check-error.js'
import { definePrimitive } from './define-primitive.js'
import { falseOnDateError, parseDate } from './date-parse.js'

const UNIT_MICROS = { days: 86_400_000_000n, hours: 3_600_000_000n, minutes: 60_000_000n } as const
// Python's timedelta range: -999999999 days to 999999999 days 23:59:59.999999.
const MIN_TIMEDELTA_MICROS = -999_999_999n * UNIT_MICROS.days
const MAX_TIMEDELTA_MICROS = 1_000_000_000n * UNIT_MICROS.days - 1n

/**
 * Whether `|x − e| <= tolerance · unit` on full datetimes (inclusive; two aware values compare as instants).
 * Unparseable dates and naive-vs-aware pairs give false.
 * @example
 * field(z.string(), { description: 'Publication date', groundTruth: '2020-03-11', check: dateTolerance({ tolerance: 7, unit: 'days' }) })
 * // "2020-03-15" → pass; "2020-04-01" → fail
 */
export const dateTolerance = definePrimitive({
  type: 'DateTolerance',
  params: z.object({
    tolerance: laxInt,
    unit: laxLiteral(['days', 'hours', 'minutes']).default('days'),
  }),
  check(params, extracted, expected) {
    return falseOnDateError(() => {
      const difference = subtractDateTimes(parseDate(pyStr(extracted)), parseDate(pyStr(expected)))
      const limit = BigInt(params.tolerance) * UNIT_MICROS[params.unit]
      // Python raises OverflowError (not caught by Karenina) for a timedelta beyond its range.
      if (limit > MAX_TIMEDELTA_MICROS || limit < MIN_TIMEDELTA_MICROS) {
        throw new CheckError('runtime', `OverflowError: timedelta(${params.unit}=${params.tolerance}) is out of range`)
      }
      return (difference < 0n ? -difference : difference) <= limit
    })
  },
})
