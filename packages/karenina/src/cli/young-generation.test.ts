// The CLI's young-generation setting gives way to the user's own flag, wherever it was given.
import { describe, expect, it } from 'vitest'
import { keepYoungGenerationSmall } from './young-generation.js'

describe('keepYoungGenerationSmall', () => {
  it.each([
    [['--max-semi-space-size=64'], undefined],
    [[], '--max-semi-space-size=32 --import x'],
    [['--semi-space-growth-factor=2'], undefined],
    [[], '--min-semi-space-size=4'],
  ])('leaves V8 as the user set it: execArgv %j, NODE_OPTIONS %j', (execArgv, nodeOptions) => {
    expect(keepYoungGenerationSmall(execArgv, nodeOptions)).toBe(false)
  })

  it('sets it when the user did not (other flags do not count)', () => {
    expect(keepYoungGenerationSmall(['--conditions=karenina-source', '--import', 'tsx'], '--max-old-space-size=4096')).toBe(true)
  })
})
