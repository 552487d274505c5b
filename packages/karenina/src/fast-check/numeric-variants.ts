import fc, { type Arbitrary } from 'fast-check'

// Neighbouring doubles: generators nudge interval ends with them so that rounding in `x − gt` can never carry
// a generated value across a primitive's boundary.
const buffer = new DataView(new ArrayBuffer(8))

function step(x: number, direction: 1 | -1): number {
  if (Number.isNaN(x) || x === direction * Infinity) return x
  if (x === 0) return direction * Number.MIN_VALUE
  buffer.setFloat64(0, x)
  const bits = buffer.getBigInt64(0)
  // Away from zero means a larger magnitude, i.e. a larger bit pattern for both signs.
  const away = (x > 0) === (direction > 0)
  buffer.setBigInt64(0, away ? bits + 1n : bits - 1n)
  return buffer.getFloat64(0)
}

/** The smallest double greater than `x`. */
export function nextUp(x: number): number {
  return step(x, 1)
}

/** The largest double smaller than `x`. */
export function nextDown(x: number): number {
  return step(x, -1)
}

/** A closed interval of accepted or rejected numbers; its ends are already nudged to the right side. */
export interface NumberInterval {
  readonly lo: number
  readonly hi: number
}

/** Which numbers a numeric primitive accepts for one ground truth, and the near misses on each side. */
export interface NumericSplit {
  readonly accepted: readonly NumberInterval[]
  readonly rejected: readonly NumberInterval[]
}

const MAX = Number.MAX_VALUE
const clamp = (x: number) => Math.min(MAX, Math.max(-MAX, x))

/** How far beyond a boundary near misses (and open-ended accepted values) reach. */
function spreadOf(...scales: number[]): number {
  return clamp(Math.max(1, ...scales.filter(Number.isFinite).map((s) => Math.abs(s) * 2)))
}

// Walks an interval end inwards (or outwards) while it is outside (inside): rounding in `x − gt` and `d / |gt|` can
// put the exact end a hair on the wrong side.
function walk(x: number, step: (v: number) => number, onWrongSide: (v: number) => boolean): number {
  let v = x
  for (let i = 0; i < 64 && Number.isFinite(v) && onWrongSide(v); i++) v = step(v)
  return v
}

function interval(lo: number, hi: number): NumberInterval[] {
  return lo <= hi ? [{ lo: clamp(lo), hi: clamp(hi) }] : []
}

/** Numbers within `gate` of `gt` (absolute distance, or relative to `|gt|`), as NumericTolerance and NumericGraded measure it. */
export function distanceSplit(gt: number, gate: number, mode: 'absolute' | 'relative'): NumericSplit {
  if (!Number.isFinite(gt) || !(gate >= 0)) return { accepted: [], rejected: [] }
  if (mode === 'relative' && gt === 0) {
    // Only an exact 0 is within any relative tolerance of 0.
    return { accepted: [{ lo: 0, hi: 0 }], rejected: [...interval(-spreadOf(gate), -Number.MIN_VALUE), ...interval(Number.MIN_VALUE, spreadOf(gate))] }
  }
  const width = mode === 'absolute' ? gate : gate * Math.abs(gt)
  const inside = (x: number) => (mode === 'absolute' ? Math.abs(x - gt) <= gate : Math.abs(x - gt) / Math.abs(gt) <= gate)
  const outside = (x: number) => !inside(x)
  const hi = walk(clamp(gt + width), nextDown, outside)
  const lo = walk(clamp(gt - width), nextUp, outside)
  const above = walk(nextUp(hi), nextUp, inside)
  const below = walk(nextDown(lo), nextDown, inside)
  const spread = spreadOf(width, gt)
  return { accepted: interval(lo, hi), rejected: [...interval(below - spread, below), ...interval(above, above + spread)] }
}

/** Numbers within optional bounds, each inclusive or exclusive (NumericRange, NumericRangeGraded). */
export function boundsSplit(bounds: { min: number | null; max: number | null; exclusiveMin: boolean; exclusiveMax: boolean }): NumericSplit {
  const { min, max, exclusiveMin, exclusiveMax } = bounds
  const spread = spreadOf(min ?? 0, max ?? 0, min !== null && max !== null ? max - min : 0)
  const lo = min === null ? (max ?? 0) - spread : exclusiveMin ? nextUp(min) : min
  const hi = max === null ? (min ?? 0) + spread : exclusiveMax ? nextDown(max) : max
  const rejected: NumberInterval[] = []
  if (min !== null) {
    const below = exclusiveMin ? min : nextDown(min)
    rejected.push(...interval(below - spread, below))
  }
  if (max !== null) {
    const above = exclusiveMax ? max : nextUp(max)
    rejected.push(...interval(above, above + spread))
  }
  return { accepted: interval(lo, hi), rejected }
}

/** Numbers on one side of a threshold (NumericMinimum/Maximum, NumericThresholdGraded). */
export function thresholdSplit(threshold: number, direction: 'min' | 'max', exclusive: boolean): NumericSplit {
  if (!Number.isFinite(threshold)) return { accepted: [], rejected: [] }
  return direction === 'min'
    ? boundsSplit({ min: threshold, max: null, exclusiveMin: exclusive, exclusiveMax: false })
    : boundsSplit({ min: null, max: threshold, exclusiveMin: false, exclusiveMax: exclusive })
}

/** Numbers equal to `gt` (NumericExact) and its nearest neighbours as near misses. */
export function exactSplit(gt: number): NumericSplit {
  if (!Number.isFinite(gt)) return { accepted: [], rejected: [] }
  return boundsSplit({ min: gt, max: gt, exclusiveMin: false, exclusiveMax: false })
}

/**
 * An arbitrary over the union of intervals: doubles, or integers for an `int` field (each interval narrowed
 * to the integers it holds). Undefined when no value exists.
 */
export function numbersIn(intervals: readonly NumberInterval[], integers: boolean): Arbitrary<number> | undefined {
  const parts: Arbitrary<number>[] = []
  for (const { lo, hi } of intervals) {
    // The ends are where inclusive/exclusive mistakes hide: generate them on purpose.
    if (integers) {
      const min = Math.max(Math.ceil(lo), Number.MIN_SAFE_INTEGER)
      const max = Math.min(Math.floor(hi), Number.MAX_SAFE_INTEGER)
      if (min <= max) parts.push(fc.oneof({ weight: 3, arbitrary: fc.integer({ min, max }) }, { weight: 1, arbitrary: fc.constantFrom(min, max) }))
    } else if (lo === hi) {
      parts.push(fc.constant(lo))
    } else {
      const inside = fc.double({ min: lo, max: hi, noNaN: true, noDefaultInfinity: true })
      parts.push(fc.oneof({ weight: 3, arbitrary: inside }, { weight: 1, arbitrary: fc.constantFrom(lo, hi) }))
    }
  }
  if (parts.length === 0) return undefined
  return parts.length === 1 ? parts[0] : fc.oneof(...parts)
}
