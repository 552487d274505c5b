import { hash } from '../utils/lazy-node.js'
import { pyRstrip, pyStrip } from '../compat/py-whitespace.js'

const BLANK = /^[ \t]+$/
const INDENT = /^[ \t]*/

/**
 * Python 3.11/3.12 `textwrap.dedent`: removes the longest common space/tab prefix of the non-blank lines.
 * Lines of only spaces/tabs become empty and do not count. Lines are split on `\n` only, so a CRLF blank
 * line (`"\r"`) is not blank and, having no indent, cancels the dedent (fixed in Python 3.14; kept here).
 */
export function pythonDedent(text: string): string {
  const lines = text.split('\n').map((line) => (BLANK.test(line) ? '' : line))
  let margin: string | undefined
  for (const line of lines) {
    if (line === '') continue
    const indent = INDENT.exec(line)![0]
    // A line that is all indent here would have been emptied above, so every indent precedes content.
    if (margin === undefined) margin = indent
    else {
      let i = 0
      while (i < margin.length && i < indent.length && margin[i] === indent[i]) i++
      margin = margin.slice(0, i)
    }
  }
  if (!margin) return lines.join('\n')
  const cut = margin.length
  return lines.map((line) => (line.startsWith(margin!) ? line.slice(cut) : line)).join('\n')
}

/** The text hashed into a template id (spec 01 §7.6): dedent, unify line endings, right-strip lines, strip. */
export function normalizeTemplateSource(text: string): string {
  const unified = pythonDedent(text).replace(/\r\n/g, '\n').replace(/\r/g, '\n')
  return pyStrip(unified.split('\n').map(pyRstrip).join('\n'))
}

/** Karenina's `template_id`: MD5 hex of the normalized source, or `"no_template"` for a missing/blank one. */
export function generateTemplateId(source: string | null | undefined): string {
  if (source === null || source === undefined || pyStrip(source) === '') return 'no_template'
  // One-shot `hash` (no Hash object): several times cheaper than createHash for short inputs.
  return hash('md5', normalizeTemplateSource(source), 'hex')
}
