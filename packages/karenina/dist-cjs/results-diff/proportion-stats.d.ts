/** A two-sided confidence interval. */
export interface Interval {
    lower: number;
    upper: number;
}
/**
 * The standard normal quantile for `p` in (0, 1) (Acklam's rational approximation:
 * relative error < 1.2e-9, far below what a pass rate needs). `normalQuantile(0.975)` ≈ 1.959964.
 */
export declare function normalQuantile(p: number): number;
/**
 * Wilson score interval of `successes / n` at confidence `1 - alpha` (no continuity correction). Null when
 * `n` is 0. Unlike the normal (Wald) interval it stays inside [0, 1] and is not degenerate at 0/n and n/n.
 * @example
 * wilsonInterval(81, 263) // { lower: 0.2553, upper: 0.3662 } (Newcombe 1998, single-proportion paper, example)
 */
export declare function wilsonInterval(successes: number, n: number, alpha?: number): Interval | null;
/**
 * Two-sided exact McNemar p-value for paired binary outcomes: `b` pairs went one way (e.g. pass → fail),
 * `c` the other way. Under "no change" each discordant pair goes either way with probability 1/2, so the
 * p-value is `min(1, 2 · P(X ≤ min(b, c)))` with X ~ Binomial(b + c, 1/2). 1 when there are no discordant pairs.
 * @example
 * mcnemarExactP(6, 0) // 0.03125 = 2 / 2^6
 */
export declare function mcnemarExactP(b: number, c: number): number;
/**
 * Newcombe's (1998) method 10 interval for the change between two paired proportions `head - base`, from
 * the 2×2 table of paired outcomes: `both` passed in both runs, `lost` passed in base only, `gained` passed in
 * head only, `neither` passed in neither. Built from the two Wilson intervals and the correlation of the pairs,
 * so it stays in [-1, 1] and behaves at 0 and n. Null when there are no pairs.
 * @example
 * pairedDifferenceInterval({ both: 36, lost: 2, gained: 12, neither: 0 }) // { lower: 0.0569, upper: 0.3404 } (Newcombe's example)
 */
export declare function pairedDifferenceInterval(table: {
    both: number;
    lost: number;
    gained: number;
    neither: number;
}, alpha?: number): Interval | null;
