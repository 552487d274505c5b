import { PY_UNASSIGNED_CLASS } from './python-unicode.js'

// Capturing split keeps the separators; each is a single newer character that Python leaves as is.
const NEWER_CHARS = new RegExp(`([${PY_UNASSIGNED_CLASS}])`, 'u')

/**
 * Python `str.lower()`: JS full lowercasing (final sigma, `İ` → `i̇`) except for characters encoded after
 * Unicode 14.0, which Python 3.11 does not know. Splitting at them is exact for the final-sigma rule too:
 * an unassigned character is neither cased nor case-ignorable, so it ends the context like a string edge.
 */
export function pyLower(s: string): string {
  const lowered = s.toLowerCase()
  if (!NEWER_CHARS.test(s)) return lowered
  return s
    .split(NEWER_CHARS)
    .map((part, i) => (i % 2 === 1 ? part : part.toLowerCase()))
    .join('')
}
