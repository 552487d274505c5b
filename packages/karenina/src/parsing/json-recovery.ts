import { compilePyRegex, type PyRegex } from '../compat/py-regex.js'
import { pyStrip } from '../compat/py-whitespace.js'
import { CheckError } from '../errors/check-error.js'
import { isPyJsonLoadable } from '../compat/parse-py-json.js'

// Karenina's recovery patterns, run with Python `re` semantics (Unicode `\w`/`\s`, Python's `$`).
const FIRST_FENCE = compilePyRegex('```(?:\\w+)?\\s*\\n?(.*?)\\n?```', { dotAll: true })
const LEADING_FENCE = compilePyRegex('^```(?:\\w+)?\\s*\\n?')
const TRAILING_FENCE = compilePyRegex('\\n?```$')
const JSON_FENCES = compilePyRegex('```(?:json)?\\s*\\n?([\\s\\S]*?)\\n?```')

/** Python `re.sub(pattern, "", text)`. */
function removeAll(regex: PyRegex, text: string): string {
  let out = ''
  let cursor = 0
  for (const match of regex.finditer(text)) {
    out += text.slice(cursor, match.start)
    cursor = match.end
  }
  return out + text.slice(cursor)
}

/**
 * Karenina's `strip_markdown_fences` (spec 06 §8.1): the trimmed content of the first fenced block, else the
 * last parseable `{…}` object in the text, else the text without a leading/trailing fence, trimmed.
 * Non-strings (including `null`) are returned unchanged.
 */
export function stripMarkdownFences<T>(text: T): T | string {
  if (typeof text !== 'string') return text
  const fenced = FIRST_FENCE.finditer(text).next()
  if (!fenced.done) return pyStrip(fenced.value.groups[0] ?? '')
  const extracted = extractJsonFromText(text)
  // Python tests truthiness: an extracted "" cannot happen (candidates start with "{"), so `!== null` is exact.
  if (extracted !== null) return extracted
  return pyStrip(removeAll(TRAILING_FENCE, removeAll(LEADING_FENCE, text)))
}

/**
 * Karenina's `extract_json_from_text` (spec 06 §8.2): every balanced `{…}` candidate, tried from last to first,
 * the first one Python's `json.loads` accepts; `null` when none does. Arrays are not extracted.
 */
export function extractJsonFromText(text: string): string | null {
  if (typeof text !== 'string') throw new CheckError('type', `extract_json_from_text: expected a string, got ${text === null ? 'None' : typeof text}`)
  const chars = Array.from(text)
  const candidates: string[] = []
  for (let i = 0; i < chars.length; i++) {
    const candidate = chars[i] === '{' ? balancedBraces(chars, i) : null
    if (candidate === null) continue
    candidates.push(candidate.text)
    // The scan resumes after the candidate's closing brace.
    i += candidate.length - 1
  }
  return candidates.findLast((candidate) => isPyJsonLoadable(candidate)) ?? null
}

/**
 * Karenina's `extract_balanced_braces` (spec 06 §8.2): the `{…}` expression starting at code-point index
 * `start` (Python indexing, so a negative index counts from the end), or `null` when `text[start]` is not
 * `{` or the braces never balance. A backslash skips the next character everywhere, inside strings or not.
 */
export function extractBalancedBraces(text: string, start: number): string | null {
  if (typeof text !== 'string') throw new CheckError('type', `extract_balanced_braces: expected a string, got ${text === null ? 'None' : typeof text}`)
  const chars = Array.from(text)
  if (start >= chars.length) return null
  if (start < -chars.length) throw new CheckError('runtime', 'extract_balanced_braces: string index out of range')
  return balancedBraces(chars, start)?.text ?? null
}

/**
 * Karenina's `extract_json_from_response` (spec 06 §8.3), used by the judge parser: the trimmed text when it
 * starts with `{`/`[` and parses, else the first ```` ``` ````/```` ```json ```` block whose trimmed content
 * starts with `{`/`[` (not parse-checked), else `extractJsonFromText`. Throws `CheckError('value')` when
 * nothing is found.
 */
export function extractJsonFromResponse(text: string): string {
  if (typeof text !== 'string') throw new CheckError('type', `extract_json_from_response: expected a string, got ${text === null ? 'None' : typeof text}`)
  const trimmed = pyStrip(text)
  if ((trimmed.startsWith('{') || trimmed.startsWith('[')) && isPyJsonLoadable(trimmed)) return trimmed
  for (const group of JSON_FENCES.findall(trimmed)) {
    const content = pyStrip(group as string)
    if (content.startsWith('{') || content.startsWith('[')) return content
  }
  const extracted = extractJsonFromText(trimmed)
  if (extracted !== null) return extracted
  throw new CheckError('value', `Could not extract JSON from response: ${Array.from(trimmed).slice(0, 200).join('')}...`)
}

/**
 * The brace walk over code points. `start` may be negative (Python indexing); the walk then visits the
 * negative indices first, exactly as Karenina's loop does. `length` is the code-point length of the result.
 */
function balancedBraces(chars: readonly string[], start: number): { text: string; length: number } | null {
  const n = chars.length
  const at = (i: number): string => chars[i < 0 ? i + n : i]!
  if (at(start) !== '{') return null
  let depth = 0
  let inString = false
  let escapeNext = false
  for (let i = start; i < n; i++) {
    const ch = at(i)
    if (escapeNext) escapeNext = false
    else if (ch === '\\') escapeNext = true
    else if (ch === '"') inString = !inString
    else if (!inString && ch === '{') depth++
    else if (!inString && ch === '}') {
      depth--
      if (depth === 0) {
        const slice = pySlice(chars, start, i + 1)
        return { text: slice.join(''), length: slice.length }
      }
    }
  }
  return null
}

/** Python `chars[start:stop]` for a code-point array (negative bounds count from the end). */
function pySlice(chars: readonly string[], start: number, stop: number): readonly string[] {
  const n = chars.length
  const norm = (k: number) => (k < 0 ? Math.max(0, k + n) : Math.min(k, n))
  return chars.slice(norm(start), norm(stop))
}
