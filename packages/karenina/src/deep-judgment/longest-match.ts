/** A matching block: `a[a .. a+size)` equals `b[b .. b+size)` (Python difflib's `Match`). */
export interface LongestMatch {
  a: number
  b: number
  size: number
}

/**
 * Python `difflib.SequenceMatcher(None, a, b).find_longest_match(0, len(a), 0, len(b))` over code-point
 * arrays. With `autojunk: true` (Python's default) elements of `b` that occur more than `len(b) // 100 + 1`
 * times are "popular" when `len(b) >= 200`: they cannot start or continue the core match and only join it
 * through the final extension. With `autojunk: false` the result is a true longest common substring
 * (earliest in `a`, then earliest in `b`, on ties).
 */
export function findLongestMatch(a: readonly string[], b: readonly string[], options: { autojunk: boolean }): LongestMatch {
  const b2j = indexPositions(b, options.autojunk)
  let besti = 0
  let bestj = 0
  let bestsize = 0
  // j2len[j + 1] = length of the match ending at a[i-1], b[j] (previous row); one slot of padding for j = -1.
  let prev = new Int32Array(b.length + 1)
  let cur = new Int32Array(b.length + 1)
  let prevTouched: number[] = []
  let curTouched: number[] = []
  for (let i = 0; i < a.length; i++) {
    for (const j of b2j.get(a[i]!) ?? []) {
      const k = prev[j]! + 1
      cur[j + 1] = k
      curTouched.push(j + 1)
      // Strictly longer only: ties keep the earlier block, which the extension below may then grow.
      if (k > bestsize) {
        besti = i - k + 1
        bestj = j - k + 1
        bestsize = k
      }
    }
    for (const t of prevTouched) prev[t] = 0
    ;[prev, cur] = [cur, prev]
    ;[prevTouched, curTouched] = [curTouched, prevTouched]
    curTouched.length = 0
  }
  // No junk function, so "non-junk" is everything: extend over popular elements too.
  while (besti > 0 && bestj > 0 && a[besti - 1] === b[bestj - 1]) {
    besti--
    bestj--
    bestsize++
  }
  while (besti + bestsize < a.length && bestj + bestsize < b.length && a[besti + bestsize] === b[bestj + bestsize]) {
    bestsize++
  }
  return { a: besti, b: bestj, size: bestsize }
}

/** difflib's `b2j`: element → ascending positions in `b`, without the popular elements under autojunk. */
function indexPositions(b: readonly string[], autojunk: boolean): Map<string, number[]> {
  const b2j = new Map<string, number[]>()
  b.forEach((element, j) => {
    const positions = b2j.get(element)
    if (positions) positions.push(j)
    else b2j.set(element, [j])
  })
  const n = b.length
  if (autojunk && n >= 200) {
    const ntest = Math.floor(n / 100) + 1
    for (const [element, positions] of b2j) if (positions.length > ntest) b2j.delete(element)
  }
  return b2j
}
