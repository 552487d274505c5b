/** Commander parser of a whole number ≥ `min`. */
export declare function integerOption(min: number): (value: string) => number;
/** Commander parser of a positive number of seconds. */
export declare function secondsOption(value: string): number;
/** Commander parser of a number of seconds ≥ 0 (0 turns the feature off). */
export declare function secondsOrZeroOption(value: string): number;
/** Commander parser of a pass rate: a fraction (`0.8`) or a percentage (`80%`). */
export declare function passRateOption(value: string): number;
/** Commander collector of a repeatable, comma-separated list option (`--questions a,b --questions c`). */
export declare function listOption(value: string, previous: string[] | undefined): string[];
