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
  const allowed = knownSet(known)
  const unknown: string[] = []
  for (const key in value) if (Object.hasOwn(value, key) && !allowed.has(key)) unknown.push(key)
  return unknown
}

// Known-key lists are module constants checked once per task or option object: their Set is built once.
const KNOWN_SETS = new WeakMap<object, ReadonlySet<string>>()

function knownSet(known: Iterable<string>): ReadonlySet<string> {
  if (known instanceof Set) return known as ReadonlySet<string>
  // A frozen list cannot change after its Set is made; another iterable (a generator, a mutable list) is read each time.
  if (!Array.isArray(known) || !Object.isFrozen(known)) return new Set(known)
  let set = KNOWN_SETS.get(known)
  if (set === undefined) KNOWN_SETS.set(known, (set = new Set(known)))
  return set
}
