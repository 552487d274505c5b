/** Python raised ValueError or IndexError inside dateutil's `_parse`: the string has an unknown format. */
export declare class UnknownDateFormat extends Error {
}
/** Python `int(text)` for the digit strings dateutil handles; anything else is a ValueError. */
export declare function pyIntText(text: string): number;
/** Python `str.isdigit()` (decimal digits and superscript-like digits), false for "". */
export declare function isDigitText(text: string): boolean;
type Label = 'Y' | 'M' | 'D';
/** dateutil's `_ymd`: the year/month/day values found so far and which of them were labelled. */
export declare class Ymd {
    readonly values: number[];
    centurySpecified: boolean;
    dstridx: number | null;
    mstridx: number | null;
    ystridx: number | null;
    get length(): number;
    private at;
    couldBeDay(value: number): boolean;
    /** `_ymd.append`: a digit string of more than two digits, or a number above 100, is the year. */
    append(value: string | number, label?: Label): void;
    /** `_ymd.resolve_ymd(yearfirst=False, dayfirst=False)`: [year, month, day], each possibly null. */
    resolve(): [number | null, number | null, number | null];
    private resolveFromStridxs;
}
export {};
