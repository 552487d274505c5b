import type { PyDateTime } from '../compat/py-datetime.js';
/** Karenina's `_parse_date`: `strptime(value, format)` when a format is given, else dateutil's `parse`. */
export declare function parseDate(value: string, format?: string | null): PyDateTime;
/**
 * Runs a date comparison the way the Date* primitives do: Python's ValueError and TypeError (unparseable
 * date, naive vs aware) make the check false instead of failing it; other errors propagate.
 */
export declare function falseOnDateError(compare: () => boolean): boolean;
