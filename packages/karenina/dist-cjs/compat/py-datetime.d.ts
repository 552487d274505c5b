/**
 * A Python `datetime.datetime`: naive (`offsetMinutes: null`) or aware with a fixed UTC offset. The fields
 * are kept as written (an offset is never applied to them), as Python does; JS `Date` would convert to UTC.
 */
export interface PyDateTime {
    readonly year: number;
    readonly month: number;
    readonly day: number;
    readonly hour: number;
    readonly minute: number;
    readonly second: number;
    readonly microsecond: number;
    /** UTC offset in minutes (may be fractional: Python offsets can carry seconds); null when naive. */
    readonly offsetMinutes: number | null;
}
/** Python `calendar.isleap`. */
export declare function isLeapYear(year: number): boolean;
/** Days in `month` of `year` (`calendar.monthrange(year, month)[1]`). */
export declare function daysInMonth(year: number, month: number): number;
/** Builds a datetime, failing like Python's constructor (ValueError) on impossible fields. */
export declare function pyDateTime(fields: Partial<PyDateTime> & Pick<PyDateTime, 'year' | 'month' | 'day'>): PyDateTime;
/** Python `date.toordinal()`: day 1 is 0001-01-01. */
export declare function toOrdinal(year: number, month: number, day: number): number;
/** Python `date.weekday()`: Monday is 0. */
export declare function weekday(year: number, month: number, day: number): number;
/** Python `date.fromordinal`. */
export declare function fromOrdinal(ordinal: number): {
    year: number;
    month: number;
    day: number;
};
/** `a - b` in microseconds; CheckError('type') when one is aware and the other naive, as in Python. */
export declare function subtractDateTimes(a: PyDateTime, b: PyDateTime): bigint;
/** -1, 0 or 1, as Python's `<`/`>` order datetimes (two aware values as instants); TypeError when mixed. */
export declare function compareDateTimes(a: PyDateTime, b: PyDateTime): number;
/** Python `a.date() == b.date()`: the calendar dates as written, offsets ignored. */
export declare function sameDate(a: PyDateTime, b: PyDateTime): boolean;
