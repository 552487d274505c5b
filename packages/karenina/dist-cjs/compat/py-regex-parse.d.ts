import { SubPattern } from './py-regex-syntax.js';
/** The parsed pattern and its final global flags (UNICODE added unless ASCII, as `fix_flags` does). */
export interface ParsedPattern {
    readonly body: SubPattern;
    readonly flags: number;
    /** Number of capturing groups. */
    readonly groups: number;
    /** `(?P<name>…)` group numbers. */
    readonly groupNames: ReadonlyMap<string, number>;
}
/** Parses a Python `re` pattern, failing (CheckError 'regex' / 'value') exactly where Python fails. */
export declare function parsePyPattern(pattern: string, flags: number): ParsedPattern;
