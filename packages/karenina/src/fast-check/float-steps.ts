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
