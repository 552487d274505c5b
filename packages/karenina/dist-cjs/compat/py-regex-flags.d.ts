/** Python `re` flags for `compilePyRegex`. Every flag defaults to off; text patterns are UNICODE unless ASCII. */
export interface PyRegexFlags {
    /** `re.IGNORECASE` / `(?i)`. */
    ignoreCase?: boolean;
    /** `re.MULTILINE` / `(?m)`: `^` and `$` also match after / before each `\n`. */
    multiline?: boolean;
    /** `re.DOTALL` / `(?s)`: `.` also matches `\n`. */
    dotAll?: boolean;
    /** `re.VERBOSE` / `(?x)`: whitespace and `#` comments in the pattern are ignored. */
    verbose?: boolean;
    /** `re.ASCII` / `(?a)`: `\d \w \s \b` and IGNORECASE are ASCII-only. */
    ascii?: boolean;
    /** `re.UNICODE` (the default for text; combined with `ascii` it is a ValueError). */
    unicode?: boolean;
    /** `re.LOCALE`: a ValueError with text patterns, as in Python. */
    locale?: boolean;
    /** `re.TEMPLATE`: Python 3.11 rejects every repetition under it. */
    template?: boolean;
    /** `re.DEBUG`: no effect here. */
    debug?: boolean;
}
/** Python's flag bits for a flags object. */
export declare function pyRegexFlagBits(flags?: PyRegexFlags): number;
/**
 * RegexMatch's flag lookup: each name is an attribute of Python's `re` module, case-sensitive (`"I"`,
 * `"IGNORECASE"`, …). Unknown names are reported to `onWarning` and ignored; an attribute that is not a flag
 * (`"compile"`) is a CheckError('type'). LOCALE and ASCII+UNICODE fail later, when the pattern is compiled.
 */
export declare function resolvePyFlagNames(names: readonly string[], onWarning?: (message: string) => void): PyRegexFlags;
