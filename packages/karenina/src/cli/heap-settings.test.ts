// The CLI's heap settings give way to the user's own flags, wherever they were given.
import { describe, expect, it } from 'vitest'
import { tuneHeap } from './heap-settings.js'

const YOUNG = '--semi-space-growth-factor=1'
const OLD = '--heap-growing-percent=10'

describe('tuneHeap', () => {
  it.each([
    [['--max-semi-space-size=64'], undefined, [OLD]],
    [[], '--max-semi-space-size=32 --import x', [OLD]],
    [['--semi-space-growth-factor=2'], undefined, [OLD]],
    [[], '--min-semi-space-size=4', [OLD]],
    [['--heap-growing-percent=50'], undefined, [YOUNG]],
    [[], '--optimize-for-size', [YOUNG]],
    [['--heap-growing-percent=50'], '--max-semi-space-size=8', []],
  ])('leaves V8 as the user set it: execArgv %j, NODE_OPTIONS %j', (execArgv, nodeOptions, set) => {
    expect(tuneHeap(execArgv, nodeOptions)).toEqual(set)
  })

  it('sets both when the user did not (other flags do not count)', () => {
    expect(tuneHeap(['--conditions=karenina-source', '--import', 'tsx'], '--max-old-space-size=4096')).toEqual([YOUNG, OLD])
  })
})
