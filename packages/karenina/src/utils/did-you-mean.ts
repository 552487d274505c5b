/** Levenshtein edit distance (insertions, deletions, substitutions), by code unit. */
export function editDistance(a: string, b: string): number {
  if (a === b) return 0
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j)
  for (let i = 1; i <= a.length; i++) {
    const current = [i]
    for (let j = 1; j <= b.length; j++) {
      current[j] = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1))
    }
    previous = current
  }
  return previous[b.length]!
}

// `match_type`, `matchType` and `MatchType` are the same name in another spelling.
const spellingFree = (key: string) => key.toLowerCase().replace(/[_\-\s]/g, '')

/**
 * The known key closest to an unknown one: the same name in another spelling (`match_type` → `matchType`),
 * else the nearest by edit distance when it is close enough to be a typo (at most a third of the key, ≥ 1).
 */
export function closestKey(key: string, known: Iterable<string>): string | undefined {
  const candidates = [...known]
  const same = candidates.find((k) => spellingFree(k) === spellingFree(key))
  if (same !== undefined) return same
  let best: string | undefined
  let bestDistance = Infinity
  for (const candidate of candidates) {
    const distance = editDistance(spellingFree(key), spellingFree(candidate))
    if (distance < bestDistance) [best, bestDistance] = [candidate, distance]
  }
  return bestDistance <= Math.max(1, Math.floor(spellingFree(key).length / 3)) ? best : undefined
}

/** `unknown key 'match_type' in verifyRegex options (did you mean 'matchType'?)`. */
export function unknownKeyMessage(key: string, where: string, known: Iterable<string>): string {
  const close = closestKey(key, known)
  return `unknown key '${key}' in ${where}${close === undefined ? ` (known keys: ${[...known].join(', ')})` : ` (did you mean '${close}'?)`}`
}

/** The keys of `value` (a plain object) that are not in `known`; non-objects have none. */
export function unknownKeys(value: unknown, known: Iterable<string>): string[] {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return []
  const allowed = new Set(known)
  return Object.keys(value).filter((key) => !allowed.has(key))
}
