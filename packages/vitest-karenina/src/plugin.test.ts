import { describe, expect, it } from 'vitest'
import { karenina, KARENINA_TEST_TIMEOUT_MS } from './plugin.js'

// A judge-backed matcher in a plain test() can take longer than vitest's 5 s default timeout.
describe('the karenina vitest plugin: test timeout', () => {
  it('raises testTimeout when the config sets none', () => {
    expect(karenina().config({})?.test.testTimeout).toBe(KARENINA_TEST_TIMEOUT_MS)
    expect(karenina().config(undefined)?.test.testTimeout).toBe(60_000)
    expect(karenina({ testTimeout: 120_000 }).config({ test: {} })?.test.testTimeout).toBe(120_000)
  })
  it("keeps the user's testTimeout (vite would merge the plugin's value over it)", () => {
    const added = karenina().config({ test: { testTimeout: 1_000 } })
    expect(added?.test).not.toHaveProperty('testTimeout')
    expect(added?.test.setupFiles).toHaveLength(1)
  })
  it('leaves vitest alone with testTimeout: false (and adds nothing without the setup file)', () => {
    expect(karenina({ testTimeout: false, setupFile: false }).config({})).toBeUndefined()
  })
  it('refuses a timeout that is not a positive number', () => {
    expect(() => karenina({ testTimeout: 0 })).toThrow(/testTimeout must be a positive number of milliseconds or false, received 0/)
  })
})
