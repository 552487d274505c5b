/** `_timelex.split(s)`. */
export declare function timelexSplit(text: string): string[];
