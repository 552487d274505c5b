import { PyFloat } from '../compat/py-float-value.js'

/** A usable number from an untyped JSON value (PyFloat unboxed); null for non-numbers, booleans and NaN. */
export function numberOrNull(value: unknown): number | null {
  const n = value instanceof PyFloat ? value.value : value
  return typeof n === 'number' && !Number.isNaN(n) ? n : null
}

/** Arithmetic mean; null for an empty list. */
export function mean(values: readonly number[]): number | null {
  return values.length === 0 ? null : values.reduce((a, b) => a + b, 0) / values.length
}

/** Median (mean of the two middle values for even counts); null for an empty list. */
export function median(values: readonly number[]): number | null {
  if (values.length === 0) return null
  const sorted = [...values].sort((a, b) => a - b)
  const mid = Math.floor(sorted.length / 2)
  return sorted.length % 2 === 1 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2
}

/** Standard deviation with `ddof` delta degrees of freedom; null for `ddof` or fewer values. */
function std(values: readonly number[], ddof: 0 | 1): number | null {
  const m = mean(values)
  if (m === null || values.length <= ddof) return null
  return Math.sqrt(values.reduce((acc, v) => acc + (v - m) ** 2, 0) / (values.length - ddof))
}

/** Population standard deviation (`numpy.std`); null for an empty list. */
export const populationStd = (values: readonly number[]): number | null => std(values, 0)

/** Sample standard deviation (`statistics.stdev`); null for fewer than two values. */
export const sampleStd = (values: readonly number[]): number | null => std(values, 1)
