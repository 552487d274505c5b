// Corrections for testing many models × traits at once: with 20 tests at α = 0.05 one "significant" change is
// expected by chance alone. References: Holm (1979) "A simple sequentially rejective multiple test procedure",
// Scand. J. Stat. 6:65; Benjamini & Hochberg (1995), J. R. Stat. Soc. B 57:289. Same values as R's p.adjust.

/** `holm` controls the chance of any false alarm (family-wise error); `bh` the expected share of false alarms (FDR). */
export type PValueCorrection = 'holm' | 'bh'

/** `Holm` / `Benjamini–Hochberg`: the correction's name in headings and messages. */
export const CORRECTION_LABEL: Record<PValueCorrection, string> = { holm: 'Holm', bh: 'Benjamini–Hochberg' }

/** The accepted corrections, for option parsing and messages. */
export const P_VALUE_CORRECTIONS: readonly PValueCorrection[] = ['holm', 'bh']

/**
 * Adjusted p-values in the input order: compare each with α to decide, as the uncorrected ones would be.
 * @example
 * adjustPValues([0.01, 0.04, 0.03], 'holm') // [0.03, 0.06, 0.06]
 * adjustPValues([0.01, 0.04, 0.03], 'bh')   // [0.03, 0.04, 0.04]
 */
export function adjustPValues(pValues: readonly number[], method: PValueCorrection): number[] {
  const m = pValues.length
  const order = pValues.map((p, i) => [p, i] as const).sort((a, b) => a[0] - b[0] || a[1] - b[1])
  const adjusted = new Array<number>(m)
  if (method === 'holm') {
    // Step-down: the i-th smallest (0-based) is multiplied by m − i, kept monotone from the smallest up.
    let running = 0
    order.forEach(([p, index], i) => {
      running = Math.max(running, Math.min(1, (m - i) * p))
      adjusted[index] = running
    })
  } else {
    // Step-up: the i-th smallest (1-based rank r) is multiplied by m / r, kept monotone from the largest down.
    let running = 1
    for (let i = m - 1; i >= 0; i--) {
      const [p, index] = order[i]!
      running = Math.min(running, Math.min(1, (m / (i + 1)) * p))
      adjusted[index] = running
    }
  }
  return adjusted
}
