#!/usr/bin/env python3
"""Reference values for proportion-stats.test.ts, from the textbook formulas in exact arithmetic where possible.

Run: python3 packages/karenina/src/results-diff/stats-reference.py (standard library only: no scipy needed).
Wilson: Wilson (1927); z from statistics.NormalDist. McNemar exact: 2 * P(X <= min(b, c)), X ~ Bin(b + c, 1/2),
summed with fractions (exact). Paired difference: Newcombe (1998) method 10.
"""
from fractions import Fraction
from math import comb, sqrt
from statistics import NormalDist


def wilson(k, n, alpha=0.05):
    z = NormalDist().inv_cdf(1 - alpha / 2)
    p = k / n
    centre = p + z * z / (2 * n)
    spread = z * sqrt(p * (1 - p) / n + z * z / (4 * n * n))
    den = 1 + z * z / n
    return (centre - spread) / den, (centre + spread) / den


def mcnemar(b, c):
    n = b + c
    if n == 0:
        return 1.0
    tail = sum(Fraction(comb(n, i), 2 ** n) for i in range(min(b, c) + 1))
    return float(min(Fraction(1), 2 * tail))


def newcombe10(both, lost, gained, neither, alpha=0.05):
    n = both + lost + gained + neither
    p_head, p_base = (both + gained) / n, (both + lost) / n
    l1, u1 = wilson(both + gained, n, alpha)
    l2, u2 = wilson(both + lost, n, alpha)
    den = (both + lost) * (gained + neither) * (both + gained) * (lost + neither)
    # Newcombe's phi: AD - BC shrunk towards 0 by N/2 when positive (his method 10 as published).
    b = both * neither - lost * gained
    c = b - n / 2 if b > n / 2 else (b if b < 0 else 0)
    phi = 0 if den == 0 else c / sqrt(den)
    d = p_head - p_base
    dl1, du1, dl2, du2 = p_head - l1, u1 - p_head, p_base - l2, u2 - p_base
    return d - sqrt(dl1**2 - 2 * phi * dl1 * du2 + du2**2), d + sqrt(du1**2 - 2 * phi * du1 * dl2 + dl2**2)


print('z(0.975) =', repr(NormalDist().inv_cdf(0.975)), ' z(0.995) =', repr(NormalDist().inv_cdf(0.995)))
for k, n, alpha in [(81, 263, 0.05), (15, 148, 0.05), (0, 20, 0.05), (1, 29, 0.05), (29, 29, 0.05), (7, 10, 0.05), (7, 10, 0.01), (11, 12, 0.05), (4, 12, 0.05)]:
    print(f'wilson({k}, {n}, {alpha}) =', tuple(repr(x) for x in wilson(k, n, alpha)))
for b, c in [(6, 0), (5, 0), (12, 2), (2, 12), (3, 3), (10, 4), (0, 0), (40, 20), (700, 640), (8, 1)]:
    print(f'mcnemar({b}, {c}) =', repr(mcnemar(b, c)))
# Newcombe (1998) paired examples, published (method 10): e=36,f=12,g=2,h=0 -> 0.0569 to 0.3404;
# e=18,f=12,g=2,h=18 -> 0.0562 to 0.3290; e=53,f=g=0,h=1 -> -0.0729 to 0.0729. Here p1 = head: (both, lost, gained, neither).
# (3, 8, 1, 0) and wilson(11, 12) are test/cli/diff.test.ts's gpt-a (q8-q10 pass in both, q0-q7 lost, q11 gained).
for table in [(36, 2, 12, 0), (18, 2, 12, 18), (53, 0, 0, 1), (2, 6, 0, 2), (10, 0, 0, 0), (3, 8, 1, 0)]:
    print(f'newcombe10{table} =', tuple(repr(x) for x in newcombe10(*table)))
