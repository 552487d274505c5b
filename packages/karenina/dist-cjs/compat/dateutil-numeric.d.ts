import { type DateParseResult } from './dateutil-info.js';
import { type Ymd } from './dateutil-ymd.js';
/** A finite `Decimal(token)`: an integer part and the fraction digits. */
interface Decimal {
    readonly value: number;
    readonly integer: number;
    readonly fraction: string;
}
/** `parser._to_decimal`: a finite decimal number token, else a ValueError. */
export declare function toDecimal(token: string | undefined): Decimal;
/** `_parsems`: "SS[.ffffff]" → [seconds, microseconds]. */
export declare function parseMs(text: string | undefined): [number, number];
/** `parser._adjust_ampm`: 12-hour clock to 24-hour (ampm 0 = am, 1 = pm). */
export declare function adjustAmPm(hour: number, ampm: number): number;
/** `_parse_numeric_token` (fuzzy=False): consumes a number token and returns the index of its last token. */
export declare function parseNumericToken(tokens: string[], idx: number, ymd: Ymd, res: DateParseResult): number;
export {};
