const MAX_DEPTH = 64

/**
 * A deep copy of plain data (objects, arrays, primitives), the same as `structuredClone` gives for it at a
 * fraction of the cost (structuredClone serialises); anything else (a Date, a Map, a class instance, a
 * cycle past 64 levels) is copied by structuredClone itself, so the outcome, errors included, is the same.
 */
export function clonePlain<T>(value: T): T {
  return copy(value, 0) as T
}

function copy(value: unknown, depth: number): unknown {
  if (typeof value !== 'object' || value === null) return typeof value === 'function' || typeof value === 'symbol' ? structuredClone(value) : value
  if (depth > MAX_DEPTH) return structuredClone(value)
  if (Array.isArray(value)) {
    if (Object.getPrototypeOf(value) !== Array.prototype) return structuredClone(value)
    const out: unknown[] = new Array<unknown>(value.length)
    for (let i = 0; i < value.length; i++) out[i] = copy(value[i], depth + 1)
    return out
  }
  const proto = Object.getPrototypeOf(value) as unknown
  if (proto !== Object.prototype && proto !== null) return structuredClone(value)
  const out: Record<string, unknown> = {}
  for (const key of Object.keys(value)) {
    const item = copy((value as Record<string, unknown>)[key], depth + 1)
    // An own `__proto__` key is data, not the prototype.
    if (key === '__proto__') Object.defineProperty(out, key, { value: item, enumerable: true, writable: true, configurable: true })
    else out[key] = item
  }
  return out
}
