/**
 * A path as a reporter prints it, so a terminal can open it: relative to `cwd` when inside it, else absolute
 * (never a chain of `../`).
 */
export declare function displayPath(path: string, cwd?: string): string;
