import { parseDateutil } from '../compat/dateutil.js'
import { pyStrptime, type PyDateTime } from '../compat/py-datetime.js'
import { CheckError } from '../errors/check-error.js'

/** Karenina's `_parse_date`: `strptime(value, format)` when a format is given, else dateutil's `parse`. */
export function parseDate(value: string, format?: string | null): PyDateTime {
  return format ? pyStrptime(value, format) : parseDateutil(value)
}

/**
 * Runs a date comparison the way the Date* primitives do: Python's ValueError and TypeError (unparseable
 * date, naive vs aware) make the check false instead of failing it; other errors propagate.
 */
export function falseOnDateError(compare: () => boolean): boolean {
  try {
    return compare()
  } catch (error) {
    if (error instanceof CheckError && (error.kind === 'value' || error.kind === 'type')) return false
    throw error
  }
}
