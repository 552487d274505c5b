// Interval estimates and a paired test for pass rates, with closed forms only (no stats dependency).
// References: Wilson (1927) score interval; Newcombe (1998) "Improved confidence intervals for the difference
// between binomial proportions based on paired data", Stat. Med. 17:2635, method 10; the exact McNemar test
// (a two-sided binomial test of the discordant pairs against 1/2).

/** A two-sided confidence interval. */
export interface Interval {
  lower: number
  upper: number
}

/**
 * The standard normal quantile for `p` in (0, 1) (Acklam's rational approximation:
 * relative error < 1.2e-9, far below what a pass rate needs). `normalQuantile(0.975)` ≈ 1.959964.
 */
export function normalQuantile(p: number): number {
  if (!(p > 0 && p < 1)) throw new RangeError(`normalQuantile needs 0 < p < 1, received ${p}`)
  const a = [-39.69683028665376, 220.9460984245205, -275.9285104469687, 138.357751867269, -30.66479806614716, 2.506628277459239]
  const b = [-54.47609879822406, 161.5858368580409, -155.6989798598866, 66.80131188771972, -13.28068155288572]
  const c = [-0.007784894002430293, -0.3223964580411365, -2.400758277161838, -2.549732539343734, 4.374664141464968, 2.938163982698783]
  const d = [0.007784695709041462, 0.3224671290700398, 2.445134137142996, 3.754408661907416]
  const low = 0.02425
  let x: number
  if (p < low) {
    const q = Math.sqrt(-2 * Math.log(p))
    x = (((((c[0]! * q + c[1]!) * q + c[2]!) * q + c[3]!) * q + c[4]!) * q + c[5]!) / ((((d[0]! * q + d[1]!) * q + d[2]!) * q + d[3]!) * q + 1)
  } else if (p <= 1 - low) {
    const q = p - 0.5
    const r = q * q
    x = ((((((a[0]! * r + a[1]!) * r + a[2]!) * r + a[3]!) * r + a[4]!) * r + a[5]!) * q) / (((((b[0]! * r + b[1]!) * r + b[2]!) * r + b[3]!) * r + b[4]!) * r + 1)
  } else {
    const q = Math.sqrt(-2 * Math.log(1 - p))
    x = -(((((c[0]! * q + c[1]!) * q + c[2]!) * q + c[3]!) * q + c[4]!) * q + c[5]!) / ((((d[0]! * q + d[1]!) * q + d[2]!) * q + d[3]!) * q + 1)
  }
  return x
}

/**
 * Wilson score interval of `successes / n` at confidence `1 - alpha` (no continuity correction). Null when
 * `n` is 0. Unlike the normal (Wald) interval it stays inside [0, 1] and is not degenerate at 0/n and n/n.
 * @example
 * wilsonInterval(81, 263) // { lower: 0.2553, upper: 0.3662 } (Newcombe 1998, single-proportion paper, example)
 */
export function wilsonInterval(successes: number, n: number, alpha = 0.05): Interval | null {
  if (n === 0) return null
  const z = normalQuantile(1 - alpha / 2)
  const p = successes / n
  const z2 = z * z
  const centre = p + z2 / (2 * n)
  const spread = z * Math.sqrt((p * (1 - p)) / n + z2 / (4 * n * n))
  const denominator = 1 + z2 / n
  // Exact at the edges (floating point would give 1e-17 instead of 0).
  return { lower: successes === 0 ? 0 : (centre - spread) / denominator, upper: successes === n ? 1 : (centre + spread) / denominator }
}

/**
 * Two-sided exact McNemar p-value for paired binary outcomes: `b` pairs went one way (e.g. pass → fail),
 * `c` the other way. Under "no change" each discordant pair goes either way with probability 1/2, so the
 * p-value is `min(1, 2 · P(X ≤ min(b, c)))` with X ~ Binomial(b + c, 1/2). 1 when there are no discordant pairs.
 * @example
 * mcnemarExactP(6, 0) // 0.03125 = 2 / 2^6
 */
export function mcnemarExactP(b: number, c: number): number {
  const n = b + c
  if (n === 0) return 1
  const k = Math.min(b, c)
  // C(n, 0) / 2^n, exact (a power of two) until it underflows past n = 1074; then the log-space sum.
  let term = 0.5 ** n
  let tail = term
  for (let i = 1; i <= k; i++) {
    term *= (n - i + 1) / i
    tail += term
  }
  if (term === 0 || !Number.isFinite(tail)) tail = logTail(n, k)
  return Math.min(1, 2 * tail)
}

/** P(X ≤ k), X ~ Binomial(n, 1/2), by log-sum-exp (for n large enough that 2^-n underflows). */
function logTail(n: number, k: number): number {
  const logs: number[] = []
  let logC = 0
  for (let i = 0; i <= k; i++) {
    if (i > 0) logC += Math.log(n - i + 1) - Math.log(i)
    logs.push(logC + n * Math.log(0.5))
  }
  const max = Math.max(...logs)
  return Math.exp(max) * logs.reduce((acc, l) => acc + Math.exp(l - max), 0)
}

/**
 * Newcombe's (1998) method 10 interval for the change between two paired proportions `head - base`, from
 * the 2×2 table of paired outcomes: `both` passed in both runs, `lost` passed in base only, `gained` passed in
 * head only, `neither` passed in neither. Built from the two Wilson intervals and the correlation of the pairs,
 * so it stays in [-1, 1] and behaves at 0 and n. Null when there are no pairs.
 * @example
 * pairedDifferenceInterval({ both: 36, lost: 2, gained: 12, neither: 0 }) // { lower: 0.0569, upper: 0.3404 } (Newcombe's example)
 */
export function pairedDifferenceInterval(table: { both: number; lost: number; gained: number; neither: number }, alpha = 0.05): Interval | null {
  const { both, lost, gained, neither } = table
  const n = both + lost + gained + neither
  if (n === 0) return null
  const base = wilsonInterval(both + lost, n, alpha)!
  const head = wilsonInterval(both + gained, n, alpha)!
  const pBase = (both + lost) / n
  const pHead = (both + gained) / n
  const marginals = (both + lost) * (gained + neither) * (both + gained) * (lost + neither)
  // Newcombe's correlation: AD - BC shrunk towards 0 by N/2 when positive, as in his published method 10.
  const cross = both * neither - lost * gained
  const shrunk = cross > n / 2 ? cross - n / 2 : cross < 0 ? cross : 0
  const phi = marginals === 0 ? 0 : shrunk / Math.sqrt(marginals)
  const delta = pHead - pBase
  // Newcombe's θ = p1 - p2 with p1 = head, p2 = base.
  const dl1 = pHead - head.lower
  const du1 = head.upper - pHead
  const dl2 = pBase - base.lower
  const du2 = base.upper - pBase
  const lower = delta - Math.sqrt(Math.max(0, dl1 * dl1 - 2 * phi * dl1 * du2 + du2 * du2))
  const upper = delta + Math.sqrt(Math.max(0, du1 * du1 - 2 * phi * du1 * dl2 + dl2 * dl2))
  return { lower: Math.max(-1, lower), upper: Math.min(1, upper) }
}
