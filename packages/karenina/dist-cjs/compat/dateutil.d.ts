import { type PyDateTime } from './py-datetime.js';
/** Options of `parseDateutil`. */
export interface DateutilOptions {
    /** The date whose local year, month and day fill missing parts ("today at 00:00:00"). @default new Date() */
    today?: Date;
}
/**
 * python-dateutil's `parser.parse(text)` with default options (month-first, not fuzzy), ported from
 * dateutil 2.9: ISO 8601 with `T` or a space, `YYYYMMDD`, `MM/DD/YYYY` (day first when the first number
 * cannot be a month), month and weekday names, `12 am`, offsets (`Z`, `+05:00`, `-0500`, `GMT+3`), RFC 2822.
 * Missing parts come from today at midnight. Fails with CheckError('value') (Python's ParserError).
 * Time zone names other than UTC/GMT/Z leave the value naive, as on a machine whose local zone is UTC.
 */
export declare function parseDateutil(text: string, options?: DateutilOptions): PyDateTime;
