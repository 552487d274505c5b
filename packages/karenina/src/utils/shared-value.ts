// Values built once and read by every call of a run (a template's judge schema): deep-frozen, so what is derived
// from one (its pretty-printed JSON, its strict form) can be cached against the object itself.

const SHARED = new WeakSet<object>()

function freeze(value: unknown): void {
  if (typeof value !== 'object' || value === null || Object.isFrozen(value)) return
  Object.freeze(value)
  for (const child of Object.values(value)) freeze(child)
}

/** Deep-freezes `value` (a plain JSON-like tree) and marks it shared; returns it. */
export function shareValue<T extends object>(value: T): T {
  freeze(value)
  SHARED.add(value)
  return value
}

/** Whether `value` was made by {@link shareValue} (so it never changes). */
export function isShared(value: unknown): value is object {
  return typeof value === 'object' && value !== null && SHARED.has(value)
}

/** `derive` memoised per shared value; other values are derived on every call. */
export function memoOnShared<V>(derive: (value: never) => V): <T>(value: T) => V {
  const cache = new WeakMap<object, V>()
  const fn = derive as (value: unknown) => V
  return (value) => {
    if (!isShared(value)) return fn(value)
    let out = cache.get(value)
    if (out === undefined && !cache.has(value)) cache.set(value, (out = fn(value)))
    return out as V
  }
}
