import { describe, expect, it } from 'vitest'
import { KARENINA_TEST_TIMEOUT_MS, raisedTestTimeout, type CircusGlobals } from './runner-context.js'

// jest-circus's own shapes: its state under a private symbol, jest.setTimeout's value under a registered one.
function circusGlobals(testTimeout: number, setTimeoutValue?: number): CircusGlobals {
  const global: CircusGlobals = { [Symbol('JEST_STATE_SYMBOL')]: { testTimeout } }
  if (setTimeoutValue !== undefined) global[Symbol.for('TEST_TIMEOUT_SYMBOL')] = setTimeoutValue
  return global
}

describe('jest-karenina/setup: the test timeout', () => {
  it("raises jest's 5 s default", () => {
    expect(raisedTestTimeout(circusGlobals(5_000))).toBe(KARENINA_TEST_TIMEOUT_MS)
  })
  it('keeps a configured testTimeout (config or --testTimeout) and an earlier jest.setTimeout', () => {
    expect(raisedTestTimeout(circusGlobals(7_000))).toBeNull()
    expect(raisedTestTimeout(circusGlobals(5_000, 9_000))).toBeNull()
  })
  it('does nothing outside jest-circus', () => {
    expect(raisedTestTimeout({})).toBeNull()
  })
})
