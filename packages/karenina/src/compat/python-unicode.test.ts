import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { isUnassignedInPython, PY_UNASSIGNED_CLASS } from './python-unicode.js'

describe('isUnassignedInPython', () => {
  it('flags characters added after Unicode 14.0 and nothing older', () => {
    expect(isUnassignedInPython(0x10d50)).toBe(true) // Garay (Unicode 16)
    expect(isUnassignedInPython(0x11f50)).toBe(true) // Kawi digit zero (Unicode 15)
    expect(isUnassignedInPython(0x41)).toBe(false)
    expect(isUnassignedInPython(0x1f600)).toBe(false)
  })

  it('is exactly what Python 3.11 leaves unassigned among the code points Node assigns, over all of Unicode', () => {
    const url = new URL('../../test/fixtures/compat/unicode-14-assigned.json', import.meta.url)
    const assigned = JSON.parse(readFileSync(url, 'utf8')) as [number, number][]
    const inPython = new Uint8Array(0x110000)
    for (const [lo, hi] of assigned) inPython.fill(1, lo, hi + 1)
    const inNode = /\P{Cn}/u
    for (let cp = 0; cp < 0x110000; cp++) {
      if (inNode.test(String.fromCodePoint(cp)) && isUnassignedInPython(cp) !== !inPython[cp]) expect.fail(`U+${cp.toString(16)}`)
    }
  })

  it('agrees with its RegExp class', () => {
    const re = new RegExp(`^[${PY_UNASSIGNED_CLASS}]$`, 'u')
    for (const cp of [0x88f, 0xa7cb, 0x31350, 0x3134f, 0x41]) expect(re.test(String.fromCodePoint(cp))).toBe(isUnassignedInPython(cp))
  })

  // The table lists what Unicode 15.0–17.0 added. On an older Node Unicode those characters are unassigned for
  // Node too, so the table still holds; a Unicode newer than 17.0 adds characters it does not list.
  it('covers the running Unicode version (regenerate the table if this fails)', () => {
    const [major, minor] = process.versions.unicode!.split('.').map(Number) as [number, number]
    expect(major * 100 + minor).toBeLessThanOrEqual(1700)
  })
})
