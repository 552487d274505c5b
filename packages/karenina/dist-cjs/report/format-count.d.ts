/** `n` with en-US thousands separators, as `Intl.NumberFormat('en-US')` writes it. */
export declare function formatCount(n: number): string;
