/**
 * Splits a command line into words as a POSIX shell does for quoting only: whitespace separates words,
 * single quotes keep everything literal, double quotes keep spaces (a backslash escapes `"`, `\` and `$`
 * there), and a backslash outside quotes escapes the next character. Nothing is expanded (no variables,
 * globs or `~`). Throws an Error saying what is wrong (an unclosed quote, a trailing backslash).
 * @example
 * splitCommandLine(`node "my server.js" --name 'a b'`) // ['node', 'my server.js', '--name', 'a b']
 */
export declare function splitCommandLine(text: string): string[];
