/**
 * Splits a command line into words as a POSIX shell does for quoting only: whitespace separates words,
 * single quotes keep everything literal, double quotes keep spaces (a backslash escapes `"`, `\` and `$`
 * there), and a backslash outside quotes escapes the next character. Nothing is expanded (no variables,
 * globs or `~`). Throws an Error saying what is wrong (an unclosed quote, a trailing backslash).
 * @example
 * splitCommandLine(`node "my server.js" --name 'a b'`) // ['node', 'my server.js', '--name', 'a b']
 */
export function splitCommandLine(text: string): string[] {
  // At each position: whitespace, a single-quoted part, a double-quoted part, an escaped character, or plain text.
  const token = /(\s+)|'([^']*)'|"((?:\\[\s\S]|[^"\\])*)"|\\([\s\S])|([^\s'"\\]+)/y
  const words: string[] = []
  let word: string | null = null
  while (token.lastIndex < text.length) {
    const at = token.lastIndex
    const match = token.exec(text)
    if (match === null) {
      if (text[at] === '\\') throw new Error('a trailing backslash escapes nothing')
      throw new Error(`unclosed ${text[at] === "'" ? 'single' : 'double'} quote at character ${at + 1}`)
    }
    if (match[1] !== undefined) {
      if (word !== null) words.push(word)
      word = null
    } else {
      // Parts without whitespace between them make one word; in double quotes a backslash escapes only " \ $ `.
      word = (word ?? '') + (match[2] ?? match[3]?.replace(/\\(["\\$`])/g, '$1') ?? match[4] ?? match[5])
    }
  }
  if (word !== null) words.push(word)
  return words
}
