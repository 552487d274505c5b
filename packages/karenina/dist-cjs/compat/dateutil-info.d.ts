/** `parserinfo.UTCZONE`, case-sensitive where dateutil compares the raw list. */
export declare const UTC_ZONES: string[];
/** The lookups of dateutil's default `parserinfo`. */
export declare const info: {
    jump: (name: string | undefined) => boolean;
    weekday: (name: string | undefined) => number | undefined;
    /** Month number 1–12. */
    month: (name: string | undefined) => number | undefined;
    /** 0 hours, 1 minutes, 2 seconds. */
    hms: (name: string | undefined) => number | undefined;
    /** 0 am, 1 pm. */
    ampm: (name: string | undefined) => number | undefined;
    pertain: (name: string | undefined) => boolean;
    utczone: (name: string | undefined) => boolean;
    /** `parserinfo.tzoffset`: dateutil looks the raw name up among lowercase keys, so only "z" gives 0. */
    tzoffset: (name: string) => number | null;
};
/** dateutil's `_result`. */
export interface DateParseResult {
    year: number | null;
    month: number | null;
    day: number | null;
    weekday: number | null;
    hour: number | null;
    minute: number | null;
    second: number | null;
    microsecond: number | null;
    tzname: string | null;
    /** Offset in seconds. */
    tzoffset: number | null;
    ampm: number | null;
    centurySpecified: boolean;
}
/** A `_result` with every slot unset. */
export declare function emptyResult(): DateParseResult;
