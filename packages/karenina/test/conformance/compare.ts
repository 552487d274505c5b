import { PyFloat } from '../../src/compat/py-float-value.js'

const FLOAT_TOLERANCE = 1e-9

/** A difference between expected and actual, with the path where it was found. */
export interface Mismatch {
  path: string
  expected: unknown
  actual: unknown
}

/**
 * Compares `actual` against `expected` with the README's rules: only keys present in `expected` are
 * checked (at the top level), floats within 1e-9, object key order ignored, array order significant.
 * For an expected error only the kind (and phase, when given) is compared.
 */
export function compareOutcome(expected: Record<string, unknown>, actual: Record<string, unknown>): Mismatch[] {
  const mismatches: Mismatch[] = []
  if ('error' in expected) {
    if (actual.error !== expected.error) mismatches.push({ path: 'error', expected: expected.error, actual: actual.error ?? actual })
    if ('phase' in expected && actual.phase !== expected.phase) {
      mismatches.push({ path: 'phase', expected: expected.phase, actual: actual.phase })
    }
    return mismatches
  }
  if ('error' in actual) {
    mismatches.push({ path: 'error', expected: '(no error)', actual: describeError(actual) })
    return mismatches
  }
  for (const key of Object.keys(expected)) deepCompare(expected[key], actual[key], key, mismatches)
  return mismatches
}

function describeError(actual: Record<string, unknown>): string {
  const cause = actual.cause
  return `${String(actual.error)}${cause instanceof Error ? `: ${cause.message}` : ''}`
}

function deepCompare(expected: unknown, actual: unknown, path: string, out: Mismatch[]): void {
  const e = expected instanceof PyFloat ? expected.value : expected
  const a = actual instanceof PyFloat ? actual.value : actual
  if (typeof e === 'number') {
    if (typeof a !== 'number' || !(Math.abs(e - a) <= FLOAT_TOLERANCE || e === a)) out.push({ path, expected: e, actual: a })
    return
  }
  if (Array.isArray(e)) {
    if (!Array.isArray(a) || a.length !== e.length) {
      out.push({ path, expected: e, actual: a })
      return
    }
    e.forEach((item, i) => deepCompare(item, a[i], `${path}[${i}]`, out))
    return
  }
  if (e !== null && typeof e === 'object') {
    if (a === null || typeof a !== 'object' || Array.isArray(a)) {
      out.push({ path, expected: e, actual: a })
      return
    }
    const eKeys = Object.keys(e).sort()
    const aKeys = Object.keys(a).sort()
    if (eKeys.join('\u0000') !== aKeys.join('\u0000')) {
      out.push({ path: `${path} (keys)`, expected: eKeys, actual: aKeys })
      return
    }
    for (const key of eKeys) {
      deepCompare((e as Record<string, unknown>)[key], (a as Record<string, unknown>)[key], `${path}.${key}`, out)
    }
    return
  }
  if (e !== a) out.push({ path, expected: e, actual: a })
}
